import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { LazyLoadedSlices } from './root-reducer';

/** A lazily loaded slice: one declared in LazyLoadedSlices, under its own name. */
export type LazySlice = {
  [K in keyof LazyLoadedSlices]: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> };
}[keyof LazyLoadedSlices];

/**
 * What a lazily loaded feature brings along with its screens: its slice (injected into the
 * store's root reducer) and its watchers (each run once per store, supervised by `restartable`,
 * cancelled on unmount). A screen or lazy part calls `useFeature(descriptor)` before it
 * dispatches anything the feature's sagas handle. Watchers must only wait for actions when they
 * start: they start while a component renders, where a dispatch is not allowed.
 */
export interface FeatureDescriptor {
  name: string;
  slice?: LazySlice;
  sagas: Record<string, Saga>;
  /** The feature's own English texts (its `<f>-texts.ts`), added to the fallback when it is injected. */
  texts?: Readonly<Record<string, string>>;
}

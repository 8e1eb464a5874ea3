import { configureStore } from '@reduxjs/toolkit';
import { createRootReducer } from '../root-reducer';
import { pageStarted, selectStaticPage, staticPageSlice } from '../../features/static-page/static-page-slice';
import type { RootState } from '../store';

/**
 * A screen renders right after its feature is injected, before any action: combineSlices adds the
 * slice's key only with the next action, so the selectors must stand on the initial state until then.
 */
describe('a lazy slice read through lazySliceState', () => {
  it('reads the initial state between injection and the first action, then the live state', () => {
    const rootReducer = createRootReducer();
    const store = configureStore({ reducer: rootReducer });
    rootReducer.inject(staticPageSlice);

    expect((store.getState() as RootState).staticPage).toBeUndefined();
    expect(selectStaticPage(store.getState() as RootState)).toEqual({ slug: null, page: null, status: 'idle', error: null });

    store.dispatch(pageStarted('about-us'));
    expect(selectStaticPage(store.getState() as RootState)).toMatchObject({ slug: 'about-us', status: 'loading' });
  });
});

import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { PageFlash, RealtimeConfig } from '../contract';
import type { Http } from '../lib/http/client';
import type { PageToken } from '../lib/http/page-token';
import type { NoticeChannel } from '../lib/notices/notice-channel';

/**
 * What sagas receive through redux-saga's context (getContext): the outside world of one
 * mounted widget. Tests pass fakes for navigate and the notice channel.
 */
export interface SagaContext {
  http: Http;
  token: PageToken;
  notices: NoticeChannel;
  /** In-app navigation (paths without the app base path). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The widget's root element, for focus management. */
  root: HTMLElement;
  realtime: RealtimeConfig | null;
  /** The session's flash message the page was rendered with, shown once on boot. */
  flash?: PageFlash | null;
}

export type ContextKey = keyof SagaContext;

/**
 * The typed way for a saga to read its context: `const http = yield* ctx('http')` gives an
 * `Http`, where a bare `yield getContext('http')` gives `any` and invites a wrong annotation.
 */
export function* ctx<K extends ContextKey>(key: K): Generator<GetContextEffect, SagaContext[K], unknown> {
  return (yield getContext(key)) as SagaContext[K];
}

import type { Action } from '@reduxjs/toolkit';
import { select } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { withLock, type SagaLock } from '../../lib/saga/lock';
import { takePerKey } from '../../lib/saga/take-per-key';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';

export interface ToggleOutcome<A> {
  /** The server's state when the loop ended (the last confirmed one). */
  server: boolean;
  /** The last answer, null when nothing was sent. */
  answer: A | null;
  /** Set when a request failed: the loop stopped there. */
  error: unknown;
}

/**
 * One product's toggle, single-flight: at most one request at a time;
 * clicks made meanwhile only change what the shopper wants (the store), and when an answer
 * comes a further request is sent only if the wish now differs from the server's state. A quick
 * double click therefore sends nothing more, a triple click sends one request: the net change.
 * Shared by the wishlist heart and the compare button.
 */
export function* runSingleFlightToggle<A>(options: {
  /** The server's state before the first request. */
  server: boolean;
  /** What the shopper wants now. */
  wanted: (state: RootState) => boolean;
  send: (want: boolean) => Generator<unknown, A, unknown>;
  /** After each successful answer (count updates). */
  onAnswer?: (answer: A, state: boolean) => Generator<unknown, void, unknown>;
  /**
   * Shared by the toggles of one list whose answers carry the list's count (the header badge):
   * their requests go one at a time, so the count applied last is the newest. Sent side by side
   * for two products, the answers could come back in either order and leave the badge one short.
   */
  lock?: SagaLock;
}): Generator<unknown, ToggleOutcome<A>, unknown> {
  let server = options.server;
  let answer: A | null = null;
  for (;;) {
    const want = (yield select(options.wanted)) as boolean;
    if (want === server) return { server, answer, error: null };
    try {
      const { send, lock } = options;
      answer = lock ? yield* withLock(lock, () => send(want)) : yield* send(want);
    } catch (error) {
      return { server, answer, error };
    }
    server = want;
    if (options.onAnswer) yield* options.onAnswer(answer, server);
  }
}

/**
 * Runs `work` for each toggle action, one task per key (product) at a time: an action for a key
 * whose task still runs is dropped, since that task reads the current wish when its answer comes.
 * Signing in or out cancels the tasks: their answers belong to the previous session.
 */
export function* watchTogglesPerKey<A extends Action>(
  actionType: string,
  keyOf: (action: A) => number,
  work: (action: A) => Generator<unknown, void, unknown>,
) {
  yield takePerKey<A, number>(actionType, keyOf, work, 'leading', {
    cancelAllOn: [logoutSucceeded.type, sessionExpired.type, signInSucceeded.type],
  });
}

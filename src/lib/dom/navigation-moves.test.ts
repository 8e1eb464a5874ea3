import { navigationMoves, type Place } from './navigation-moves';

const at = (pathname: string, search = ''): Place => ({ pathname, search });
const NOTHING = { reveal: false, focus: false };
const BOTH = { reveal: true, focus: true };

describe('navigationMoves', () => {
  it('moves nothing on the first render, or when the place did not change (StrictMode re-runs effects)', () => {
    expect(navigationMoves(null, at('/'), 'POP', false)).toEqual(NOTHING);
    expect(navigationMoves(at('/a', '?x=1'), at('/a', '?x=1'), 'POP', false)).toEqual(NOTHING);
  });

  it('treats a redirect before the shopper navigated as part of the first load, and one after as a new screen', () => {
    expect(navigationMoves(at('/checkout'), at('/login'), 'REPLACE', false)).toEqual(NOTHING);
    expect(navigationMoves(at('/checkout'), at('/login'), 'REPLACE', true)).toEqual(BOTH);
  });

  it('reveals and focuses a new screen; on back/forward it only focuses', () => {
    expect(navigationMoves(at('/a'), at('/b'), 'PUSH', false)).toEqual(BOTH);
    expect(navigationMoves(at('/b'), at('/a'), 'POP', true)).toEqual({ reveal: false, focus: true });
  });

  it('treats another page of the same listing like a new screen, and any other query change as a refinement', () => {
    expect(navigationMoves(at('/c', '?brand=5'), at('/c', '?brand=5&page=2'), 'PUSH', true)).toEqual(BOTH);
    expect(navigationMoves(at('/c', '?page=2&sort=newest'), at('/c', '?sort=newest'), 'PUSH', true)).toEqual(BOTH);
    expect(navigationMoves(at('/c', '?page=2'), at('/c', '?brand=5'), 'PUSH', true)).toEqual(NOTHING);
    expect(navigationMoves(at('/c'), at('/c', '?brand=5'), 'PUSH', true)).toEqual(NOTHING);
    expect(navigationMoves(at('/c', '?sort=newest'), at('/c', '?sort=oldest'), 'POP', true)).toEqual(NOTHING);
  });
});

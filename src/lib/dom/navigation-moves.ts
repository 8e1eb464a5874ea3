/** Where the shopper is inside the widget (the router's location, without the hash). */
export interface Place {
  pathname: string;
  search: string;
}

/** The router's navigation types: PUSH (a link), REPLACE (a redirect), POP (first load, back/forward). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What a navigation does to the page: scroll the widget's top into view, move focus to the screen's heading. */
export interface NavigationMoves {
  reveal: boolean;
  focus: boolean;
}

const NOTHING: NavigationMoves = { reveal: false, focus: false };

/** Same listing, another page of it: every query parameter but `page` is unchanged. */
function onlyPageChanged(before: string, after: string): boolean {
  const a = new URLSearchParams(before);
  const b = new URLSearchParams(after);
  if (a.get('page') === b.get('page')) return false;
  a.delete('page');
  b.delete('page');
  a.sort();
  b.sort();
  return a.toString() === b.toString();
}

/**
 * The scroll and focus rule, from what a keyboard or screen-reader user expects:
 *
 * - First load, including a redirect (REPLACE) before the shopper has navigated at all: nothing
 *   moves. Focus stays at the page's start so Tab reaches the skip link and the header first,
 *   and the host page keeps its scroll position.
 * - A new screen (the path changed): focus goes to its heading, so the user is not left on a link
 *   that has disappeared and hears where they arrived; the widget's top is revealed.
 * - The same screen with only `page` changed (a page-number link): the results were replaced, so
 *   the same as a new screen; the focused heading names the results.
 * - The same screen with another query change (filter, sort, search words): nothing moves. The
 *   control in use keeps focus and the results update in place (their count is a live status).
 * - Back/forward (POP after the first load): focus as above, but never scroll: the browser
 *   restores the position it had for that history entry.
 *
 * `navigated` says whether the shopper has made a PUSH or POP navigation since the first load.
 */
export function navigationMoves(previous: Place | null, next: Place, type: NavigationType, navigated: boolean): NavigationMoves {
  if (previous === null || (type === 'REPLACE' && !navigated)) return NOTHING;
  const newScreen = previous.pathname !== next.pathname;
  if (!newScreen && !onlyPageChanged(previous.search, next.search)) return NOTHING;
  return { reveal: type !== 'POP', focus: true };
}

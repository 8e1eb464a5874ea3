import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the filter panel becomes a sheet below this width (listing.css uses the same breakpoint). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches now, following its changes. False where matchMedia does not
 * exist (an old engine, a test without it): the desktop layout is the one that needs no extra step.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

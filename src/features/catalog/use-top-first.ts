import { useDeferredValue, useEffect, useMemo, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectHome } from './catalog-selectors';
import { homeRestShown } from './home-slice';

/** The longest the rest of the home waits for the top's pictures (a slow or broken image). */
const TOP_WAIT_MS = 1500;

/** Resolves when the pictures under `root` that load at once (not `loading="lazy"`) are decoded or failed. */
function eagerPicturesIn(root: HTMLElement | null): Promise<unknown> {
  const pictures = [...(root?.querySelectorAll('img') ?? [])].filter((img) => img.loading !== 'lazy');
  return Promise.all(pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)));
}

/**
 * The home's first answer brings three sections at once. The top one holds a phone's largest
 * paint (its first banner), and rendering the two below it (cards, pictures, toggles) first delayed
 * that paint (by 0.05–0.4 s in Lighthouse's simulated phone). So at first only the top section
 * renders; the rest follow once the pictures above the fold are in and painted (at most 1.5 s
 * later). From then on every section renders as it arrives.
 */
export function useTopSectionFirst<T>(sections: T[], root: RefObject<HTMLElement | null>): T[] {
  const dispatch = useAppDispatch();
  // Once per page load: coming back to the home shows every section at once, so the browser can
  // restore the scroll position.
  const all = useAppSelector(selectHome).restShown;
  const waiting = !all && sections.length > 1;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise((resolve) => (timer = setTimeout(resolve, TOP_WAIT_MS)));
    void Promise.race([eagerPicturesIn(root.current), cap]).then(() => {
      clearTimeout(timer);
      if (!live) return;
      // After the next frame has been painted, not before it.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => live && dispatch(homeRestShown()), 0);
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [waiting, root, dispatch]);
  const shown = useMemo(() => (waiting ? sections.slice(0, 1) : sections), [waiting, sections]);
  // The flag is store state, and store updates render synchronously (react-redux), transition or
  // not: the rest of the home rendered as one long task (about 30 ms on a fast machine, four times
  // that on a phone). Deferred, React renders it in the background, in slices.
  return useDeferredValue(shown);
}

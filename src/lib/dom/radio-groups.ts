/**
 * Chromium keeps every named radio button that was ever in a shadow root (outside a <form>) in
 * the shadow root's radio groups, also after it is removed, and with it the whole screen it was
 * part of: each product page with options left the previous one in memory. A radio that loses its
 * name while still in the page leaves its group, so these drop the names just before React
 * removes the elements (React runs ref clean-ups before it takes the nodes out).
 */

/** Ref for a radio input (React 19 runs the returned clean-up on unmount). */
export function releaseRadio(input: HTMLInputElement | null): (() => void) | undefined {
  if (!input) return undefined;
  return () => input.removeAttribute('name');
}

/** Ref for a container: the radios inside it leave their groups when it unmounts. */
export function releaseRadiosWithin(container: HTMLElement | null): (() => void) | undefined {
  if (!container) return undefined;
  return () => container.querySelectorAll('input[type="radio"][name]').forEach((radio) => radio.removeAttribute('name'));
}

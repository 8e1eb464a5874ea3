/**
 * Where notices render. A modal <dialog> sits in the browser's top layer, above every z-index,
 * with the rest of the page inert behind its backdrop; notices rendered beside it would be
 * hidden (and unreachable) while it is open. So notices render into a layer of their own: a plain
 * element that React only portals into, which lives in the widget root and moves into the most
 * recently opened modal dialog while one is open (top-layer elements stack in opening order).
 */
const layers = new Map<HTMLElement, HTMLElement>();
const openDialogs: HTMLElement[] = [];

function place(root: HTMLElement, layer: HTMLElement): void {
  const target = [...openDialogs].reverse().find((dialog) => dialog.isConnected && root.contains(dialog)) ?? root;
  if (layer.parentNode !== target) target.appendChild(layer);
}

function placeAll(): void {
  layers.forEach((layer, root) => place(root, layer));
}

/** Puts `layer` into `root` (or its open modal); returns the undo. */
export function attachNoticeLayer(root: HTMLElement, layer: HTMLElement): () => void {
  layer.className = 'sf-notice-layer';
  layers.set(root, layer);
  place(root, layer);
  return () => {
    if (layers.get(root) === layer) layers.delete(root);
    layer.remove();
  };
}

/** Called when a modal dialog opens: notices move into it until the returned function runs. */
export function raiseNoticesInto(dialog: HTMLElement): () => void {
  openDialogs.push(dialog);
  placeAll();
  return () => {
    const at = openDialogs.lastIndexOf(dialog);
    if (at >= 0) openDialogs.splice(at, 1);
    placeAll();
  };
}

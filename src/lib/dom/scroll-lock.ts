/**
 * Stops the host page from scrolling behind a modal dialog, without the layout jump that
 * removing the scrollbar would cause, and puts everything back as it was when the last lock is
 * released (modals can stack: the pop-up and the product modal). Only inline styles the lock
 * set are touched, and their previous values are restored.
 */
let locks = 0;
let restore: (() => void) | null = null;

function lock(doc: Document): () => void {
  const html = doc.documentElement;
  const view = doc.defaultView;
  const scrollbar = view ? view.innerWidth - html.clientWidth : 0;
  const saved = {
    overflow: html.style.overflow,
    gutter: html.style.getPropertyValue('scrollbar-gutter'),
    padding: doc.body.style.paddingRight,
  };
  html.style.overflow = 'hidden';
  if (scrollbar > 0) {
    // Keep the scrollbar's width: as a gutter where supported (either side, right-to-left too),
    // else as padding on the body's right, where classic scrollbars sit.
    if (view?.CSS?.supports?.('scrollbar-gutter', 'stable')) html.style.setProperty('scrollbar-gutter', 'stable');
    else doc.body.style.paddingRight = `${(parseFloat(view?.getComputedStyle(doc.body).paddingRight ?? '') || 0) + scrollbar}px`;
  }
  return () => {
    html.style.overflow = saved.overflow;
    html.style.setProperty('scrollbar-gutter', saved.gutter);
    doc.body.style.paddingRight = saved.padding;
  };
}

export function lockPageScroll(doc: Document = document): () => void {
  if (locks === 0) restore = lock(doc);
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      restore?.();
      restore = null;
    }
  };
}

/**
 * notistack styles itself with goober, which writes its CSS into the page's `<style id="_goober">`
 * (it finds one through `window._goober`, else appends a new one to <head>). Under a strict CSP
 * that un-nonced element is a violation, and its rules never reach the widget's shadow root anyway
 * (notices.css styles the notices). So when notistack first loads, the widget provides the element
 * itself: with the page's nonce a real, nonced <style>; without one an inert <template> whose text
 * node takes goober's CSS and applies nothing, so no <style> is added at all. A page that already
 * has its own `#_goober` (it uses goober too) is left alone. Nothing is added before a notice.
 */
let planned: { doc: Document; nonce: string | undefined } | null = null;
let undo: (() => void) | null = null;

function provide(doc: Document, nonce: string | undefined): () => void {
  // goober also copies `window.__nonce__` onto its element each time it writes (its documented
  // nonce hook), which would otherwise reset ours.
  const win = doc.defaultView as (Window & { __nonce__?: string }) | null;
  const setsNonce = !!nonce && !!win && win.__nonce__ === undefined;
  if (setsNonce) win!.__nonce__ = nonce;
  const unsetNonce = () => {
    if (setsNonce) delete win!.__nonce__;
  };
  if (doc.getElementById('_goober')) return unsetNonce;
  const sink = doc.createElement(nonce ? 'style' : 'template');
  sink.id = '_goober';
  if (nonce) sink.nonce = nonce;
  sink.appendChild(doc.createTextNode(' '));
  doc.head.appendChild(sink);
  return () => {
    sink.remove();
    unsetNonce();
  };
}

/** At mount: where and with which nonce the sink goes, once notices load. Returns the removal, for unmount. */
export function planGooberSink(doc: Document, nonce: string | undefined): () => void {
  planned = { doc, nonce };
  return () => {
    undo?.();
    undo = null;
    planned = null;
  };
}

/** Before notistack's code runs (goober-sink-install.ts) and on each notice provider's render: idempotent. */
export function installGooberSink(): void {
  if (planned && !undo) undo = provide(planned.doc, planned.nonce);
}

import '@testing-library/jest-dom';

// jsdom has no layout: scrolling is a no-op here (jsdom would log "not implemented").
window.scrollTo = () => {};

afterEach(() => {
  window.localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

// The first visit to a lazy screen makes jest transform its modules, which can take a second.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 4000 });

// jest-fixed-jsdom swaps in Node's FormData, which cannot read a <form>; React 19 builds one on
// every submit. Fill it from the form's named controls like a browser would.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    void submitter;
    if (form instanceof HTMLFormElement) {
      for (const el of Array.from(form.elements) as HTMLInputElement[]) {
        if (el.name && !el.disabled && (!['checkbox', 'radio'].includes(el.type) || el.checked)) this.append(el.name, el.value);
      }
    }
  }
} as typeof FormData;

// ---------------------------------------------------------------------------------------------
// Screen tests render the widget in the light DOM. In browsers it renders into a shadow root on
// its marker (src/main.ts); in jsdom that leaves the tests unable to act as a shopper does:
// user-event cannot see focus move between two controls inside one shadow root (the focus event
// stops at the root, as the standard says), so it types past React's value tracking and the typed
// text is lost; jsdom clears an event's target before a <label>'s activation behaviour, so a
// control wrapped in a label inside a shadow root is clicked again forever; and `screen` and Tab
// do not enter shadow roots. Without attachShadow, main.ts renders into the marker itself (its
// fallback for browsers without shadow DOM), the same React tree with the same roles and names.
// What only a shadow root decides (host CSS kept out, focus and the top layer inside it) is
// checked in Chromium: test/e2e/host-css.spec.ts.
Reflect.deleteProperty(Element.prototype, 'attachShadow');

// jsdom has <dialog> without its methods. A minimal model of the browser's: showModal() and
// close() toggle `open`, close() fires `close`, and Escape fires a cancelable `cancel` at the
// most recently opened modal dialog, closing it unless cancelled. The top layer, inertness and
// the backdrop are the browser's business: test/e2e/host-css.spec.ts checks them in Chromium.
const openModals: HTMLDialogElement[] = [];
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    openModals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    this.open = false;
    const at = openModals.indexOf(this);
    if (at >= 0) openModals.splice(at, 1);
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = openModals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

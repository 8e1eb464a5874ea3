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

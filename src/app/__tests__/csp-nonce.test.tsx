import { useBackend } from '../../../test/unit/support/backend';
import { shell } from '../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../test/unit/support/mount-app';

useBackend();

// A guest at checkout in a shop without guest checkout gets a notice: notistack (and goober) load.
// The page's own <style> elements: not the widget's stylesheets, which jsdom (no shadow root) puts
// inside the marker, marked data-sf-style (src/styles/style-registry.ts).
const pageStyles = () => [...document.querySelectorAll('style:not([data-sf-style])')];

const raiseNotice = async (nonce?: string) => {
  const app = await mountApp('/checkout', shell({}, { disable_guest: 1 }), nonce ? { nonce } : {});
  await findNotice('Login First');
  return app;
};

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as Window & { __nonce__?: string }).__nonce__;
});

describe('styles under a strict CSP', () => {
  it("with the page's nonce, notistack's only <style> carries it, and nothing else is added to the page", async () => {
    const app = await raiseNotice('r4nd0m');
    const styles = pageStyles() as HTMLStyleElement[];
    expect(styles).toHaveLength(1);
    expect(styles[0].id).toBe('_goober');
    expect(styles[0].nonce).toBe('r4nd0m');
    // goober really wrote into it (the notice's layout classes).
    expect(styles[0]).toHaveTextContent(/\.go\d+/);
    app.unmount();
    expect(document.querySelector('#_goober')).toBeNull();
    expect((window as Window & { __nonce__?: string }).__nonce__).toBeUndefined();
  });

  it('without a nonce, the widget adds no <style> to the page at all', async () => {
    await raiseNotice();
    expect(pageStyles()).toHaveLength(0);
    // goober's target is an inert template (goober writes its CSS once per page, in the test above here).
    expect(document.querySelector('template#_goober')).not.toBeNull();
  });

  it('a page that uses goober itself keeps its own element', async () => {
    document.head.innerHTML = '<style id="_goober"> </style>';
    await raiseNotice('n');
    expect(document.querySelectorAll('#_goober')).toHaveLength(1);
  });
});

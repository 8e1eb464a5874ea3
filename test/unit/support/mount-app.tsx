import { act, screen, waitFor } from '@testing-library/react';
import { mount } from '../../../src/main';
import type { HostShellData, MountConfig, ShellData } from '../../../src/contract';
import { BASE_URL, shell as makeShell } from './fixtures';

const mounted = new Set<() => void>();
// A test that fails half-way must not leave its app (sagas, router, timers) running into the next.
afterEach(() => {
  mounted.forEach((unmount) => unmount());
  mounted.clear();
});

export interface Mounted {
  element: HTMLElement;
  unmount: () => void;
}

/**
 * Mounts the real app (store, sagas, router, notices) the way the loader does, at `path`,
 * with a page that has the hidden token input the backend renders. The widget renders into the
 * marker's shadow root (`element.shadowRoot`); `screen` queries it (test/setup/dom.ts).
 */
/** `shell` may be normalised ShellData or the raw props a host page embeds (HostShellData). */
export async function mountApp(
  path = '/',
  shell: ShellData | HostShellData = makeShell(),
  over: Partial<MountConfig> = {},
): Promise<Mounted> {
  document.body.innerHTML = '<input type="hidden" id="token" name="token" value="page-token"><div data-storefront></div>';
  window.history.replaceState({}, '', path);
  const element = document.querySelector<HTMLElement>('[data-storefront]')!;
  let unmount: () => void = () => {};
  await act(async () => {
    unmount = mount(element, {
      token: 'page-token',
      baseUrl: BASE_URL,
      appPath: '',
      realtime: null,
      shell: shell as HostShellData,
      ...over,
    });
  });
  const stop = () => {
    if (mounted.delete(stop)) act(() => unmount());
  };
  mounted.add(stop);
  return { element, unmount: stop };
}

/** The notice the shopper sees (notistack loads on the first one). */
export async function findNotice(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const match = screen
      .getAllByTestId('notice')
      .find((n) => (typeof text === 'string' ? n.textContent?.includes(text) : text.test(n.textContent ?? '')));
    if (!match) throw new Error(`no notice matching ${text}`);
    return match;
  });
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../test/contract/support/fixtures';
import { server, useBackend } from '../../test/unit/support/backend';
import { BASE_URL } from '../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../test/unit/support/mount-app';
import type { ProductCard } from '../types/catalogue';

// The modal as shoppers meet it: the product modal that "Select options" opens on a card of a
// product with variants (home page 1 of test/contract/catalogue/home-page.json). What only a
// browser does with a modal <dialog> (top layer, inert background, no layout jump) is checked in
// test/e2e/host-css.spec.ts.
useBackend();

type HomeAnswer = { components: Record<string, unknown>; has_more_data: boolean };
const OVERSHIRT = 'Kestrel Linen Blend Overshirt';
const added = fixtureAnswer<{ success: string }>('commerce/add-to-cart', 'added');

function homeWithOvershirt() {
  const overshirt = (fixtureAnswer<HomeAnswer>('catalogue/home-page', 'page-6').components['custom_products-17'] as ProductCard[]).find(
    (p) => p.product_name === OVERSHIRT,
  )!;
  const page = fixtureAnswer<HomeAnswer>('catalogue/home-page', 'page-1');
  page.components = { 'today_deals-2': [overshirt] };
  page.has_more_data = false;
  server.use(http.get(`${BASE_URL}/home/page`, () => HttpResponse.json(page)));
}

async function openModal() {
  homeWithOvershirt();
  await mountApp('/');
  const opener = await screen.findByRole('button', { name: new RegExp(`Select options: ${OVERSHIRT}`) });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: OVERSHIRT });
  return { opener, dialog };
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('the modal', () => {
  it('is a native dialog opened as a modal, with a close button named "Close" that returns focus to the opener', async () => {
    const { opener, dialog } = await openModal();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('stops the host page from scrolling while open, and gives it back its own overflow after', async () => {
    document.documentElement.style.overflow = 'auto';
    await openModal();
    expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement).toHaveStyle({ overflow: 'auto' });
  });

  it('shows a notice raised while it is open inside the dialog (above its backdrop), and outside once it closes', async () => {
    const { dialog } = await openModal();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Material' })).getByRole('radio', { name: 'Linen' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Add to cart/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    const notice = await findNotice(added.success);
    expect(dialog).toContainElement(notice);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await findNotice(added.success);
    expect(after).toBeVisible();
    expect(after.closest('dialog')).toBeNull();
    expect(after.closest('.sf-root')).not.toBeNull();
  });
});

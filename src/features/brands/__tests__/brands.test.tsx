import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const BRANDS = `${BASE_URL}/home/brands`;
const tiles = () => within(screen.getByRole('list', { name: 'All Brands' })).getAllByRole('link');

async function openBrands() {
  await mountApp('/brands');
  await screen.findByRole('heading', { level: 1, name: 'All Brands' });
  await screen.findByRole('link', { name: 'Aurora' });
}

describe('/brands', () => {
  it('shows each brand as a tile linking to its products, with a sized logo', async () => {
    await openBrands();
    expect(tiles().map((link) => link.textContent)).toEqual(['Aurora', 'Cobalt', 'Quill']);
    const aurora = screen.getByRole('link', { name: 'Aurora' });
    expect(aurora).toHaveAttribute('href', '/brand/aurora');
    const logo = aurora.querySelector('img')!;
    expect(logo).toHaveAttribute('width', '130');
    expect(logo).toHaveAttribute('height', '93');
    // The first tiles are in the first screenful: they are not lazy.
    expect(logo).not.toHaveAttribute('loading');
    expect(requestsTo('home/brands')[0].url.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 45');
  });

  it('appends the next page without repeating a brand, then offers no more', async () => {
    await openBrands();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Zephyr' });
    // Quill (43) came again on page 2: one tile only.
    expect(tiles().map((link) => link.textContent)).toEqual(['Aurora', 'Cobalt', 'Quill', 'Zephyr', 'Summit Gear']);
    // (Page 1 may be asked twice: StrictMode runs the opening effect twice in development.)
    expect([...new Set(requestsTo('home/brands').map((r) => r.url.searchParams.get('page')))]).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 45');
  });

  it('says so when the shop has no brands', async () => {
    server.use(http.get(BRANDS, () => HttpResponse.json(fixtureAnswer('catalogue/brands', 'beyond-last'))));
    await mountApp('/brands');
    expect(await screen.findByText('No Brands Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the server error with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(BRANDS, () =>
        fail
          ? HttpResponse.json({ error: 'SQLSTATE[HY000] database gone' })
          : HttpResponse.json(fixtureAnswer('catalogue/brands', 'page-1')),
      ),
    );
    await mountApp('/brands');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).not.toHaveTextContent('SQLSTATE');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Aurora' });
    await settled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the shown brands and offers to try again when a further page fails', async () => {
    await openBrands();
    server.use(http.get(BRANDS, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Try again' });
    expect(tiles()).toHaveLength(3);
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Zephyr' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Try again/ })).not.toBeInTheDocument());
  });
});

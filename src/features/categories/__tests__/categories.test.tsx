import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const CATEGORIES = `${BASE_URL}/home/categories`;

describe('/categories', () => {
  it('shows each top-level category with its picture, children and grandchildren as links', async () => {
    await mountApp('/categories');
    await screen.findByRole('heading', { level: 1, name: 'All Category' });
    const fashion = await screen.findByRole('listitem', { name: 'Fashion' });
    expect(within(fashion).getByRole('heading', { level: 2 })).toHaveTextContent('Fashion');
    expect(within(fashion).getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/category/fashion');
    expect(within(fashion).getByRole('link', { name: "Men's Clothing" })).toHaveAttribute('href', '/category/men-s-clothing');
    expect(within(fashion).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/category/jackets');
    const picture = fashion.querySelector('img')!;
    expect(picture).toHaveAttribute('src', `${BASE_URL}/images/category/7-190x230.svg`);
    expect(picture).toHaveAttribute('width', '190');
    expect(within(screen.getByRole('listitem', { name: 'Electronics' })).getByRole('link', { name: 'Laptops' })).toBeInTheDocument();
    await settled();
    // One answer: no second page is ever asked for, and nothing offers one.
    expect(requestsTo('home/categories').every((r) => r.url.search === '')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no category', async () => {
    server.use(http.get(CATEGORIES, () => HttpResponse.json({ categories: [] })));
    await mountApp('/categories');
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(CATEGORIES, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(fixtureAnswer('catalogue/categories', 'tree')),
      ),
    );
    await mountApp('/categories');
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Fashion' })).toBeInTheDocument();
  });
});

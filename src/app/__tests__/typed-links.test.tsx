import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, useBackend } from '../../../test/unit/support/backend';
import { shell } from '../../../test/unit/support/fixtures';
import { mountApp } from '../../../test/unit/support/mount-app';

// Links are built by paths.*, which encodes each param: a slug with "#", "?" or "/" (shops make
// slugs from names) must still open its own page, not a shorter path with a fragment or query.
useBackend();

const listingSlugs = () => requestsTo('home/filtered_products').map((r) => r.url.searchParams.get('slug'));

describe('links to data with awkward slugs', () => {
  it('opens the category a menu link names, even when its slug has a "#"', async () => {
    await mountApp('/', shell({ categories: [{ id: 901, title: 'C# guides', slug: 'c#-guides' }] }));
    const menu = screen.getByRole('navigation', { name: 'All categories' });
    await userEvent.click(within(menu).getByRole('link', { name: 'C# guides' }));
    await waitFor(() => expect(window.location.pathname).toBe('/category/c%23-guides'));
    await waitFor(() => expect(listingSlugs()).toEqual(['c#-guides']));
  });
});

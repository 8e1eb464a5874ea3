import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { seriousViolations } from '../../../../test/unit/support/axe';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(30_000);

type Json = { download_urls: Array<{ url: string }> };

it('/user/digital-product-orders with its download links has no serious axe findings', async () => {
  // test/contract/commerce/digital-product-order-list.json, with links on this store's origin.
  const page = fixtureAnswer<Json>('commerce/digital-product-order-list', 'first-page');
  page.download_urls.forEach((row) => (row.url = row.url.replace('https://shop.test', BASE_URL)));
  server.use(http.get(`${BASE_URL}/user/digital-product-order-list`, () => HttpResponse.json(page)));
  const { element } = await mountApp('/user/digital-product-orders', shell({ user: signedInUser }));
  await screen.findAllByRole('rowheader');
  expect(await seriousViolations(element)).toEqual([]);
  // Each link's name starts with its visible words, then names the product.
  expect(screen.getAllByRole('link', { name: /^Download File ./ })).toHaveLength(page.download_urls.length);
});

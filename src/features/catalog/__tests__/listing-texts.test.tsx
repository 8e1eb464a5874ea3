import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// test/contract/catalogue/filtered-products.json: case "category" holds 16 products, "brand" one.
useBackend();

describe('listing texts', () => {
  it('says "16 products found" and "1 product found"', async () => {
    const first = await mountApp('/category/fashion');
    expect(await screen.findByText('16 products found')).toHaveAttribute('role', 'status');
    first.unmount();
    await mountApp('/brand/nordwave');
    expect(await screen.findByText('1 product found')).toHaveAttribute('role', 'status');
  });

  it('puts the query into the search heading through a template', async () => {
    await mountApp('/products?q=lamp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results: “lamp”' })).toBeInTheDocument();
  });

  it("uses the shop's Arabic plural form for the count", async () => {
    server.use(
      http.get(`${BASE_URL}/resources/lang/ar.json`, () =>
        HttpResponse.json({
          products_found_one: 'تم العثور على منتج واحد',
          products_found_few: 'تم العثور على :count منتجات',
          products_found_many: 'تم العثور على :count منتجًا',
          products_found_other: 'تم العثور على :count منتج',
        }),
      ),
    );
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    await mountApp('/category/fashion', shell({ active_language: arabic }, { lang_file: `${BASE_URL}/resources/lang/ar.json` }));
    expect(await screen.findByText('تم العثور على 16 منتجًا')).toHaveAttribute('role', 'status');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { affiliateShell, checkAuthWithoutCode, clipboard, CODE, plainUser, withoutEndpoint } from './harness';

// user/affiliate-links answers from test/contract/affiliate/affiliate-links.json: page 1 has
// Linen Shirt (5 %), Wireless Earbuds (7.5 %), Ceramic Mug (1.25 flat) and a page 2 (Garden Gloves).
useBackend();
jest.setTimeout(15_000);

const productRow = (name: string) => screen.getByRole('listitem', { name });

async function openSystem(over: Parameters<typeof affiliateShell> = []) {
  const app = await mountApp('/affiliate-system', affiliateShell(...over));
  await screen.findByText('Linen Shirt');
  return app;
}

describe('/affiliate-system', () => {
  it('shows the four counters and the products with their commission (a percentage, or a flat amount in the active currency)', async () => {
    await mountApp('/affiliate-system', { ...affiliateShell(), active_currency: eur });
    await screen.findByText('Linen Shirt');
    const stats = screen.getByRole('region', { name: 'Your statistics' });
    const counter = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(counter('Number Of Click')).toBe('120');
    expect(counter('Number Of Item')).toBe('9');
    expect(counter('Number Of Delivered')).toBe('7');
    expect(counter('Number Of Cancel')).toBe('1');
    expect(within(productRow('Linen Shirt')).getByText('You will get 5% Per Sale')).toBeInTheDocument();
    expect(within(productRow('Wireless Earbuds')).getByText('You will get 7.5% Per Sale')).toBeInTheDocument();
    // 1.25 in the base currency at 0.92 to the euro.
    expect(within(productRow('Ceramic Mug')).getByText('You will get €1.15 per item sold')).toBeInTheDocument();
    expect(requestsTo('user/affiliate-links').map((r) => r.url.searchParams.get('page'))).toEqual(['1']);
  });

  it('builds the referral link and each product link as the original does: base_url, the store path, the code', async () => {
    await openSystem();
    expect(screen.getByRole('textbox', { name: 'Affiliate Link' })).toHaveValue(`http://shop.test/register?referral_code=${CODE}`);
    expect(within(productRow('Linen Shirt')).getByRole('textbox', { name: 'Link of Linen Shirt' })).toHaveValue(
      `http://shop.test/product/linen-shirt-12?referral_code=${CODE}`,
    );
    expect(within(productRow('Ceramic Mug')).getByRole('button', { name: 'Copy Url' })).toHaveAccessibleDescription('Ceramic Mug');
  });

  it('copies a product link with the Clipboard API and announces it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const restore = clipboard(writeText);
    try {
      await openSystem();
      await userEvent.click(within(productRow('Wireless Earbuds')).getByRole('button', { name: 'Copy Url' }));
      const link = `http://shop.test/product/wireless-earbuds-17?referral_code=${CODE}`;
      expect(writeText).toHaveBeenCalledWith(link);
      expect(await findNotice(`Link copied: ${link}`)).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('a clipboard that is refused: the link is selected and the shopper is told to copy it by hand', async () => {
    const restore = clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    try {
      await openSystem();
      await userEvent.click(screen.getAllByRole('button', { name: 'Copy Url' })[0]);
      expect(await findNotice('The link could not be copied. It is selected: copy it by hand.')).toBeInTheDocument();
      const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Affiliate Link' });
      expect(field).toHaveFocus();
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    } finally {
      restore();
    }
  });

  it('"Load more" appends the next page', async () => {
    await openSystem();
    expect(screen.getByText('Showing 3 of 13')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Garden Gloves')).toBeInTheDocument();
    expect(screen.getByText('Linen Shirt')).toBeInTheDocument();
    expect(within(productRow('Garden Gloves')).getByText('You will get $2.00 per item sold')).toBeInTheDocument();
    expect(requestsTo('user/affiliate-links').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it.each([['404' as const], ['html' as const]])(
    'a backend without the endpoint (%s) is a store without a programme: said plainly, no toast',
    async (kind) => {
      withoutEndpoint('get', 'user/affiliate-links', kind);
      await mountApp('/affiliate-system', affiliateShell());
      expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    },
  );

  it('the add-on off: not offered, and nothing is asked', async () => {
    await mountApp('/affiliate-system', affiliateShell(undefined, false));
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/affiliate-links')).toHaveLength(0);
  });

  it('a signed-in user without a referral code is pointed at the programme page, without a request', async () => {
    checkAuthWithoutCode();
    await mountApp('/affiliate-system', affiliateShell(plainUser));
    const message = await screen.findByText(/Your account is not an affiliate account\./);
    expect(within(message).getByRole('link', { name: 'About the affiliate programme' })).toHaveAttribute('href', '/affiliate-program');
    await settled();
    expect(requestsTo('user/affiliate-links')).toHaveLength(0);
  });

  it("the server's refusal (not an affiliate) is shown with the way to the programme", async () => {
    server.use(http.get(`${BASE_URL}/user/affiliate-links`, () => HttpResponse.json({ error: 'You are not an affiliate' })));
    await mountApp('/affiliate-system', affiliateShell());
    const message = await screen.findByText(/You are not an affiliate/);
    expect(within(message).getByRole('link', { name: 'About the affiliate programme' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notice')).not.toBeInTheDocument());
  });
});

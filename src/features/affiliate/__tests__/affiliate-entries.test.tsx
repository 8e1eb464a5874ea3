import { screen, waitFor, within } from '@testing-library/react';
import { requestsTo, settled, useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { affiliateShell, checkAuthWithoutCode, plainUser } from './harness';

// Where the programme shows outside its own screens: the account menu, the header, and the product
// page that an affiliate's link opens.
useBackend();
jest.setTimeout(15_000);

const accountMenu = () => screen.findByRole('navigation', { name: 'Account menu' });
const AFFILIATE_ENTRIES = ['Affiliate System', 'Affiliate dashbord', 'Affiliate Payouts'];

describe('the account menu', () => {
  it('lists the affiliate pages for an affiliate (add-on on, referral code set)', async () => {
    await mountApp('/user/gift-voucher', affiliateShell());
    const menu = await accountMenu();
    expect(within(menu).getByRole('link', { name: 'Affiliate System' })).toHaveAttribute('href', '/affiliate-system');
    expect(within(menu).getByRole('link', { name: 'Affiliate dashbord' })).toHaveAttribute('href', '/affiliate-dashboard');
    expect(within(menu).getByRole('link', { name: 'Affiliate Payouts' })).toHaveAttribute('href', '/affiliate-payouts');
  });

  it('leaves them out for a user without a referral code', async () => {
    checkAuthWithoutCode();
    await mountApp('/user/gift-voucher', affiliateShell(plainUser));
    const menu = await accountMenu();
    await settled();
    for (const name of AFFILIATE_ENTRIES) expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
  });

  it('leaves them out while the add-on is off, referral code or not', async () => {
    await mountApp('/user/gift-voucher', affiliateShell(undefined, false));
    const menu = await accountMenu();
    for (const name of AFFILIATE_ENTRIES) expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
  });
});

describe('the header', () => {
  it('links the programme page while the add-on is on, for guests too', async () => {
    await mountApp('/affiliate-program', affiliateShell(null));
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Affiliate Program' })).toHaveAttribute('href', '/affiliate-program');
  });

  it('has no such link without the add-on', async () => {
    await mountApp('/affiliate-program', affiliateShell(null, false));
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Affiliate Program' })).not.toBeInTheDocument();
  });
});

describe('the product page opened from an affiliate link', () => {
  it("forwards the page URL's referral_code to home/product-details (the original's SPA never did)", async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt?referral_code=AbC1dE2fG3', affiliateShell(null));
    await waitFor(() => expect(requestsTo('home/product-details/kestrel-linen-blend-overshirt')).toHaveLength(1));
    expect(requestsTo('home/product-details/kestrel-linen-blend-overshirt')[0].url.searchParams.get('referral_code')).toBe('AbC1dE2fG3');
  });

  it('sends no referral_code when the page URL has none', async () => {
    await mountApp('/product/kestrel-linen-blend-overshirt', affiliateShell(null));
    await waitFor(() => expect(requestsTo('home/product-details/kestrel-linen-blend-overshirt')).toHaveLength(1));
    expect(requestsTo('home/product-details/kestrel-linen-blend-overshirt')[0].url.searchParams.has('referral_code')).toBe(false);
  });
});

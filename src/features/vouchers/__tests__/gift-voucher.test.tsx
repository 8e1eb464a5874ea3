import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Coupon {
  id: number;
  code: string;
  title: string;
  discount_type: string;
  discount: number;
  minimum_shopping: number;
  [key: string]: unknown;
}
interface Answer {
  coupons: { data: Coupon[]; current_page: number; next_page_url: string | null; [key: string]: unknown };
}

const LIST = `${BASE_URL}/user/coupons`;
/** The contract fixture (test/contract/commerce/user-coupons.json): 10% (min 30), 5 flat (no min), 10% (min 50). */
const page1 = () => fixtureAnswer<Answer>('commerce/user-coupons', 'page-1');

const cards = () => within(screen.getAllByRole('list').find((el) => el.classList.contains('sf-vouchers__list'))!).getAllByRole('listitem');
const cardOf = (title: string) => screen.getByRole('listitem', { name: title });

async function openVouchers(over: Parameters<typeof shell>[0] = {}) {
  await mountApp('/user/gift-voucher', shell({ user: signedInUser, ...over }));
  await screen.findByRole('heading', { name: 'Welcome 10 %' });
}

/** Replaces navigator.clipboard for one test (jsdom has none). */
function clipboard(writeText: ((text: string) => Promise<void>) | null) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe('/user/gift-voucher', () => {
  it('shows each coupon: a flat discount converted into the active currency, a percentage, title, image, code, minimum and end date', async () => {
    await openVouchers({ active_currency: eur });
    expect(cards()).toHaveLength(3);
    const flat = cardOf('Acme Store: 5 off');
    // 5 in the base currency at 0.92 to the euro.
    expect(within(flat).getByText('€4.60')).toBeInTheDocument();
    expect(within(flat).getByRole('img', { name: 'Acme Store: 5 off' })).toHaveAttribute(
      'src',
      'http://shop.test/public/images/default/default-image-105x75.png',
    );
    expect(within(flat).getByRole('textbox', { name: 'Code' })).toHaveValue('S1002-5OFF');
    expect(within(flat).queryByText(/Minimum shopping/)).not.toBeInTheDocument(); // 0: none
    expect(within(flat).getByText('Valid until 2098-12-31')).toBeInTheDocument();
    const percent = cardOf('Welcome 10 %');
    expect(within(percent).getByText('10% off')).toHaveClass('sf-voucher__discount'); // shown upper-cased, as the original's "10% OFF"
    expect(within(percent).getByText('Minimum shopping: €46.00')).toBeInTheDocument();
    expect(within(percent).getByRole('button', { name: 'Copy code' })).toHaveAccessibleDescription('Welcome 10 %');
    expect(requestsTo('user/coupons')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('copies the code with the Clipboard API and announces it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    const restore = clipboard(writeText);
    try {
      await openVouchers();
      await userEvent.click(within(cardOf('Acme Store: 5 off')).getByRole('button', { name: 'Copy code' }));
      expect(await findNotice('Copied: S1002-5OFF')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('S1002-5OFF');
    } finally {
      restore();
    }
  });

  it.each([
    ['refused', () => clipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))],
    ['missing', () => clipboard(null)],
  ])('a clipboard that is %s: the code is selected and the shopper is told to copy it by hand', async (_case, setUp) => {
    const restore = setUp();
    try {
      await openVouchers();
      await userEvent.click(within(cardOf('Welcome 10 %')).getByRole('button', { name: 'Copy code' }));
      expect(await findNotice('The code could not be copied. It is selected: copy WELCOME10 by hand.')).toBeInTheDocument();
      const field = within(cardOf('Welcome 10 %')).getByRole<HTMLInputElement>('textbox', { name: 'Code' });
      expect(field).toHaveFocus();
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'WELCOME10'.length]);
    } finally {
      restore();
    }
  });

  it('"Show more" appends further pages without duplicates', async () => {
    server.use(
      http.get(LIST, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const answer = page1();
        if (page === 1) {
          answer.coupons.next_page_url = `${LIST}?page=2`;
        } else {
          // A coupon created meanwhile pushed page 1's last one onto page 2.
          const extra = { ...answer.coupons.data[1], id: 9, code: 'LATE5', title: 'Late 5 off' };
          answer.coupons.data = [answer.coupons.data[2], extra];
          Object.assign(answer.coupons, { current_page: 2, next_page_url: null });
        }
        return HttpResponse.json(answer);
      }),
    );
    await openVouchers();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { name: 'Late 5 off' });
    expect(cards()).toHaveLength(4);
    expect(screen.getAllByRole('heading', { name: 'Welcome 10 %' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo('user/coupons').map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it('says when there are no coupons', async () => {
    server.use(
      http.get(LIST, () => {
        const answer = page1();
        Object.assign(answer.coupons, { data: [], total: 0 });
        return HttpResponse.json(answer);
      }),
    );
    await mountApp('/user/gift-voucher', shell({ user: signedInUser }));
    expect(await screen.findByText('There are no vouchers at the moment.')).toBeInTheDocument();
  });

  it('a failed list says so and can be tried again', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    await mountApp('/user/gift-voucher', shell({ user: signedInUser }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome 10 %' })).toBeInTheDocument();
  });

  it('is not offered when the coupon system is off, and asks nothing', async () => {
    await mountApp('/user/gift-voucher', shell({ user: signedInUser }, { coupon_system: '0' }));
    const off = await screen.findByText(/This shop does not offer vouchers\./);
    expect(within(off).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await settled();
    expect(requestsTo('user/coupons')).toHaveLength(0);
  });
});

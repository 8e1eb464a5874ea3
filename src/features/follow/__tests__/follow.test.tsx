import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

// A page of shop cards with follow buttons: the harness stands in for the screen of /contact.
jest.mock('../../contact/screens/ContactScreen', () => jest.requireActual('./shop-cards-harness'));

useBackend();

interface Shop {
  id: number;
  slug: string;
  shop_name: string;
  total_products: number;
  join_date: string;
  rating_count: number;
  reviews_count: number;
  is_followed: boolean;
}
interface ListAnswer {
  sellers: { data: Shop[]; total: number; per_page: number; current_page: number; next_page_url: string | null; [key: string]: unknown };
}

const FOLLOW = `${BASE_URL}/user/follow-shop`;
const UNFOLLOW = `${BASE_URL}/user/remove-followed`;
const LIST = `${BASE_URL}/user/followed-sellers`;
/** The contract fixture (test/contract/lists/followed-sellers.json): Tech Haven (13) and Gadget Garage (3). */
const following = () => fixtureAnswer<ListAnswer>('lists/followed-sellers', 'following');

const card = (n: number) => screen.getByRole('listitem', { name: `card ${n}` });
const buttonIn = (element: HTMLElement) => within(element).getByRole('button', { name: /^Follow/ });
const ids = (path: string) => requestsTo(path).map((r) => r.url.searchParams.get('id'));

/** A backend whose follow and unfollow answers wait until the test lets them go, one by one. */
function heldAnswers() {
  const waiting: (() => void)[] = [];
  const held = (answer: () => Response) => async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer();
  };
  server.use(
    http.get(
      FOLLOW,
      held(() => HttpResponse.json({ success: 'Added Successfully' })),
    ),
    http.get(
      UNFOLLOW,
      held(() => HttpResponse.json({ follower: [] })),
    ),
  );
  return async function release() {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()!();
  };
}

async function openShopPage(signedIn: boolean) {
  await mountApp('/contact', shell({ user: signedIn ? signedInUser : null }));
  await screen.findByRole('listitem', { name: 'card 1' });
}

describe('the follow button on shop cards', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    await openShopPage(false);
    const button = buttonIn(card(1));
    expect(button).toHaveAccessibleName('Follow Tech Haven');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('user/follow-shop')).toHaveLength(0);
  });

  it('follows at once, everywhere on the page the shop shows, and says so', async () => {
    await openShopPage(true);
    await userEvent.click(buttonIn(card(1)));
    expect(buttonIn(card(1))).toHaveAttribute('aria-pressed', 'true');
    // The same shop further down the page agrees; the other shop is untouched.
    expect(buttonIn(card(3))).toHaveAttribute('aria-pressed', 'true');
    expect(buttonIn(card(2))).toHaveAttribute('aria-pressed', 'false');
    expect(await findNotice('You now follow Tech Haven.')).toBeInTheDocument();
    expect(ids('user/follow-shop')).toEqual(['13']);
    expect(requestsTo('user/follow-shop')[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    // And back: unfollow from the other card of the same shop.
    await userEvent.click(buttonIn(card(3)));
    expect(buttonIn(card(1))).toHaveAttribute('aria-pressed', 'false');
    expect(await findNotice('You no longer follow Tech Haven.')).toBeInTheDocument();
    expect(ids('user/remove-followed')).toEqual(['13']);
  });

  it('quick clicks send one request per net change: an even number of clicks during a request sends nothing more', async () => {
    const release = heldAnswers();
    await openShopPage(true);
    const button = buttonIn(card(1));
    await userEvent.click(button); // follow: sent
    await userEvent.click(button); // unfollow, follow, unfollow, follow: only wishes while it is on its way
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await release();
    expect(await findNotice('You now follow Tech Haven.')).toBeInTheDocument();
    await settled();
    expect(ids('user/follow-shop')).toEqual(['13']);
    expect(requestsTo('user/remove-followed')).toHaveLength(0);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('quick clicks send one request per net change: a change of mind during a request sends it once, afterwards', async () => {
    const release = heldAnswers();
    await openShopPage(true);
    const button = buttonIn(card(2));
    await userEvent.click(button); // follow: sent
    await userEvent.click(button); // unfollow: waits
    await userEvent.click(button); // follow
    await userEvent.click(button); // unfollow
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await release(); // the follow is done; the wish (not followed) differs: one unfollow goes
    await waitFor(() => expect(ids('user/remove-followed')).toEqual(['3']));
    await release();
    expect(await findNotice('You no longer follow Gadget Garage.')).toBeInTheDocument();
    await settled();
    expect(ids('user/follow-shop')).toEqual(['3']);
    expect(ids('user/remove-followed')).toEqual(['3']);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['a refusal ({error})', () => HttpResponse.json({ error: 'Shop not found' }), 'Error: Shop not found'],
    [
      'a server error (500)',
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      'Something went wrong. Please try again.',
    ],
  ])('a failed follow (%s) puts every button back and tells the shopper', async (_case, answer, message) => {
    server.use(http.get(FOLLOW, answer));
    await openShopPage(true);
    await userEvent.click(buttonIn(card(1)));
    expect(await findNotice(message)).toBeInTheDocument();
    expect(buttonIn(card(1))).toHaveAttribute('aria-pressed', 'false');
    expect(buttonIn(card(3))).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/You now follow/)).not.toBeInTheDocument();
  });

  it('an ended session while following: back to not followed, and the shopper is told', async () => {
    await openShopPage(true);
    // The cookie expired: loginCheck redirects the call (the fixture's guest case).
    server.use(http.get(FOLLOW, () => new HttpResponse(null, { status: 302, headers: { location: `${BASE_URL}/login` } })));
    await userEvent.click(buttonIn(card(2)));
    expect(await findNotice(/session/i)).toBeInTheDocument();
    expect(buttonIn(card(2))).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('/user/followed-shop', () => {
  const list = () => screen.getAllByRole('list').find((el) => el.classList.contains('sf-followed-shops__list'))!;
  const rows = () => within(list()).getAllByRole('listitem', { name: /./ });

  async function openList() {
    await mountApp('/user/followed-shop', shell({ user: signedInUser }));
    await screen.findByRole('link', { name: 'Tech Haven' });
  }

  it('lists the followed shops with logo, name link, rating, products and join date, each followed', async () => {
    await openList();
    expect(rows()).toHaveLength(2);
    const [first, second] = rows();
    expect(first).toHaveAccessibleName('Tech Haven');
    expect(within(first).getByRole('link', { name: 'Tech Haven' })).toHaveAttribute('href', '/shop/tech-haven');
    expect(within(first).getByText('Products: 6')).toBeInTheDocument();
    expect(within(first).getByText('Joined: 24 Feb 2022')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /4\.5 out of 5/ })).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://shop.test/images/shop/13-72x72.svg');
    expect(within(first).getByRole('button', { name: 'Follow Tech Haven' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(second).getByRole('link', { name: 'Gadget Garage' })).toHaveAttribute('href', '/shop/gadget-garage');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('unfollow takes the row out once the server agrees, and focus goes to the row taking its place', async () => {
    const release = heldAnswers();
    await openList();
    const button = within(rows()[0]).getByRole('button', { name: 'Follow Tech Haven' });
    await userEvent.click(button);
    // At once the button says so; the row stays until the server has answered.
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(rows()).toHaveLength(2);
    await release();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Tech Haven' })).not.toBeInTheDocument();
    expect(rows()[0]).toHaveAccessibleName('Gadget Garage');
    expect(rows()[0]).toHaveFocus();
    expect(ids('user/remove-followed')).toEqual(['13']);
    expect(await findNotice('You no longer follow Tech Haven.')).toBeInTheDocument();
  });

  it('a failed unfollow keeps the row, followed', async () => {
    server.use(http.get(UNFOLLOW, () => HttpResponse.json({ error: 'Something went wrong' })));
    await openList();
    await userEvent.click(within(rows()[1]).getByRole('button', { name: 'Follow Gadget Garage' }));
    expect(await findNotice('Error: Something went wrong')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(within(rows()[1]).getByRole('button', { name: 'Follow Gadget Garage' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('unfollowing the last shop leaves the empty state with a way to find shops', async () => {
    server.use(
      http.get(LIST, () => {
        const answer = following();
        answer.sellers.data = answer.sellers.data.slice(0, 1);
        return HttpResponse.json(answer);
      }),
    );
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Follow Tech Haven' }));
    const none = await screen.findByText(/You do not follow any shop yet/);
    expect(within(none).getByRole('link', { name: 'Find shops to follow' })).toHaveAttribute('href', '/sellers');
    expect(none).toHaveFocus();
  });

  it('shows the empty state when nothing is followed', async () => {
    server.use(http.get(LIST, () => HttpResponse.json(fixtureAnswer('lists/followed-sellers', 'empty'))));
    await mountApp('/user/followed-shop', shell({ user: signedInUser }));
    expect(await screen.findByText(/You do not follow any shop yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find shops to follow' })).toHaveAttribute('href', '/sellers');
  });

  it('"Show more" appends the next page without duplicates, asking for the page after the rows still followed', async () => {
    // 12 a page: page 1 holds 12 shops, page 2 repeats the last of them (a shop followed meanwhile shifted the list) and adds one.
    const shop = (n: number): Shop => ({ ...following().sellers.data[0], id: 100 + n, slug: `shop-${n}`, shop_name: `Shop ${n}` });
    const pages: Record<string, Shop[]> = {
      '1': Array.from({ length: 12 }, (_, i) => shop(i + 1)),
      '2': [shop(12), shop(13)],
    };
    server.use(
      http.get(LIST, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        const answer = following();
        Object.assign(answer.sellers, {
          data: pages[page],
          current_page: Number(page),
          next_page_url: page === '1' ? `${LIST}?page=2` : null,
        });
        return HttpResponse.json(answer);
      }),
    );
    await mountApp('/user/followed-shop', shell({ user: signedInUser }));
    await screen.findByRole('link', { name: 'Shop 1' });
    expect(rows()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Shop 13' });
    expect(rows()).toHaveLength(13);
    expect(screen.getAllByRole('link', { name: 'Shop 12' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo('user/followed-sellers').map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it('a failed list says so and can be tried again', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ error: 'Attempt to read property "id" on null' }), { once: true }));
    await mountApp('/user/followed-shop', shell({ user: signedInUser }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong. Please try again.');
    expect(panel).not.toHaveTextContent('on null');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tech Haven' })).toBeInTheDocument();
  });

  it('is not offered when the shop runs no seller system', async () => {
    await mountApp('/user/followed-shop', shell({ user: signedInUser }, { seller_system: '0' }));
    const off = await screen.findByText(/This shop does not offer following sellers\./);
    expect(within(off).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await settled();
    expect(requestsTo('user/followed-sellers')).toHaveLength(0);
  });
});

import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

// home/product-details answers from test/contract/catalogue/product-details.json; the reviews
// routes are set per test from test/contract/catalogue/{product-reviews,…}.json.
useBackend();
// Mounting the whole app and typing take a few seconds per test.
jest.setTimeout(20_000);

beforeEach(() => {
  let made = 0;
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

interface Like {
  id: number;
  user_id: number;
  [key: string]: unknown;
}
interface Review {
  id: number;
  user_id: number;
  title: string;
  comment: string;
  review_likes: Like[];
  replies: unknown[];
  [key: string]: unknown;
}
interface Paginator {
  data: Review[];
  next_page_url: string | null;
  total: number;
  [key: string]: unknown;
}
interface ListAnswer {
  reviews: Paginator;
  percentages: Record<string, number>;
}

/** Kestrel Linen Blend Overshirt: product 3, rating 4.17, 5 reviews, no review of this shopper. */
const PRODUCT = '/product/kestrel-linen-blend-overshirt';
const LIST = `${BASE_URL}/home/product-reviews/:id`;
const STORE = `${BASE_URL}/user/product-review-store`;
const LIKE = `${BASE_URL}/product/like-review`;
const UNLIKE = `${BASE_URL}/product/unlike-review`;
const REPLY = `${BASE_URL}/home/product-reply-store`;

const page = (name: 'page-1' | 'page-2') => fixtureAnswer<ListAnswer>('catalogue/product-reviews', name);

/** The list by `page`, as the original pages it (page 1 from the fixture; Alex Hughes's review has a photo). */
function listBackend(first: ListAnswer = page('page-1')) {
  server.use(
    http.get(LIST, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? page('page-2') : structuredClone(first)),
    ),
  );
}

const reviewsSection = () => screen.getByRole('region', { name: 'Reviews' });
const reviewItems = () => within(reviewsSection()).getAllByRole('article');
const article = (name: string) => within(reviewsSection()).getByRole('article', { name });

async function openProduct(signedIn: boolean) {
  await mountApp(PRODUCT, shell({ user: signedIn ? signedInUser : null }));
  await screen.findByRole('heading', { level: 1, name: 'Kestrel Linen Blend Overshirt' });
  await screen.findByRole('article', { name: 'Alex Hughes' });
}

/**
 * A file as a browser gives it: jest-fixed-jsdom has Node's FormData but jsdom's File, which Node's
 * FormData would send as "[object File]"; Node's File is what a browser's would be.
 */
const chosen = (name: string, type: string, size = 64) => new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
const photo = () => chosen('me.png', 'image/png');

describe('the reviews on the product page', () => {
  it('shows the score, the shares as text, each review with its photo and replies, and "Show more" appends the next page', async () => {
    listBackend();
    await openProduct(false);
    const section = reviewsSection();
    // The header reads product.rating (products.rating) out of five, and counts reviews.total.
    expect(within(section).getByText('4.17').closest('p')).toHaveTextContent(/^4\.17 Out of 5$/);
    expect(within(section).getAllByText('14 reviews')).toHaveLength(2);
    expect(within(section).queryByText(/Comments/)).not.toBeInTheDocument();
    const shares = within(section).getByRole('list', { name: 'Share of reviews by rating' });
    expect(
      within(shares)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars: 42.86%', '4 stars: 28.57%', '3 stars: 14.29%', '2 stars: 7.14%', '1 star: 14.29%']);

    const alex = article('Alex Hughes');
    expect(within(alex).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(alex).getByText('Exactly as described')).toBeInTheDocument();
    const shot = within(alex).getByRole('img', { name: 'Photo from Alex Hughes' });
    expect(shot).toHaveAttribute('loading', 'lazy');
    expect(shot).toHaveAttribute('width', '96');
    // Opens larger in place, and back.
    const opener = within(alex).getByRole('button', { name: 'Photo from Alex Hughes' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(shot).toHaveAttribute('width', '480');
    expect(within(alex).getByText('Thanks for the detailed review!')).toBeInTheDocument();
    expect(within(alex).getByRole('button', { name: /Like the review by Alex Hughes, 1 like$/ })).toHaveAttribute('aria-pressed', 'false');
    // Maya's review has no photo.
    expect(within(article('Maya Novak')).queryByRole('img', { name: /Photo/ })).not.toBeInTheDocument();

    expect(reviewItems()).toHaveLength(2);
    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(reviewItems()).toHaveLength(4));
    expect(within(section).getByRole('status')).toHaveTextContent('4 of 14 reviews shown');
    expect(requestsTo('home/product-reviews/3').map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
    // The last page: no further "Show more".
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in (and brings them back) instead of liking or showing the form', async () => {
    listBackend();
    await openProduct(false);
    expect(within(reviewsSection()).queryByRole('form')).not.toBeInTheDocument();
    expect(within(reviewsSection()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(within(article('Alex Hughes')).getByRole('button', { name: /Like the review/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('product/like-review')).toHaveLength(0);
  });

  it('requires a star, then sends the review with its photo and replaces the list with the answer', async () => {
    listBackend();
    await openProduct(true);
    const form = within(reviewsSection()).getByRole('form', { name: 'Write Your Own Review' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Review Title' }), 'Fits well');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Good linen.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose a rating star first');
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await settled();
    expect(requestsTo('user/product-review-store')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.upload(within(form).getByLabelText('Upload Image'), photo());
    expect(within(form).getByText('me.png')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Chosen image' })).toHaveAttribute('src', 'blob:preview-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));

    await findNotice('Review Added Successfully');
    await settled();
    const [sent] = requestsTo('user/product-review-store');
    const body = String(sent.body);
    for (const [field, value] of [
      ['product_id', '3'],
      ['rating', '4'],
      ['title', 'Fits well'],
      ['comment', 'Good linen.'],
      ['paginate', '1'],
    ]) {
      expect(body).toMatch(new RegExp(`name="${field}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    expect(body).toContain('filename="me.png"');
    // The shopper has a review now: the form goes (Edit brings it back), the list is the answer's.
    await waitFor(() => expect(within(reviewsSection()).queryByRole('form')).not.toBeInTheDocument());
    const answer = fixtureAnswer<{ reviews: Paginator }>('catalogue/product-review-store', 'new-review');
    expect(reviewItems()).toHaveLength(answer.reviews.data.length);
  });

  it('keeps what the shopper typed when the server refuses, and says why', async () => {
    listBackend();
    server.use(
      http.post(STORE, () =>
        HttpResponse.json({ errors: { image: ['The image must be a file of type: jpeg, png, webp, gif.'] } }, { status: 422 }),
      ),
    );
    await openProduct(true);
    const form = within(reviewsSection()).getByRole('form', { name: 'Write Your Own Review' });
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Review Title' }), 'Lovely');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Soft.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The image must be a file of type: jpeg, png, webp, gif.');
    expect(within(form).getByRole('textbox', { name: 'Review Title' })).toHaveValue('Lovely');
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();

    server.use(http.post(STORE, () => HttpResponse.json({ error: 'SQLSTATE[23000]: Integrity constraint violation' })));
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    expect(within(form).getByRole('alert')).not.toHaveTextContent('SQLSTATE');
    expect(within(form).getByRole('textbox', { name: 'Review Title' })).toHaveValue('Lovely');
  });

  it('a network failure keeps the form and says something went wrong; the list can be read again', async () => {
    server.use(http.get(LIST, () => HttpResponse.error()));
    await mountApp(PRODUCT, shell({ user: signedInUser }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    listBackend();
    await userEvent.click(retry);
    await screen.findByRole('article', { name: 'Alex Hughes' });

    server.use(http.post(STORE, () => HttpResponse.error()));
    const form = within(reviewsSection()).getByRole('form', { name: 'Write Your Own Review' });
    await userEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Review Title' }), 'Hmm');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment' }), 'So-so.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('So-so.');
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('checks the photo before sending: type and size', async () => {
    listBackend();
    await openProduct(true);
    const form = within(reviewsSection()).getByRole('form', { name: 'Write Your Own Review' });
    const input = within(form).getByLabelText('Upload Image');
    await userEvent.upload(input, chosen('paper.pdf', 'application/pdf'), { applyAccept: false });
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP or GIF image.');
    const big = chosen('big.png', 'image/png', 2 * 1024 * 1024 + 1);
    await userEvent.upload(input, big);
    expect(within(form).getByRole('alert')).toHaveTextContent('The image must not be larger than 2 MB.');
    expect(within(form).queryByText('big.png')).not.toBeInTheDocument();
  });

  it("Edit fills the form with the shopper's own review; the store upserts it", async () => {
    const mine = page('page-1');
    mine.reviews.data[1] = { ...mine.reviews.data[1], user_id: Number(signedInUser.id), title: 'Old title', comment: 'Old words' };
    listBackend(mine);
    await mountApp(PRODUCT, shell({ user: signedInUser }));
    await screen.findByRole('article', { name: 'Maya Novak' });
    expect(within(article('Alex Hughes')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(article('Maya Novak')).getByRole('button', { name: 'Edit' }));
    const form = within(reviewsSection())
      .getAllByRole('form')
      .find((f) => f.getAttribute('aria-labelledby'))!;
    expect(within(form).getByRole('heading', { name: 'Edit your review' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Review Title' })).toHaveValue('Old title');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await findNotice('Review Added Successfully');
    await settled();
    expect(String(requestsTo('user/product-review-store')[0].body)).toMatch(/name="title"\r\n\r\nOld title\r\n/);
  });

  it('replies: the small form sends the reply and the list is refreshed from the answer', async () => {
    listBackend();
    // The answer: the list shown, with the new reply under Maya's review.
    server.use(
      http.post(REPLY, () => {
        const answer = fixtureAnswer<{ review: Record<string, unknown>; success: string }>('catalogue/product-reply-store', 'signed-in');
        const list = page('page-1').reviews;
        const user = { ...(list.data[0].user as object), id: Number(signedInUser.id), full_name: 'Jane Customer' };
        list.data[1].replies.push({ ...answer.review, id: 77, review_id: 158, reply: 'Agreed', user });
        return HttpResponse.json({ review: answer.review, reviews: list, success: answer.success });
      }),
    );
    await openProduct(true);
    const maya = article('Maya Novak');
    await userEvent.click(within(maya).getByRole('button', { name: 'Reply' }));
    const field = within(maya).getByRole('textbox', { name: 'Your reply to Maya Novak' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Agreed');
    await userEvent.click(within(maya).getByRole('button', { name: 'Send' }));
    await findNotice('Replied Successfully');
    await settled();
    expect(requestsTo('home/product-reply-store')[0].body).toEqual({ reply: 'Agreed', review_id: 158, product_id: 3, paginate: 1 });
    await waitFor(() => expect(within(article('Maya Novak')).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(article('Maya Novak')).getByText('Agreed')).toBeInTheDocument();
    expect(within(article('Maya Novak')).getByText('Jane Customer')).toBeInTheDocument();
    expect(within(article('Maya Novak')).getByRole('button', { name: 'Reply' })).toHaveFocus();
  });

  it('likes without double counting: one request at a time, later clicks only change the wish', async () => {
    listBackend();
    const waiting: (() => void)[] = [];
    server.use(
      http.post(LIKE, async () => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return HttpResponse.json(fixtureAnswer('catalogue/like-review', 'signed-in'));
      }),
      http.post(UNLIKE, () => HttpResponse.json(fixtureAnswer('catalogue/unlike-review', 'signed-in'))),
    );
    await openProduct(true);
    const like = () => within(article('Alex Hughes')).getByRole('button', { name: /Like the review by Alex Hughes/ });
    await userEvent.click(like());
    expect(like()).toHaveAttribute('aria-pressed', 'true');
    // Twice more while the first is on its way: the wish ends where it started (liked).
    await userEvent.click(like());
    expect(like()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like());
    await waitFor(() => expect(waiting).toHaveLength(1));
    // No count of its own while the request is out: the page's one like (another shopper's).
    expect(like()).toHaveAccessibleName('Like the review by Alex Hughes, 1 like');
    waiting.shift()!();
    // Then the server's: the answer lists two (that shopper's and this one's).
    await waitFor(() => expect(like()).toHaveAccessibleName('Like the review by Alex Hughes, 2 likes'));
    await settled();
    expect(like()).toHaveAttribute('aria-pressed', 'true');
    expect(requestsTo('product/like-review')).toHaveLength(1);
    expect(requestsTo('product/unlike-review')).toHaveLength(0);
    expect(requestsTo('product/like-review')[0].body).toEqual({ id: 157, product_id: 3, paginate: 1 });

    // Now liked: a click sends the unlike.
    await userEvent.click(like());
    await waitFor(() => expect(requestsTo('product/unlike-review')).toHaveLength(1));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Tile {
  id: number;
  slug: string;
  title: string;
  is_live: boolean;
}
interface ListAnswer {
  videos: { data: Tile[]; next_page_url: string | null; [key: string]: unknown };
}

const LIST = `${BASE_URL}/get/video-shops`;
const DETAILS = `${BASE_URL}/get/video-shops-details/:slug`;
const grid = () => screen.getByRole('list', { name: 'Video Shopping' });
const tiles = () => within(grid()).getAllByRole('link');

async function openList() {
  await mountApp('/video-shopping');
  await screen.findByRole('heading', { level: 1, name: 'Video Shopping' });
  await screen.findByRole('link', { name: /Gadget Garage Picks/ });
}

async function openVideo(slug: string, title: string) {
  await mountApp(`/video-shopping/${slug}`);
  await screen.findByRole('heading', { level: 1, name: title });
}

describe('/video-shopping', () => {
  it('shows portrait tiles with reserved space, "Live" as a word on live videos, the first row eager', async () => {
    await openList();
    expect(tiles()).toHaveLength(12);
    const live = screen.getByRole('link', { name: 'Live Weekend Grill Masterclass' });
    expect(live).toHaveAttribute('href', '/video-shopping/weekend-grill-masterclass');
    expect(within(live).getByText('Live')).toBeVisible();
    // Not live: no badge in the name.
    expect(screen.getByRole('link', { name: 'Desk Setup Tour' })).toBeInTheDocument();
    const images = tiles().map((link) => link.querySelector('img')!);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '299');
      expect(img).toHaveAttribute('height', '536');
      expect(img).toHaveAttribute('alt', '');
    }
    expect(images.slice(0, 4).every((img) => !img.hasAttribute('loading'))).toBe(true);
    expect(images.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 15');
  });

  it('appends the next page without repeating a video, then offers no more', async () => {
    const page2 = fixtureAnswer<ListAnswer>('catalogue/video-shops', 'page-2');
    const first = fixtureAnswer<ListAnswer>('catalogue/video-shops', 'page-1').videos.data[0];
    server.use(
      http.get(LIST, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ videos: { ...page2.videos, data: [first, ...page2.videos.data] } })
          : HttpResponse.json(fixtureAnswer('catalogue/video-shops', 'page-1')),
      ),
    );
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Unboxing the Newest Smartphones' });
    expect(tiles()).toHaveLength(15);
    expect(screen.getAllByRole('link', { name: /Gadget Garage Picks/ })).toHaveLength(1);
    expect([...new Set(requestsTo('get/video-shops').map((r) => r.url.searchParams.get('page')))]).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 15 of 15');
  });

  it('says so when there is no video, and offers a retry when the list cannot be read', async () => {
    server.use(http.get(LIST, () => HttpResponse.error()));
    await mountApp('/video-shopping');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ videos: { ...fixtureAnswer<ListAnswer>('catalogue/video-shops', 'page-2').videos, data: [], total: 0 } }),
      ),
    );
    await userEvent.click(retry);
    expect(await screen.findByText('There are no videos yet.')).toBeInTheDocument();
  });
});

describe('/video-shopping/:slug', () => {
  it('plays a file in the browser player with its poster, and offers its products with add to cart', async () => {
    await openVideo('weekend-grill-masterclass', 'Weekend Grill Masterclass');
    const player = document.querySelector('video')!;
    expect(player).toHaveAttribute('src', 'http://shop.test/videos/bars-vp9.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('playsinline');
    expect(player).toHaveAttribute('poster', 'http://shop.test/images/video/14-299x536.svg');
    expect(player).toHaveAccessibleName('Weekend Grill Masterclass');
    expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('Live')).toBeVisible();
    // Nothing is embedded for a file.
    expect(document.querySelector('iframe')).toBeNull();

    const recommended = screen.getByRole('region', { name: 'Recommended Products' });
    const cards = within(recommended).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(within(cards[0]).getByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Related products' })).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('says the file cannot be played when the browser cannot, with a link to it', async () => {
    await openVideo('weekend-grill-masterclass', 'Weekend Grill Masterclass');
    document.querySelector('video')!.dispatchEvent(new Event('error'));
    expect(await screen.findByText(/This video cannot be played here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the video file' })).toHaveAttribute('href', 'http://shop.test/videos/bars-vp9.mp4');
  });

  it('loads nothing from YouTube until the shopper presses play; then a privacy-mode player takes the focus', async () => {
    await openVideo('trail-running-shoe-review', 'Trail Running Shoe Review');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByText(/plays from YouTube/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Trail Running Shoe Review' }));
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/ScMzIvxBSi4\?/);
    expect(frame).toHaveAttribute('title', 'Trail Running Shoe Review');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('uses Vimeo without tracking and the Facebook video plugin, each behind the same facade, by keyboard', async () => {
    await openVideo('camping-kitchen-essentials', 'Camping Kitchen Essentials');
    const play = screen.getByRole('button', { name: 'Play Camping Kitchen Essentials' });
    play.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('iframe')?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'));

    await openVideo('live-weekend-deals-show', 'Live: Weekend Deals Show');
    expect(document.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Play Live: Weekend Deals Show' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.querySelector('iframe')?.src).toMatch(
        /^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=https%3A%2F%2Fwww\.facebook\.com%2F/,
      ),
    );
  });

  it('embeds nothing for a hosted address that is not what its type says', async () => {
    const youtube = fixtureAnswer<{ video: Record<string, unknown> }>('catalogue/video-shops-details', 'youtube');
    server.use(http.get(DETAILS, () => HttpResponse.json({ video: { ...youtube.video, video_url: 'javascript:alert(1)' } })));
    await openVideo('trail-running-shoe-review', 'Trail Running Shoe Review');
    expect(screen.getByText('This video cannot be played here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('links to popular videos, and opening one loads it', async () => {
    await openVideo('weekend-grill-masterclass', 'Weekend Grill Masterclass');
    const popular = screen.getByRole('region', { name: 'Popular Videos' });
    const link = within(popular).getByRole('link', { name: /Cosy Reading Corner Makeover/ });
    expect(link).toHaveAttribute('href', '/video-shopping/cosy-reading-corner-makeover');
    await userEvent.click(link);
    await waitFor(() => expect(requestsTo('get/video-shops-details/cosy-reading-corner-makeover').length).toBeGreaterThan(0));
    await settled();
  });

  it('shows not-found for an unknown video, in 1.6.7 and in 1.5.3 wording', async () => {
    await mountApp('/video-shopping/no-such-video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();

    server.use(http.get(DETAILS, () => HttpResponse.json(fixtureAnswer('catalogue/video-shops-details', 'unknown-1.5.3'))));
    await mountApp('/video-shopping/another-missing-video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers a retry when the video cannot be loaded', async () => {
    let down = true;
    server.use(
      http.get(DETAILS, () =>
        down ? HttpResponse.error() : HttpResponse.json(fixtureAnswer('catalogue/video-shops-details', 'mp4-file')),
      ),
    );
    await mountApp('/video-shopping/weekend-grill-masterclass');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend Grill Masterclass' })).toBeInTheDocument();
  });
});

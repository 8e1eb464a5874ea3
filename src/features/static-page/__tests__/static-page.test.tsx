import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { seriousViolations } from '../../../../test/unit/support/axe';

useBackend();

const PAGE = `${BASE_URL}/home/others-page/:slug`;

async function openPage(slug: string) {
  return mountApp(`/page/${slug}`, shell());
}

describe('/page/:slug', () => {
  it('shows the page title as heading and tab title, and its HTML, asking for the slug in path and query', async () => {
    await openPage('about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await screen.findByText(/independent sellers offer everything/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Us'));
    const [request] = requestsTo('home/others-page/about-us');
    expect(request.url.searchParams.get('slug')).toBe('about-us');
  });

  it('renders hostile HTML inert: no script, no handler, no javascript: link', async () => {
    (window as { __sfXss?: number }).__sfXss = 0;
    server.use(
      http.get(PAGE, () =>
        HttpResponse.json({
          page: {
            title: 'Tricky',
            link: 'tricky',
            content:
              '<p>Safe words</p><img src="x" onerror="window.__sfXss=1"><script>window.__sfXss=2</script>' +
              '<a href="javascript:window.__sfXss=3">click me</a><svg><animate onbegin="window.__sfXss=4"></animate></svg>' +
              '<iframe srcdoc="<script>parent.__sfXss=5</script>"></iframe>',
          },
        }),
      ),
    );
    const { element } = await openPage('tricky');
    expect(await screen.findByText('Safe words')).toBeInTheDocument();
    await waitFor(() => expect(element.querySelector('img')).not.toBeNull());
    expect(element.querySelector('script, iframe, [onerror], [onbegin]')).toBeNull();
    const link = screen.getByText('click me').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await userEvent.click(screen.getByText('click me'));
    expect((window as { __sfXss?: number }).__sfXss).toBe(0);
  });

  it('follows links to store paths inside the page in the app, loading the new slug', async () => {
    await openPage('help-center');
    const about = await screen.findByRole('link', { name: 'who we are' });
    expect(screen.getByRole('link', { name: 'track a parcel' })).toHaveAttribute('href', 'https://carrier.example.org/track');
    await userEvent.click(about);
    expect(window.location.pathname).toBe('/page/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(requestsTo('home/others-page/about-us')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('About Us'));
  });

  it('moves to /blogs in the app when the page links there', async () => {
    await openPage('help-center');
    const guides = await screen.findByRole('link', { name: 'shopping guides' });
    // Whatever the blog screen asks for is not this test's business.
    server.use(http.get(`${BASE_URL}/*`, () => HttpResponse.json({ error: 'not part of this test' })));
    await userEvent.click(guides);
    expect(window.location.pathname).toBe('/blogs');
  });

  it('shows the not-found page for an unknown slug (the original answers 500)', async () => {
    await openPage('no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('offers to try again after another failure, and then shows the page', async () => {
    let calls = 0;
    server.use(
      http.get(PAGE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json(fixtureAnswer('content/others-page', 'about-us'));
      }),
    );
    await openPage('about-us');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('says so when the page has no content', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json({ page: { title: 'Seller Policy', link: 'seller-policy', content: null } })));
    await openPage('seller-policy');
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
  });

  it('has no serious accessibility violation at phone and desktop widths', async () => {
    const { element } = await openPage('help-center');
    await screen.findByRole('link', { name: 'who we are' });
    expect(await seriousViolations(element)).toEqual([]);
  });
});

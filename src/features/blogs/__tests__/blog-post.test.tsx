import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { seriousViolations } from '../../../../test/unit/support/axe';

useBackend();

const SLUG = 'smart-home-starter-kit';
const PATH = `/blog/${SLUG}`;
const DETAILS = `${BASE_URL}/home/blog-details/:slug`;
const TITLE = 'Smart Home Starter Kit: Where to Begin';

/** The fixture's post with another body (the tests' own HTML through the real answer's shape). */
function withDescription(html: string) {
  const answer = fixtureAnswer('content/blog-details', 'guest');
  answer.blog.description = html;
  return answer;
}

const commentList = () => screen.getByRole('list', { name: '14 comments' });
const commentOf = (name: string, text: string) =>
  within(commentList())
    .getAllByRole('article', { name })
    .find((a) => within(a).queryByText(text, { selector: '.sf-blog-comment__text' }) && a.closest('.sf-blog-comment') === a.parentElement)!;

async function openPost(signedIn: boolean) {
  const mounted = await mountApp(PATH, signedIn ? shell({ user: signedInUser }) : shell());
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return mounted;
}

describe('/blog/:slug', () => {
  it('shows the article: banner, title (also the document title), date, author, views, tags, body, recent posts and categories', async () => {
    await openPost(false);
    const article = screen.getByRole('article', { name: TITLE });
    const banner = article.querySelector('img.sf-blog__banner')!;
    expect(banner).toHaveAttribute('src', 'http://shop.test/images/blog/13-900x300.svg');
    expect(banner).toHaveAttribute('width', '835');
    expect(within(article).getByText('31 May 2025')).toBeInTheDocument();
    expect(within(article).getByText('By Nadia Rahman')).toBeInTheDocument();
    expect(within(article).getByText('24 views')).toBeInTheDocument();
    const tags = within(article).getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['smart home', 'tech', 'guide']);
    // The body's own HTML, sanitised (headings, lists, a link to a store path).
    expect(await within(article).findByRole('heading', { level: 2, name: 'What to look for' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'about us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(TITLE));

    const recent = screen.getByRole('region', { name: 'Recent posts' });
    expect(within(recent).getByRole('link', { name: /Packing Light for a Weekend Away/ })).toHaveAttribute(
      'href',
      '/blog/packing-light-for-a-weekend-away',
    );
    // recent_posts.next_page_url only says there are more: a link to all posts.
    expect(within(recent).getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blogs');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Tech Talk' })).toHaveAttribute('href', '/category-blogs/tech-talk');
    await settled();
    // The post brought the first page of categories: none asked for separately.
    expect(requestsTo('load/blog-categories')).toHaveLength(0);
  });

  it('opened from the list: the heading the shell focused keeps the focus when the post arrives', async () => {
    await mountApp('/blogs');
    await userEvent.click(await screen.findByRole('link', { name: TITLE }));
    const heading = await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(window.location.pathname).toBe(PATH);
  });

  it('a post without tags (the answer\'s [""]) shows no tag box', async () => {
    await mountApp('/blog/sun-care-myths-debunked');
    await screen.findByRole('heading', { level: 1, name: 'Sun Care Myths, Debunked' });
    expect(screen.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('renders the article only through the sanitiser: scripts and handlers in it do nothing', async () => {
    const ran = jest.fn();
    (window as unknown as { __blogXss: () => void }).__blogXss = ran;
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json(
          withDescription(
            '<p>Safe words</p><img src="x" onerror="window.__blogXss()"><script>window.__blogXss()</script>' +
              '<a href="javascript:window.__blogXss()">bad link</a><svg><animate onbegin="window.__blogXss()"></animate></svg>',
          ),
        ),
      ),
    );
    await openPost(false);
    const article = screen.getByRole('article', { name: TITLE });
    // Rendered as HTML (the sanitiser loaded), not as the plain-text fallback.
    expect((await within(article).findByText('Safe words')).tagName).toBe('P');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(ran).not.toHaveBeenCalled();
  });

  it('lists comments newest first with their replies and the nested replies indented under them', async () => {
    await openPost(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Comments (14)' })).toBeInTheDocument();
    const items = within(commentList())
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('sf-blog-comment'));
    expect(items).toHaveLength(10);
    const first = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    expect(within(first).getAllByText('02 Jun 2025', { selector: '.sf-blog-comment__date' })[0]).toBeInTheDocument();
    const replies = within(first).getAllByRole('list', { name: 'Replies to Alex Hughes' })[0];
    const nadia = within(replies).getByRole('article', { name: 'Nadia Rahman' });
    expect(within(nadia).getByText('The mid-size speaker from the tech category.')).toBeInTheDocument();
    const nested = within(nadia).getByRole('list', { name: 'Replies to Nadia Rahman' });
    expect(within(nested).getByText('Thanks, ordered one.')).toBeInTheDocument();
    // Like counts come from comment_likes.
    expect(within(first).getByRole('button', { name: 'Like the comment by Alex Hughes (3 likes)' })).toBeInTheDocument();
  });

  it('"Show more" appends the next page of comments from load/blog-comments', async () => {
    await openPost(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await within(commentList()).findByText('I would add a smart thermostat to the list.');
    const items = within(commentList())
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('sf-blog-comment'));
    expect(new Set(items.map((li) => li.querySelector('.sf-blog-comment__text')!.textContent)).size).toBe(items.length);
    expect(items.length).toBeGreaterThan(10);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo('load/blog-comments/13').map((r) => r.url.searchParams.get('page'))).toEqual(['2']);
  });

  it('a signed-in shopper comments: exact body, success toast, form cleared, list read again, focus on the newest comment', async () => {
    await openPost(true);
    const field = screen.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(field, 'Which plugs work with the hub?');
    const reads = requestsTo('home/blog-details/smart-home-starter-kit').length;
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await findNotice('Comment Submitted Successfully')).toBeInTheDocument();
    await settled();
    expect(requestsTo('store/blog-comment').map((r) => r.body)).toEqual([
      { comment: 'Which plugs work with the hub?', blog_id: 13, slug: SLUG },
    ]);
    expect(field).toHaveValue('');
    await waitFor(() => expect(requestsTo('home/blog-details/smart-home-starter-kit').length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(commentList()).getAllByRole('article')[0]).toHaveFocus());
    expect(screen.getByText('Your comment was posted.')).toBeInTheDocument();
  });

  it('an empty comment is a field error and sends nothing', async () => {
    await openPost(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const field = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please write something first.');
    expect(field).toHaveFocus();
    await settled();
    expect(requestsTo('store/blog-comment')).toHaveLength(0);
  });

  it("the server's error is an error toast titled Error, and the words stay in the form", async () => {
    server.use(http.post(`${BASE_URL}/store/blog-comment`, () => HttpResponse.json(fixtureAnswer('content/blog-comment-store', 'guest'))));
    await openPost(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Nice read');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    // The original's SQL error (blog-comment-store, guest) is for the console, not the shopper.
    const notice = await findNotice('Something went wrong. Please try again.');
    expect(notice).toHaveTextContent('Error');
    expect(screen.queryByText(/SQLSTATE/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Nice read');
  });

  it('replies to a comment and to a reply with the exact bodies; focus returns to the Reply button', async () => {
    await openPost(true);
    const first = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    const replyButton = within(first).getAllByRole('button', { name: 'Reply to Alex Hughes' })[0];
    await userEvent.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');
    const field = within(first).getByRole('textbox', { name: 'Reply to Alex Hughes' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Thanks, that helps!');
    await userEvent.click(within(first).getByRole('button', { name: 'Post' }));
    expect(await findNotice('Replied Submitted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(replyButton).toHaveFocus());
    expect(within(first).queryByRole('textbox', { name: 'Reply to Alex Hughes' })).not.toBeInTheDocument();

    const nadia = within(first).getByRole('article', { name: 'Nadia Rahman' });
    await userEvent.click(within(nadia).getAllByRole('button', { name: 'Reply to Nadia Rahman' })[0]);
    await userEvent.type(within(nadia).getByRole('textbox', { name: 'Reply to Nadia Rahman' }), 'Me too.');
    await userEvent.click(within(nadia).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requestsTo('store/blog-comment-reply')).toHaveLength(2));
    await settled();
    expect(requestsTo('store/blog-comment-reply').map((r) => r.body)).toEqual([
      { comment: 'Thanks, that helps!', blog_comment_id: 114, parent_id: '', level: 0, slug: SLUG },
      { comment: 'Me too.', blog_comment_id: 114, parent_id: 1, level: 1, slug: SLUG },
    ]);
  });

  it('likes and unlikes comments and replies with the exact bodies, shown as pressed toggles', async () => {
    await openPost(true);
    const first = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    const like = within(first).getByRole('button', { name: 'Like the comment by Alex Hughes (3 likes)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(requestsTo('blog/like-comments')).toHaveLength(1));

    // Comment 113 carries the shopper's (id 1) like: pressed; pressing unlikes it.
    const lena = commentOf('Lena Tanaka', 'My parents finally understand what a smart home is.');
    const unlike = within(lena).getByRole('button', { name: /Like the comment by Lena Tanaka/ });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unlike);
    await waitFor(() => expect(requestsTo('blog/unlike-comments')).toHaveLength(1));

    const firstNow = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    const omar = within(firstNow).getByRole('article', { name: 'Omar Okafor' });
    await userEvent.click(within(omar).getByRole('button', { name: 'Like the reply by Omar Okafor (0 likes)' }));
    await waitFor(() => expect(requestsTo('blog/like-reply')).toHaveLength(1));
    const nadia = within(commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?')).getByRole(
      'article',
      { name: 'Nadia Rahman' },
    );
    const nadiaLike = within(nadia).getByRole('button', { name: 'Like the reply by Nadia Rahman (2 likes)' });
    expect(nadiaLike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(nadiaLike);
    await waitFor(() => expect(requestsTo('blog/unlike-reply')).toHaveLength(1));
    await settled();
    expect(requestsTo('blog/like-comments')[0].body).toEqual({ id: 114, blog_id: 13, paginate: 1 });
    expect(requestsTo('blog/unlike-comments')[0].body).toEqual({ id: 113, blog_id: 13, paginate: 1 });
    expect(requestsTo('blog/like-reply')[0].body).toEqual({ id: 2, comment_id: 114 });
    expect(requestsTo('blog/unlike-reply')[0].body).toEqual({ id: 1, comment_id: 114 });
  });

  it('a double click on Like sends one request', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(`${BASE_URL}/blog/like-comments`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(fixtureAnswer('content/blog-comment-likes', 'signed-in'));
      }),
    );
    await openPost(true);
    const first = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    const like = within(first).getByRole('button', { name: /Like the comment by Alex Hughes/ });
    await userEvent.dblClick(like);
    await userEvent.click(like);
    await waitFor(() => expect(requestsTo('blog/like-comments')).toHaveLength(1));
    // Pressed three times: the wish is "liked", which the one request already asks for.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await settled();
    expect(requestsTo('blog/like-comments')).toHaveLength(1);
    expect(requestsTo('blog/unlike-comments')).toHaveLength(0);
  });

  it('a guest sees "sign in to comment" and like/reply buttons that ask to sign in; nothing is written', async () => {
    await openPost(false);
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in to write a comment' });
    expect(signIn).toHaveAttribute('href', '/login');
    const first = commentOf('Alex Hughes', 'Great overview for beginners. Which speaker did you use for the photos?');
    await userEvent.click(within(first).getByRole('button', { name: /Like the comment by Alex Hughes/ }));
    // The shop's own words for login_first.
    expect(await findNotice('Login First')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    for (const path of [
      'blog/like-comments',
      'blog/unlike-comments',
      'blog/like-reply',
      'blog/unlike-reply',
      'store/blog-comment',
      'store/blog-comment-reply',
    ]) {
      expect(requestsTo(path)).toHaveLength(0);
    }
  });

  it("an unknown slug (the original's 500) is the not-found page", async () => {
    await mountApp('/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('another failure can be tried again', async () => {
    let down = true;
    server.use(http.get(DETAILS, () => (down ? HttpResponse.error() : HttpResponse.json(fixtureAnswer('content/blog-details', 'guest')))));
    await mountApp(PATH);
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  });

  it.each([
    ['a guest', false],
    ['a signed-in shopper', true],
  ])('has no serious accessibility finding for %s at phone and desktop widths', async (_who, signedIn) => {
    const { element } = await openPost(signedIn);
    await screen.findByRole('heading', { level: 2, name: 'What to look for' });
    expect(await seriousViolations(element)).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import { field, submit } from './account-support';
import { root } from './buying-support';
import { api, expectAccessible, signIn, trackPageErrors, widgetReady } from './support';

/**
 * Content against the reference server: a shopper reads a blog post, comments, replies
 * and likes the reply; the contact form refuses bad input on its fields and then sends; every new
 * content screen passes axe at desktop and phone widths.
 */
interface Reply {
  id: number;
  comment: string;
  comment_likes: Array<{ user_id: number }>;
}
interface Comment {
  id: number;
  comment: string;
  comment_replies: Reply[];
}

test('a shopper reads a blog post, comments, replies to the comment and likes the reply', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await signIn(page, 'commenter@example.com');
  await page.goto('/blogs');
  const firstCard = root(page).locator('a[href*="/blog/"]').first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  // The heading goes from the listing's to the route's own ("Blog Details") to the post's title,
  // so the expected title comes from the backend rather than from whatever heading is up first.
  const { blog } = await api<{ blog: { title: string } }>(page.request, `/home/blog-details/${slug}`);
  await expect(root(page).getByRole('heading', { level: 1 })).toHaveText(blog.title);
  await expect.poll(() => page.title()).toContain(blog.title);

  const said = `Loved this one, thanks ${Date.now()}`;
  await root(page).getByLabel('Write a comment').fill(said);
  await root(page).getByRole('button', { name: 'Post' }).first().click();
  const mine = root(page).locator('article').filter({ hasText: said }).first();
  await expect(mine).toBeVisible();

  const answer = `And a reply to it ${Date.now()}`;
  await mine
    .getByRole('button', { name: /^Reply to / })
    .first()
    .click();
  await mine.getByRole('textbox').fill(answer);
  await mine.getByRole('button', { name: 'Post' }).click();
  const reply = root(page).locator('article').filter({ hasText: answer }).last();
  await expect(reply).toBeVisible();

  const like = reply.getByRole('button', { name: /^Like the reply by / });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The backend has the comment, its reply and one like on the reply by this shopper (user 910). The
  // button shows the like as soon as it is clicked; the server's write may land a moment later.
  const storedReply = async () => {
    const { comments } = await api<{ comments: { data: Comment[] } }>(page.request, `/home/blog-details/${slug}`);
    return comments.data.find((c) => c.comment === said)?.comment_replies.find((r) => r.comment === answer);
  };
  await expect.poll(async () => (await storedReply())?.comment_likes.map((l) => l.user_id)).toEqual([910]);
  expect(errors).toEqual([]);
});

test('the contact form refuses bad input on its fields, then sends and says so', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/contact');
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/send-message')) sent.push(request.url());
  });

  await submit(page).click();
  for (const name of ['name', 'email', 'subject', 'message']) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'name')).toBeFocused();

  await field(page, 'name').fill('Ann Lee');
  await field(page, 'email').fill('ann.example.com');
  await field(page, 'subject').fill('Delivery');
  await field(page, 'message').fill('x'.repeat(300));
  await submit(page).click();
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'message')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await field(page, 'email').fill('ann@example.com');
  await field(page, 'message').fill('When do you ship to Chittagong?');
  await submit(page).click();
  await expect(root(page).getByRole('status').filter({ hasText: 'Message Sent Successfully' })).toBeVisible();
  await expect(field(page, 'message')).toHaveValue('');
  expect(sent).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the blog list, a blog post, a static page and the contact page pass axe at desktop and phone widths', async ({ page }) => {
  test.setTimeout(120_000);
  const { blogs } = await api<{ blogs: { data: Array<{ slug: string }> } }>(page.request, '/home/blogs?page=1');
  const screens: Array<[string, string]> = [
    ['blogs', '/blogs'],
    ['blog post', '/blog/smart-home-starter-kit'],
    ['category blogs', '/category-blogs/tech-talk'],
    ['static page', '/page/about-us'],
    ['contact', '/contact'],
  ];
  expect(blogs.data.length).toBeGreaterThan(0);
  for (const [label, path] of screens) {
    await page.goto(path);
    await widgetReady(page);
    await expectAccessible(page, label);
  }
});

/** Blogs: the list, a post, comments, replies and likes, quirks included (test/contract/content/; fixtures content/blog*.json). */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import {
  DISCUSSION_COMMENTS,
  DRAFT_SLUG,
  PLAIN_POST_SLUG,
  WELL_DISCUSSED_ID,
  WELL_DISCUSSED_SLUG,
} from '../../examples/server/seed/blog-data';
import { MALFORMED_UTF8 } from '../../examples/server/services/blogs';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function guest() {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

async function signedIn(email = 'customer@example.com') {
  const c = await guest();
  const login = await c.login(email);
  expect(login.error).toBeUndefined();
  await c.boot();
  return c;
}

const count = async (sql: string, params: unknown[] = []) => (await srv.db.query<{ n: number }>(sql, params)).rows[0].n;
const DETAILS = `/home/blog-details/${WELL_DISCUSSED_SLUG}`;
type Card = { id: number; slug: string; title: string; short_description: string };

describe('home/blogs', () => {
  test('12 published posts a page; next_page_url carries only the page; the draft is never listed', async () => {
    const c = await guest();
    const published = await count("SELECT count(*)::int AS n FROM blogs WHERE status = 'published' AND deleted_at IS NULL");
    expect(published).toBe(26);
    const one = (await c.getJson('/home/blogs?page=1&sort=newest')).blogs;
    expect(one).toMatchObject({ total: 26, count: 12, per_page: 12, current_page: 1, total_pages: 3, last_page: 3, has_more_data: true });
    expect(one.next_page_url).toMatch(/\/home\/blogs\?page=2$/);
    const three = (await c.getJson('/home/blogs?page=3')).blogs;
    expect(three).toMatchObject({ count: 2, current_page: 3, next_page_url: null, has_more_data: false });
    const all: Card[] = [];
    for (const page of [1, 2, 3]) all.push(...(await c.getJson(`/home/blogs?page=${page}`)).blogs.data);
    expect(new Set(all.map((b) => b.id)).size).toBe(26);
    expect(all.map((b) => b.slug)).not.toContain(DRAFT_SLUG);
  });

  test('newest, oldest and viewed orders', async () => {
    const c = await guest();
    const ids = async (sort: string) => ((await c.getJson(`/home/blogs?page=1&sort=${sort}`)).blogs.data as Card[]).map((b) => b.id);
    const byDate = (
      await srv.db.query<{ id: number }>(
        "SELECT id FROM blogs WHERE status = 'published' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC",
      )
    ).rows.map((r) => r.id);
    expect(await ids('newest')).toEqual(byDate.slice(0, 12));
    expect(await ids('oldest')).toEqual([...byDate].reverse().slice(0, 12));
    const viewed = await ids('viewed');
    const views = await Promise.all(viewed.map((id) => count('SELECT count(*)::int AS n FROM blog_views WHERE blog_id = $1', [id])));
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(viewed[0]).toBe(WELL_DISCUSSED_ID);
  });

  test('title search: a substring of the title in any language, case-insensitive', async () => {
    const c = await guest();
    const laptop = (await c.getJson('/home/blogs?page=1&title=LAPTOP')).blogs.data as Card[];
    expect(laptop.map((b) => b.title)).toEqual(['How to Choose the Right Laptop for Study and Work']);
    const arabic = (await c.getJson(`/home/blogs?page=1&title=${encodeURIComponent('المنزل')}`)).blogs.data as Card[];
    // Found through its Arabic row, shown in the session language (English).
    expect(arabic.map((b) => b.slug)).toEqual([WELL_DISCUSSED_SLUG]);
    expect(arabic[0].title).toBe('Smart Home Starter Kit: Where to Begin');
  });

  test('the slug quirk: present but empty finds nothing; unknown finds nothing; a category filters', async () => {
    const c = await guest();
    expect((await c.getJson('/home/blogs?page=1&slug=')).blogs).toMatchObject({ total: 0, data: [], next_page_url: null });
    expect((await c.getJson('/home/blogs?page=1&slug=no-such-category')).blogs.total).toBe(0);
    const tech = (await c.getJson('/home/blogs?page=1&slug=tech-talk')).blogs;
    expect(tech.total).toBe(4);
    const cats = await srv.db.query<{ category_id: number }>('SELECT DISTINCT category_id FROM blogs WHERE id = ANY($1::int[])', [
      tech.data.map((b: Card) => b.id),
    ]);
    expect(cats.rows).toEqual([{ category_id: 4 }]);
  });

  test('short descriptions are cut at 100 BYTES plus "..."; a cut inside a character fails the whole answer', async () => {
    const c = await guest();
    const en = (await c.getJson('/home/blogs?page=1')).blogs.data as Card[];
    const long = en.find((b) => b.id === WELL_DISCUSSED_ID)!;
    expect(long.short_description.endsWith('...')).toBe(true);
    expect(Buffer.byteLength(long.short_description.slice(0, -3))).toBe(100);

    expect((await c.get('/change/locale/ar')).status).toBe(200);
    const ar = ((await c.getJson('/home/blogs?page=1')).blogs.data as Card[]).find((b) => b.id === WELL_DISCUSSED_ID)!;
    const kept = ar.short_description.slice(0, -3);
    expect(Buffer.byteLength(kept)).toBe(100);
    // Two bytes per Arabic letter: far fewer than 100 characters survive.
    expect(kept.length).toBeLessThan(70);
    expect(ar.title).toBe('مجموعة المنزل الذكي للمبتدئين: من أين تبدأ');

    // One more byte in front moves the cut into the middle of a letter: json_encode fails, the catch answers.
    const original = (
      await srv.db.query<{ short_description: string }>("SELECT short_description FROM blog_languages WHERE blog_id = $1 AND lang = 'ar'", [
        WELL_DISCUSSED_ID,
      ])
    ).rows[0].short_description;
    await srv.db.query("UPDATE blog_languages SET short_description = $2 WHERE blog_id = $1 AND lang = 'ar'", [
      WELL_DISCUSSED_ID,
      `x${original}`,
    ]);
    try {
      const res = await c.get('/home/blogs?page=1');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: MALFORMED_UTF8 });
      // English readers never see the Arabic row.
      const other = await guest();
      expect((await other.getJson('/home/blogs?page=1')).blogs.count).toBe(12);
    } finally {
      await srv.db.query("UPDATE blog_languages SET short_description = $2 WHERE blog_id = $1 AND lang = 'ar'", [
        WELL_DISCUSSED_ID,
        original,
      ]);
    }
  });
});

describe('home/blog-details', () => {
  test('an unknown slug is a 500 Server Error; a draft is readable by its slug', async () => {
    const c = await guest();
    const res = await c.get('/home/blog-details/no-such-post');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server Error' });
    const draft = await c.getJson(`/home/blog-details/${DRAFT_SLUG}`);
    expect(draft.blog).toMatchObject({ slug: DRAFT_SLUG, status: 'draft' });
  });

  test('tags: split on commas, [""] without tags; banner falls back to the default image', async () => {
    const c = await guest();
    expect((await c.getJson(DETAILS)).tags).toEqual(['smart home', 'tech', 'guide']);
    const plain = await c.getJson(`/home/blog-details/${PLAIN_POST_SLUG}`);
    expect(plain.tags).toEqual(['']);
    expect(plain.blog).toMatchObject({ tags: null, banner_id: null, banner: [] });
    expect(plain.blog.banner_img).toMatch(/\/images\/banner\/default-835x200\.svg$/);
  });

  test('the body HTML has absolute image sources, a store link and an external link', async () => {
    const c = await guest();
    const { blog } = await c.getJson(DETAILS);
    expect(blog.description).toBe(blog.long_description);
    expect(blog.description).toContain('<h2>');
    expect(blog.description).toMatch(/<img src="http:\/\/127\.0\.0\.1:8080\/images\/blog\/13-640x360\.svg"/);
    expect(blog.description).toContain('href="/page/about-us"');
    expect(blog.description).toMatch(/href="https:\/\//);
  });

  test('a view row for each signed-in read only, counted after the answer', async () => {
    const views = () => count('SELECT count(*)::int AS n FROM blog_views WHERE blog_id = $1', [WELL_DISCUSSED_ID]);
    const before = await views();
    const g = await guest();
    const asGuest = await g.getJson(DETAILS);
    expect(asGuest.blog_view).toEqual([]);
    expect(asGuest.blog.blog_views_count).toBe(before);
    expect(await views()).toBe(before);

    const c = await signedIn();
    const first = await c.getJson(DETAILS);
    expect(first.blog_view).toMatchObject({ user_id: 1, blog_id: WELL_DISCUSSED_ID });
    expect(first.blog.blog_views_count).toBe(before);
    const second = await c.getJson(DETAILS);
    expect(second.blog.blog_views_count).toBe(before + 1);
    expect(await views()).toBe(before + 2);
  });

  test('comments: 10 a page, newest first, replies nested under their parents; more via load/blog-comments', async () => {
    const c = await guest();
    const { comments, categories, recent_posts } = await c.getJson(DETAILS);
    expect(comments).toMatchObject({ per_page: 10, current_page: 1 });
    expect(comments.total).toBeGreaterThanOrEqual(DISCUSSION_COMMENTS.length);
    expect(comments.next_page_url).toMatch(new RegExp(`${DETAILS}\\?page=2$`));
    const top = comments.data.find((x: { id: number }) => x.id === 114);
    expect(top.comment_replies.map((r: { id: number }) => r.id)).toEqual([2, 1]);
    expect(top.comment_replies[1].replies[0]).toMatchObject({ id: 3, level: 1, parent_id: 1 });
    expect(top.comment_replies[1].replies[0].replies[0]).toMatchObject({ id: 4, level: 2, parent_id: 3 });
    expect(top.comment_likes.map((l: { user_id: number }) => l.user_id)).toEqual([2, 5, 8]);
    expect(top.user).toMatchObject({ id: 3, full_name: 'Alex Hughes', shipping_address: [], billing_address: [], last_recharge: 0 });

    const more = (await c.getJson(`/load/blog-comments/${WELL_DISCUSSED_ID}?page=2`)).comments;
    expect(more.current_page).toBe(2);
    expect(more.path).toMatch(new RegExp(`/load/blog-comments/${WELL_DISCUSSED_ID}$`));
    const seen = new Set([...comments.data, ...more.data].map((x: { id: number }) => x.id));
    expect(seen.size).toBe(comments.data.length + more.data.length);

    expect(categories).toMatchObject({ per_page: 14, total: 16, last_page: 2 });
    expect(recent_posts).toMatchObject({ per_page: 5, total: 25 });
    expect(recent_posts.data.map((p: { id: number }) => p.id)).not.toContain(WELL_DISCUSSED_ID);
  });

  test('load/blog-categories: page 2 of 14, inactive categories included, English titles', async () => {
    const c = await guest();
    await c.get('/change/locale/ar');
    const two = (await c.getJson('/load/blog-categories?page=2')).categories;
    expect(two).toMatchObject({ current_page: 2, per_page: 14, total: 16, next_page_url: null });
    expect(two.data.map((x: { slug: string; title: string }) => [x.slug, x.title])).toEqual([
      ['style-and-trends', 'Style & Trends'],
      ['buying-guides', 'Buying Guides'],
    ]);
    const one = (await c.getJson('/load/blog-categories?page=1')).categories;
    expect(one.data[0]).toMatchObject({ slug: 'archive', status: 0 });
  });
});

describe('comments and replies', () => {
  test('a signed-in comment is stored, answered with the re-read post, and listed first', async () => {
    const c = await signedIn();
    const res = await c.postJson('/store/blog-comment', {
      comment: '  Which hub do you use?  ',
      blog_id: WELL_DISCUSSED_ID,
      slug: WELL_DISCUSSED_SLUG,
    });
    expect(res.success).toBe('Comment Submitted Successfully');
    expect(res.storeComment).toMatchObject({ comment: 'Which hub do you use?', blog_id: WELL_DISCUSSED_ID, user_id: 1 });
    expect(res.blog).toMatchObject({ id: WELL_DISCUSSED_ID, slug: WELL_DISCUSSED_SLUG });
    expect(res.blog).not.toHaveProperty('short_description');
    const after = await c.getJson(DETAILS);
    expect(after.comments.data[0]).toMatchObject({ id: res.storeComment.id, comment: 'Which hub do you use?', user: { id: 1 } });
    // No slug: stored all the same, blog is null.
    const bare = await c.postJson('/store/blog-comment', { comment: 'Second thought', blog_id: WELL_DISCUSSED_ID });
    expect(bare).toMatchObject({ blog: null, success: 'Comment Submitted Successfully' });
  });

  test("a guest's comment fails on the foreign key with 1.6.7's text; nothing is stored", async () => {
    const c = await guest();
    const before = await count('SELECT count(*)::int AS n FROM blog_comments');
    const res = await c.postJson('/store/blog-comment', { comment: 'Hello', blog_id: WELL_DISCUSSED_ID, slug: WELL_DISCUSSED_SLUG });
    expect(Object.keys(res)).toEqual(['error']);
    expect(res.error).toMatch(/^SQLSTATE\[23000\]: Integrity constraint violation: 1452 .*`blog_comments_user_id_foreign`/);
    expect(res.error).toContain(`values (Hello, ${WELL_DISCUSSED_ID}, 0,`);
    expect(await count('SELECT count(*)::int AS n FROM blog_comments')).toBe(before);
    const reply = await c.postJson('/store/blog-comment-reply', { comment: 'Hi', blog_comment_id: 114, parent_id: '', level: 0 });
    expect(reply.error).toMatch(/blog_comment_replies_user_id_foreign/);
  });

  test('replies: the flattened form the SPA sends, and a nested one stored as given', async () => {
    const c = await signedIn();
    const flat = await c.postJson('/store/blog-comment-reply', {
      comment: 'Thanks!',
      blog_comment_id: 114,
      parent_id: '',
      level: 0,
      slug: WELL_DISCUSSED_SLUG,
    });
    expect(flat.success).toBe('Replied Submitted Successfully');
    expect(flat.storeReply).toMatchObject({ comment: 'Thanks!', blog_comment_id: 114, parent_id: null, level: 0, user_id: 1 });
    const nested = await c.postJson('/store/blog-comment-reply', {
      comment: 'Me too',
      blog_comment_id: 114,
      parent_id: 1,
      level: 1,
      slug: WELL_DISCUSSED_SLUG,
    });
    expect(nested.storeReply).toMatchObject({ parent_id: 1, level: 1 });
    const top = (await c.getJson(`/load/blog-comments/${WELL_DISCUSSED_ID}?page=1`)).comments.data.find(
      (x: { id: number }) => x.id === 114,
    );
    expect(top.comment_replies[0]).toMatchObject({ id: flat.storeReply.id, parent_id: null });
    const one = top.comment_replies.find((r: { id: number }) => r.id === 1);
    expect(one.replies[0]).toMatchObject({ id: nested.storeReply.id, comment: 'Me too' });
    // An unknown comment id fails on its foreign key.
    const bad = await c.postJson('/store/blog-comment-reply', { comment: 'x', blog_comment_id: 99999, parent_id: '', level: 0 });
    expect(bad.error).toMatch(/blog_comment_replies_blog_comment_id_foreign/);
  });
});

describe('likes', () => {
  const likesOf = (userId: number, type: string, id: number) =>
    count('SELECT count(*)::int AS n FROM blog_comment_likes WHERE user_id = $1 AND commentable_type = $2 AND commentable_id = $3', [
      userId,
      type,
      id,
    ]);
  const COMMENT = 'App\\Models\\BlogComment';
  const REPLY = 'App\\Models\\BlogCommentReply';

  test('every like inserts a row; unlike deletes all of the user’s likes and says how many', async () => {
    const c = await signedIn('second@example.com');
    const body = { id: 109, blog_id: WELL_DISCUSSED_ID, paginate: 1 };
    const a = await c.postJson('/blog/like-comments', body);
    const b = await c.postJson('/blog/like-comments', body);
    expect(a.like).toMatchObject({ user_id: 2, commentable_id: 109, commentable_type: COMMENT });
    expect(b.like.id).toBeGreaterThan(a.like.id);
    expect(a).not.toHaveProperty('success');
    expect(await likesOf(2, COMMENT, 109)).toBe(2);
    const un = await c.postJson('/blog/unlike-comments', body);
    expect(un.like).toBe(2);
    expect(await likesOf(2, COMMENT, 109)).toBe(0);
    expect((await c.postJson('/blog/unlike-comments', body)).like).toBe(0);
  });

  test('the comments come back as one page of 10 × paginate rows (15 without paginate)', async () => {
    const c = await signedIn('second@example.com');
    const two = (await c.postJson('/blog/like-comments', { id: 108, blog_id: WELL_DISCUSSED_ID, paginate: 2 })).comments;
    expect(two).toMatchObject({ per_page: 20, current_page: 1 });
    expect(two.data.length).toBe(Math.min(20, two.total));
    expect(two.path).toMatch(/\/blog\/like-comments$/);
    const none = (await c.postJson('/blog/unlike-comments', { id: 108, blog_id: WELL_DISCUSSED_ID })).comments;
    expect(none.per_page).toBe(15);
  });

  test("a guest's like is stored under user 0", async () => {
    const c = await guest();
    const before = await likesOf(0, COMMENT, 107);
    const res = await c.postJson('/blog/like-comments', { id: 107, blog_id: WELL_DISCUSSED_ID, paginate: 1 });
    expect(res.like).toMatchObject({ user_id: 0, commentable_id: 107 });
    expect(await likesOf(0, COMMENT, 107)).toBe(before + 1);
  });

  test('reply likes answer only the top comment (no user, never success); unknown comment → null', async () => {
    const c = await signedIn();
    const liked = await c.postJson('/blog/like-reply', { id: 2, comment_id: 114 });
    expect(Object.keys(liked)).toEqual(['comment']);
    expect(liked.comment).not.toHaveProperty('user');
    const reply = liked.comment.comment_replies.find((r: { id: number }) => r.id === 2);
    expect(reply.comment_likes.map((l: { user_id: number }) => l.user_id)).toContain(1);
    await c.postJson('/blog/like-reply', { id: 2, comment_id: 114 });
    expect(await likesOf(1, REPLY, 2)).toBe(2);
    const unliked = await c.postJson('/blog/unlike-reply', { id: 2, comment_id: 114 });
    expect(Object.keys(unliked)).toEqual(['comment']);
    expect(await likesOf(1, REPLY, 2)).toBe(0);
    expect(await c.postJson('/blog/like-reply', { id: 2, comment_id: 99999 })).toEqual({ comment: null });
  });

  test('the write routes need the CSRF token', async () => {
    const c = await signedIn();
    const res = await c.post('/blog/like-comments', { id: 114, blog_id: WELL_DISCUSSED_ID, paginate: 1 }, { 'X-CSRF-TOKEN': 'stale' });
    expect(res.status).toBe(419);
  });
});

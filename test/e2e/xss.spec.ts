import { expect, test, type Page, type Route } from '@playwright/test';
import { root } from './buying-support';
import { api, trackPageErrors } from './support';
import { XSS_PAYLOADS } from './xss-payloads';

/**
 * The four surfaces that show server-authored text (a blog post and its comments, a static page,
 * the affiliate terms) fed 40 known XSS payloads through the real widget, with the answers of the
 * reference server rewritten on their way to the page. The host page's Content-Security-Policy is
 * removed for these tests, so the sanitiser alone stands between a payload and the page; a canary
 * (an unsanitised handler added by the test itself) proves that an execution would be counted.
 */
declare global {
  interface Window {
    __xssHits: number[];
    __xss: (n: number) => void;
  }
}

const ALL = XSS_PAYLOADS.join('\n<p>·</p>\n');

/** Every payload that runs records its number; so does every dialog (alert/confirm/prompt). */
async function watchExecutions(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    window.__xssHits = [];
    window.__xss = (n: number) => window.__xssHits.push(n);
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => [...(await page.evaluate(() => window.__xssHits)), ...dialogs.map(() => -1)];
}

/** The host page without its CSP header; `rewrite` may change the boot data it embeds. */
async function hostPageWithoutCsp(page: Page, rewrite: (shell: Record<string, unknown>) => void = () => {}) {
  await page.route('**/*', async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="[^"]+">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const shell = JSON.parse(json) as Record<string, unknown>;
        rewrite(shell);
        const safe = JSON.stringify(shell).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
        return `${open}${safe}${close}`;
      },
    );
    await route.fulfill({ response, headers, body: html });
  });
}

/** Rewrites one JSON answer of the reference server before the widget sees it. */
async function rewriteAnswer(page: Page, pattern: string, change: (body: Record<string, unknown>) => void) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    change(body);
    await route.fulfill({ response, json: body });
  });
}

/** Nothing dangerous survived into the widget's DOM: no handlers, no script-capable URLs, no active elements. */
async function expectInert(page: Page) {
  const found = await root(page).evaluate((main) => {
    const bad: string[] = [];
    for (const el of Array.from(main.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'form', 'animate', 'set', 'foreignobject'].includes(tag))
        bad.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) || attr.name === 'srcdoc') bad.push(`${tag}[${attr.name}]`);
        if (/^(href|src|action|formaction|xlink:href|data|values)$/i.test(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value))
          bad.push(`${tag}[${attr.name}=${attr.value}]`);
      }
    }
    return bad;
  });
  expect(found).toEqual([]);
}

/** After the surface has settled: no payload ran, and the canary proves that one would have been seen. */
async function expectNoExecutions(page: Page, executions: () => Promise<number[]>) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000); // handlers such as onerror/ontoggle/onbegin fire shortly after insertion
  expect(await executions()).toEqual([]);
  await expectInert(page);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x:canary" onerror="__xss(0)">'));
  await expect.poll(executions).toEqual([0]);
}

test.describe('known XSS payloads through every server-HTML surface', () => {
  test.beforeEach(() => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  test('a blog post: body, title, tags, author and comments', async ({ page }) => {
    const errors = trackPageErrors(page);
    const executions = await watchExecutions(page);
    await hostPageWithoutCsp(page);
    const { blogs } = await api<{ blogs: { data: Array<{ slug: string }> } }>(page.request, '/home/blogs?page=1');
    const slug = blogs.data[0].slug;
    await rewriteAnswer(page, '**/home/blog-details/**', (body) => {
      const blog = body.blog as Record<string, unknown>;
      blog.description = ALL;
      blog.title = XSS_PAYLOADS[1];
      blog.tags = XSS_PAYLOADS.slice(0, 3).join(',');
      body.tags = XSS_PAYLOADS.slice(0, 3);
      if (blog.user && typeof blog.user === 'object') (blog.user as Record<string, unknown>).full_name = XSS_PAYLOADS[24];
      const comments = body.comments as { data: Array<Record<string, unknown>>; total: number };
      const template = comments.data[0];
      if (template)
        comments.data = XSS_PAYLOADS.slice(0, 10).map((payload, i) => ({
          ...template,
          id: 900_000 + i,
          comment: payload,
          comment_replies: [],
          comment_likes: [],
          user: { ...(template.user as Record<string, unknown>), full_name: XSS_PAYLOADS[(i + 10) % XSS_PAYLOADS.length] },
        }));
    });
    await page.goto(`/blog/${slug}`);
    await expect(root(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(root(page).getByText('p20').first()).toBeAttached(); // the body has rendered, sanitised
    await expectNoExecutions(page, executions);
    expect(errors).toEqual([]);
  });

  test('a static page', async ({ page }) => {
    const errors = trackPageErrors(page);
    const executions = await watchExecutions(page);
    await hostPageWithoutCsp(page);
    await rewriteAnswer(page, '**/home/others-page/**', (body) => {
      const shown = body.page as Record<string, unknown>;
      shown.content = ALL;
      shown.title = XSS_PAYLOADS[0];
    });
    await page.goto('/page/about-us');
    await expect(root(page).getByText('p20').first()).toBeAttached();
    await expectNoExecutions(page, executions);
    expect(errors).toEqual([]);
  });

  test('the affiliate terms from the shop settings', async ({ page }) => {
    const errors = trackPageErrors(page);
    const executions = await watchExecutions(page);
    await hostPageWithoutCsp(page, (shell) => {
      const settings = (shell.settings_data ?? shell.settings) as Record<string, unknown>;
      settings.affiliate_terms_condition = ALL;
    });
    await page.goto('/affiliate-program');
    await expect(root(page).getByText('p20').first()).toBeAttached();
    await expectNoExecutions(page, executions);
    expect(errors).toEqual([]);
  });
});

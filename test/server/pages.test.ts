/**
 * Static pages, the contact page and the contact form (test/contract/content/{others-page,contact-page,send-message}.json): lookup by link and status, the query slug winning, language fallback, the original's
 * failures (500 for unknown pages, {error} for a missing contact page and over-long columns),
 * presence-only validation, and the reference server's throttle on send-message.
 */
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

const message = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Delivery', message: 'When do you ship?' };

describe('home/others-page/{slug}', () => {
  test('answers the active page by link with its English title and HTML', async () => {
    const c = await guest();
    const res = await c.get('/home/others-page/help-center?slug=help-center');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.page.title).toBe('Help Center');
    expect(body.page.link).toBe('help-center');
    expect(body.page.content).toContain('<a href="/blogs">');
  });

  test('the query slug wins over the path; an empty query slug finds nothing', async () => {
    const c = await guest();
    expect((await c.getJson('/home/others-page/about-us?slug=refund-policy')).page.link).toBe('refund-policy');
    expect((await c.getJson('/home/others-page/about-us')).page.link).toBe('about-us');
    expect((await c.get('/home/others-page/about-us?slug=')).status).toBe(500);
  });

  test('unknown and switched-off pages crash like the original (500 Server Error)', async () => {
    const c = await guest();
    for (const slug of ['no-such-page', 'summer-sale-2023']) {
      const res = await c.get(`/home/others-page/${slug}?slug=${slug}`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Server Error' });
    }
  });

  test('the Arabic session reads the ar row and falls back to en where there is none', async () => {
    const c = await guest();
    await c.get('/change/locale/ar');
    const about = await c.getJson('/home/others-page/about-us?slug=about-us');
    expect(about.page.title).toBe('من نحن');
    const privacy = await c.getJson('/home/others-page/privacy-policy?slug=privacy-policy');
    expect(privacy.page.title).toBe('Privacy Policy');
  });

  test('the host page still reads page titles and links for the agreement lists', async () => {
    const shell = shellData(await new Client(srv.app).boot());
    expect(shell.settings_data.payment_agreement).toContainEqual(
      expect.objectContaining({ title: 'Refund Policy', link: 'refund-policy' }),
    );
  });
});

describe('home/contact-page', () => {
  test('the five-key resource with the address in the session language', async () => {
    const c = await guest();
    const en = await c.getJson('/home/contact-page');
    expect(en).toEqual({
      contact: {
        phone: '+1 555 0100',
        optional_phone: '+1 555 0199',
        email: 'support@yoori.example',
        optional_email: 'sales@yoori.example',
        address: '221 Market Street, Springfield',
      },
    });
    await c.get('/change/locale/ar');
    expect((await c.getJson('/home/contact-page')).contact.address).toBe('221 شارع ماركت، سبرينغفيلد');
  });

  test('a switched-off contact page answers the original PHP warning as {error}', async () => {
    await srv.db.query('UPDATE pages SET status = 0 WHERE id = 7');
    try {
      const c = await guest();
      const res = await c.get('/home/contact-page');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: 'Attempt to read property "phone" on null' });
    } finally {
      await srv.db.query('UPDATE pages SET status = 1 WHERE id = 7');
    }
  });
});

describe('send-message', () => {
  test('stores the message (trimmed) and answers the created row; seller_id is echoed', async () => {
    const c = await guest();
    const body = await c.postJson('/send-message', { ...message, name: '  Ann Lee  ' });
    expect(body.success).toBe('Message Sent Successfully');
    expect(body.contact).toMatchObject({ seller_id: null, name: 'Ann Lee', subject: 'Delivery' });
    const row = (await srv.db.query<{ name: string }>('SELECT name FROM contact_us WHERE id = $1', [body.contact.id])).rows[0];
    expect(row.name).toBe('Ann Lee');
    const toSeller = await (await guest()).postJson('/send-message', { ...message, seller_id: 3 });
    expect(toSeller.contact.seller_id).toBe(3);
  });

  test('presence only: blank fields are required, a malformed e-mail is accepted', async () => {
    const c = await guest();
    const res = await c.post('/send-message', { name: ' ', email: '', subject: 'x' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        message: ['The message field is required.'],
      },
    });
    const loose = await c.postJson('/send-message', { ...message, email: 'not an address' });
    expect(loose.success).toBe('Message Sent Successfully');
  });

  test("an empty list is missing, as Laravel's required has it; a filled one passes and cannot be stored", async () => {
    const c = await guest();
    const empty = await c.post('/send-message', { ...message, subject: [] });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ subject: ['The subject field is required.'] });
    expect(await c.postJson('/send-message', { ...message, subject: ['Delivery'] })).toEqual({ error: 'Array to string conversion' });
  });

  test('a value over 255 characters fails like the database column (HTTP 200 {error}) and stores nothing', async () => {
    const before = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_us')).rows[0].n;
    const c = await guest();
    const res = await c.post('/send-message', { ...message, subject: 's'.repeat(256) });
    expect(res.status).toBe(200);
    expect((await res.json()).error).toMatch(/^SQLSTATE\[22001\].*column 'subject'/);
    // 255 characters of a multi-byte script still fit (the limit counts characters).
    expect((await c.postJson('/send-message', { ...message, message: 'ب'.repeat(255) })).success).toBeDefined();
    const after = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_us')).rows[0].n;
    expect(after).toBe(before + 1);
  });

  test('needs the CSRF token', async () => {
    const c = await guest();
    const res = await c.post('/send-message', message, { 'X-CSRF-TOKEN': 'wrong' });
    expect(res.status).toBe(419);
  });

  test('five messages per session in ten minutes, then 429 Too Many Attempts; invalid posts do not count', async () => {
    const c = await guest();
    for (let i = 0; i < 3; i++) expect((await c.post('/send-message', { name: 'x' })).status).toBe(422);
    for (let i = 0; i < 5; i++) expect((await c.postJson('/send-message', { ...message, subject: `try ${i}` })).success).toBeDefined();
    const sixth = await c.post('/send-message', message);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sixth.json()).toEqual({ message: 'Too Many Attempts.' });
    // Another session is not blocked by this one.
    expect((await (await guest()).postJson('/send-message', message)).success).toBeDefined();
  });
});

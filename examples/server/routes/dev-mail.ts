/**
 * The development mailbox (lib/dev-mail.ts): `GET /_dev/mailbox` lists the mails the server "sent",
 * newest first, with their links as real links; `GET /_dev/mailbox.json` gives
 * `{mails: [{to, subject, text, links, sent_at}]}`. Both need DEV_TOOLS=1 (lib/dev-tools.ts).
 */
import { newNonce } from './host-page';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { devMails, type DevMail } from '../lib/dev-mail';
import { escapeHtml } from '../lib/html';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function mailHtml(mail: DevMail): string {
  const links = mail.links
    .filter(isWebLink)
    .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
    .join('');
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong>, <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(mail.sent_at)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

function pageHtml(mails: DevMail[], nonce: string): string {
  const body = mails.length
    ? mails.map(mailHtml).join('\n')
    : '<p>No mail yet. Sign up, ask for a password reset or register a shop, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:48rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:6px;padding:0 1rem;margin-block:1rem}
h2{font-size:1.1rem}.meta{color:#555;margin-top:0}pre{white-space:pre-wrap;font:inherit}
a{color:#0645ad;word-break:break-all}
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Mails the reference server would have sent, newest first (the last 50, kept in memory). JSON: <a href="/_dev/mailbox.json">/_dev/mailbox.json</a>.</p>
${body}
</body>
</html>
`;
}

const noStore = (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};

export function devMailRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/_dev/mailbox.json', (c) => {
    noStore(c);
    return c.json({ mails: devMails() });
  });
  r.get('/_dev/mailbox', (c) => {
    noStore(c);
    const nonce = newNonce();
    c.header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`);
    return c.html(pageHtml(devMails(), nonce));
  });
  return r;
}

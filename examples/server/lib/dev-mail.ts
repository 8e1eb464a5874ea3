/**
 * The development mailbox. The original sends its mails (activation link, password reset link,
 * password changed, seller registration) through SMTP; this server has no mailer, so every mail is
 *
 * - printed on the console: `[storefront] mail to <to>: <subject> <first link>`;
 * - kept in memory (the last 50, newest first) for `GET /_dev/mailbox` and `/_dev/mailbox.json`
 *   (routes/dev-mail.ts; served only with DEV_TOOLS=1);
 * - written to `${DATA_DIR}/dev-mail/<time>-<n>.txt` when a data directory is known (pass the request
 *   context, or `{ dataDir }`, as the second argument; tests run without one).
 *
 * Reset and activation links are as good as passwords: never run a non-production server where
 * strangers can reach `/_dev/mailbox`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context';

export interface DevMailInput {
  to: string;
  subject: string;
  text: string;
  /** Absolute URLs the mail carries (shown as links in the mailbox). */
  links?: string[];
}

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** ISO 8601 time the mail was "sent". */
  sent_at: string;
}

export const DEV_MAIL_DIR = 'dev-mail';
const KEEP = 50;

const kept: DevMail[] = [];
let sequence = 0;

function dataDirOf(where: Context<AppEnv> | { dataDir?: string } | undefined): string {
  if (!where) return '';
  if ('dataDir' in where) return where.dataDir ?? '';
  return (where as Context<AppEnv>).get('deps')?.config.dataDir ?? '';
}

function fileText(mail: DevMail): string {
  const links = mail.links.length ? `\n\nLinks:\n${mail.links.map((l) => `  ${l}`).join('\n')}` : '';
  return `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${mail.sent_at}\n\n${mail.text}${links}\n`;
}

/**
 * "Sends" a mail: console, memory and (with a data directory) a file. Safe to call from any route;
 * a failing file write is reported on the console and does not fail the request.
 */
export function sendDevMail(input: DevMailInput, where?: Context<AppEnv> | { dataDir?: string }): DevMail {
  const mail: DevMail = {
    to: input.to,
    subject: input.subject,
    text: input.text,
    links: [...(input.links ?? [])],
    sent_at: new Date().toISOString(),
  };
  sequence += 1;
  console.info(`[storefront] mail to ${mail.to}: ${mail.subject}${mail.links[0] ? ` ${mail.links[0]}` : ''}`);
  kept.unshift(mail);
  kept.splice(KEEP);
  const dataDir = dataDirOf(where);
  if (dataDir) {
    try {
      const dir = join(dataDir, DEV_MAIL_DIR);
      mkdirSync(dir, { recursive: true });
      // Colons are not allowed in Windows file names.
      writeFileSync(join(dir, `${mail.sent_at.replace(/:/g, '-')}-${sequence}.txt`), fileText(mail));
    } catch (err) {
      console.error('[storefront] could not write the development mail:', err);
    }
  }
  return mail;
}

/** The kept mails, newest first (a copy). */
export function devMails(): DevMail[] {
  return kept.map((m) => ({ ...m, links: [...m.links] }));
}

/** Empties the in-memory mailbox (tests). */
export function clearDevMails(): void {
  kept.length = 0;
}

/** `GET home/contact-page` and `POST send-message` (test/contract/content/{contact-page,send-message}.json): lazy, with the contact screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';

export interface ContactDetails {
  phone: string | null;
  optional_phone: string | null;
  email: string | null;
  optional_email: string | null;
  address: string | null;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** 1.5.3 sends the raw page row: the address only in its language rows (the locale's, else English). */
function addressIn(rows: unknown, locale: string): string | null {
  if (!Array.isArray(rows)) return null;
  const list = rows.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object');
  const row = list.find((r) => r.lang === locale) ?? list.find((r) => r.lang === 'en') ?? list[0];
  return row ? text(row.address) : null;
}

/**
 * The store's contact details, from either version's answer: 1.6.7's five-key resource or
 * 1.5.3's page row. `null` when the store has no contact page (1.5.3 sends `contact: null`; 1.6.7
 * sends an `error`, which arrives here as a business ApiError).
 */
export async function fetchContactPage(http: Http, locale: string): Promise<ContactDetails | null> {
  const { data } = await http.get('home/contact-page');
  const { contact } = expectKeys<{ contact: Record<string, unknown> | null }>(data, ['contact']);
  if (contact === null) return null;
  if (typeof contact !== 'object' || Array.isArray(contact)) throw new ApiError('malformed', "The server's answer has no contact details.");
  return {
    phone: text(contact.phone),
    optional_phone: text(contact.optional_phone),
    email: text(contact.email),
    optional_email: text(contact.optional_email),
    address: text(contact.address) ?? addressIn(contact.current_language, locale),
  };
}

/** Stores the message (the backend checks presence only; the form checks the rest first). */
export async function sendMessage(http: Http, message: ContactMessage): Promise<void> {
  const { data } = await http.post('send-message', message);
  expectKeys(data, ['contact']);
}

/** The column the original's database refused as too long ("Data too long for column 'message'"), if that was the failure. */
export function tooLongColumn(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'business') return null;
  const match = /Data too long for column '(\w+)'/.exec(error.message);
  return match ? match[1] : null;
}

export const isThrottled = (error: unknown): boolean => error instanceof ApiError && error.kind === 'http' && error.status === 429;

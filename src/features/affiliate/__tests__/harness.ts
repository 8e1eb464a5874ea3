/** What the affiliate screen tests share: users, the check-auth answer for them, the clipboard. */
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import type { ShellData } from '../../../contract';

/** The code home/check-auth's fixture gives the signed-in customer (the account pages refresh the user with it). */
export const CODE = 'AbC1dE2fG3';
export const affiliateUser = { ...signedInUser, referral_code: CODE };
export const plainUser = { ...signedInUser, referral_code: null };

/** A shell with the affiliate add-on (the fixture's default) or without it. */
export function affiliateShell(user: ShellData['user'] = affiliateUser, addOn = true, settings: Record<string, unknown> = {}): ShellData {
  const base = shell({ user }, settings);
  return { ...base, add_ons: addOn ? base.add_ons : base.add_ons.filter((name) => name !== 'affiliate') };
}

/** home/check-auth (asked by every account page) answering for a user without a referral code. */
export function checkAuthWithoutCode() {
  const answer = fixtureAnswer<{ user: Record<string, unknown> }>('session/check-auth', 'signed-in');
  answer.user.referral_code = null;
  server.use(http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json(answer)));
}

/** Replaces navigator.clipboard for one test (jsdom has none); returns the undo. */
export function clipboard(writeText: ((text: string) => Promise<void>) | null): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** The backend without the programme's endpoints: a 404, or the page's HTML where JSON was expected. */
export function withoutEndpoint(method: 'get' | 'post', path: string, kind: '404' | 'html') {
  server.use(
    http[method](`${BASE_URL}/${path}`, () =>
      kind === '404'
        ? HttpResponse.json({ message: 'Not Found' }, { status: 404 })
        : HttpResponse.html('<!doctype html><html><head><title>Acme Store</title></head><body><div id="app"></div></body></html>'),
    ),
  );
}

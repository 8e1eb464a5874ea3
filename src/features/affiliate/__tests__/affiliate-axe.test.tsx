import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { ShellData } from '../../../contract';
import { seriousViolations } from '../../../../test/unit/support/axe';
import { affiliateShell } from './harness';

// Every affiliate screen with its content on screen, checked by axe at phone and desktop widths.
useBackend();
jest.setTimeout(30_000);

const cases: [string, string, () => ShellData, () => Promise<unknown>][] = [
  [
    '/affiliate-program',
    'the programme page',
    () => affiliateShell(null),
    () => screen.findByRole('heading', { name: 'Affiliate Agreement' }),
  ],
  ['/affiliate-register', 'the sign-up form', () => affiliateShell(null), () => screen.findByLabelText('Password Confirmation')],
  ['/affiliate-system', 'the links and counters', () => affiliateShell(), () => screen.findByText('Linen Shirt')],
  [
    '/affiliate-dashboard',
    'the dashboard with its table shown',
    () => affiliateShell(),
    async () => userEvent.click(await screen.findByRole('button', { name: 'Show as a table' })),
  ],
  ['/affiliate-payouts', 'the payouts with the form', () => affiliateShell(), () => screen.findByRole('list', { name: 'Payout history' })],
  ['/affiliate-system', 'the "not offered" message', () => affiliateShell(undefined, false), () => screen.findByText(/does not offer/)],
];

describe('axe on the affiliate screens', () => {
  it.each(cases)('%s (%s): no serious or critical violation at 390 and 1280 px', async (path, _what, shell, ready) => {
    const { element } = await mountApp(path, shell());
    await ready();
    expect(await seriousViolations(element)).toEqual([]);
  });
});

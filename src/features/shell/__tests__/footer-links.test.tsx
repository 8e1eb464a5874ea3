import { screen, within } from '@testing-library/react';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { HostShellData } from '../../../contract';

useBackend();

/** The original's guest host page with the shop's own "useful links" setting. */
function hostPageWithUsefulLinks(links: { label: string; url: string }[]): HostShellData {
  const page = fixtureAnswer<HostShellData & { settings_data: Record<string, unknown> }>('shell/host-page', 'guest');
  return { ...page, settings_data: { ...page.settings_data, useful_links: links, site_popup_status: '0' } };
}

describe('useful links in the footer', () => {
  it('links store paths and http(s) URLs, and renders any other scheme as plain text', async () => {
    await mountApp(
      '/',
      hostPageWithUsefulLinks([
        { label: 'Script link', url: 'javascript:alert(document.cookie)' },
        { label: 'Shouting script link', url: ' JavaScript:alert(1)' },
        { label: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
        { label: 'Elsewhere without scheme', url: '//evil.example/' },
        { label: 'Our blog', url: '/blogs' },
        { label: 'Partner shop', url: 'https://partner.example/shop' },
      ]),
    );
    // The footer waits for the first screen to settle.
    const footer = await screen.findByRole('contentinfo');

    for (const label of ['Script link', 'Shouting script link', 'Data link', 'Elsewhere without scheme']) {
      const text = within(footer).getByText(label);
      expect(text.closest('a')).toBeNull();
      expect(within(footer).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Our blog' })).toHaveAttribute('href', '/blogs');
    expect(within(footer).getByRole('link', { name: 'Partner shop' })).toHaveAttribute('href', 'https://partner.example/shop');
    for (const link of within(footer).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^(\/(?!\/)|https?:\/\/|tel:|mailto:)/));
    }
  });
});

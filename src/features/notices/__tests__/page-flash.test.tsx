import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

/**
 * 1.6.7's payment callbacks redirect with a session flash message that its frontend/master.blade.php
 * toasts on the next page; the drop-in template passes it as the page fields flash_type and
 * flash_message (examples/host/storefront.blade.php), and the widget shows it once.
 */
describe('the session flash message of the page', () => {
  it('shows once on boot, titled in the shop language, and not again on the next screen', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/en.json`, () => HttpResponse.json({ Error: 'Erreur', error: 'Erreur' })));
    await mountApp('/', shell(), { flash: { type: 'error', message: 'Payment Failed' } });
    const notice = await findNotice('Payment Failed');
    expect(notice).toHaveTextContent('Erreur');
    await userEvent.click(screen.getAllByRole('link', { name: /^Cart: / })[0]);
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
    expect(screen.getAllByTestId('notice').filter((n) => n.textContent?.includes('Payment Failed'))).toHaveLength(1);
  });

  it("shows a crash's SQL or PHP text as a plain sentence", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await mountApp('/', shell(), { flash: { type: 'error', message: "Trying to get property 'id' of non-object" } });
    expect(await findNotice('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

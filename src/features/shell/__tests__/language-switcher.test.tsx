import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { pageReload } from '../../i18n/page-reload';

useBackend();

/** The host page fixture offers English (active) and Arabic (rtl). */
const languages = () => shell().languages;
const arabic = () => languages().find((l) => l.locale === 'ar')!;

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

const toggle = () => screen.findByRole('button', { name: /^Language:/ });

describe('the language switcher', () => {
  it('is a disclosure naming the active language, listing the shop languages with their flags', async () => {
    await mountApp('/', shell());
    const button = await toggle();
    expect(button).toHaveAccessibleName('Language: English');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('img')).toHaveAttribute('src', 'http://shop.test/public/images/flags/us.png');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    const choices = within(list).getAllByRole('button');
    expect(choices.map((c) => c.textContent)).toEqual(['English', 'العربية']);
    expect(choices[0]).toHaveAttribute('aria-current', 'true');
    expect(choices[1]).toHaveAttribute('lang', 'ar');
    // The flag is decoration: the name says which language it is.
    expect(choices[1].querySelector('img')).toHaveAttribute('alt', '');
    expect(choices[1].querySelector('img')).toHaveAttribute('src', 'http://shop.test/public/images/flags/sa.png');
  });

  it('switches through change/locale/{locale}, then reloads the page as the original does', async () => {
    await mountApp('/', shell());
    await userEvent.click(await toggle());
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await settled();
    expect(requestsTo('change/locale/ar')).toHaveLength(1);
  });

  it('choosing the language already active sends nothing and reloads nothing', async () => {
    await mountApp('/', shell());
    await userEvent.click(await toggle());
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await toggle()).toHaveAttribute('aria-expanded', 'false');
    await settled();
    expect(requestsTo('change/locale/en')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refused switch shows a clear notice, reloads nothing and can be tried again', async () => {
    server.use(
      http.get(`${BASE_URL}/change/locale/ar`, () => HttpResponse.json({ error: 'Attempt to read property "text_direction" on null' })),
    );
    await mountApp('/', shell());
    await userEvent.click(await toggle());
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await findNotice('That language is not available. The store stays in the current one.');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(await toggle());
    expect(screen.getByRole('button', { name: 'العربية' })).toBeEnabled();
  });

  it('a network failure says so and reloads nothing', async () => {
    server.use(http.get(`${BASE_URL}/change/locale/ar`, () => HttpResponse.error()));
    await mountApp('/', shell());
    await userEvent.click(await toggle());
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(screen.getAllByTestId('notice').length).toBeGreaterThan(0));
    expect(reload).not.toHaveBeenCalled();
  });

  it('Escape closes the list and gives focus back to the toggle', async () => {
    await mountApp('/', shell());
    const button = await toggle();
    await userEvent.click(button);
    await userEvent.tab(); // into the list
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('is not there when the shop has a single language', async () => {
    await mountApp('/', shell({ languages: [languages()[0]] }));
    await screen.findByRole('button', { name: /^Currency:/ });
    await settled();
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
  });

  it("is not there when the shop's language_switcher setting is off (1.5.3 still sends the languages)", async () => {
    await mountApp('/', shell({}, { language_switcher: '0' }));
    await screen.findByRole('button', { name: /^Currency:/ });
    await settled();
    // The placeholder stands in until the menu's chunk has arrived and decided.
    await waitFor(() => expect(document.querySelector('.sf-lang__toggle')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
  });

  it('an rtl active language mirrors the widget: its root gets dir="rtl"', async () => {
    const { element } = await mountApp('/', shell({ active_language: arabic() }));
    await waitFor(() => expect(element.querySelector('.sf-root') ?? element).toHaveAttribute('dir', 'rtl'));
    expect(await toggle()).toHaveAccessibleName('Language: العربية');
  });
});

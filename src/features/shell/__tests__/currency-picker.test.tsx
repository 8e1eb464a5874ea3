import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, settled, useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const toggle = () => screen.findByRole('button', { name: /^Currency:/ });
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('the currency picker (not a native select)', () => {
  it('names the active currency and lists the shop currencies, the active one marked', async () => {
    await mountApp('/');
    const button = await toggle();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(button).toHaveAccessibleName('Currency: USD ($)');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(button)).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const choices = within(listOf(button)).getAllByRole('button');
    expect(choices.map((c) => c.textContent)).toEqual(['USD ($)', 'EUR (€)', 'JPY (¥)', 'KWD (KD)']);
    expect(choices[0]).toHaveAttribute('aria-current', 'true');
  });

  it('works from the keyboard: an arrow opens it on the active currency, arrows move, Enter chooses and focus returns', async () => {
    await mountApp('/');
    const button = await toggle();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'USD ($)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'EUR (€)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // From the first, up wraps to the last.
    expect(screen.getByRole('button', { name: 'KWD (KD)' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await waitFor(() => expect(requestsTo('change/currency/EUR')).toHaveLength(1));
    await waitFor(() => expect(button).toHaveAccessibleName('Currency: EUR (€)'));
  });

  it('Escape closes it without a change and gives focus back to the toggle', async () => {
    await mountApp('/');
    const button = await toggle();
    await userEvent.click(button);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await settled();
    expect(requestsTo('change/currency/EUR')).toHaveLength(0);
  });
});

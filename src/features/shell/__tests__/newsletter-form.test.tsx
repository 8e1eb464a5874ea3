import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { fixtureAnswer, loadFixtures } from '../../../../test/contract/support/fixtures';

useBackend();

const popupOn = { site_popup_status: '1', popup_show_in: 'home_page' } as const;

/** Mounts home with the pop-up on and lets the 10 s set-up open it. */
async function openPopup() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await mountApp('/', shell({}, popupOn));
  await act(async () => {
    jest.advanceTimersByTime(10_100);
  });
  jest.useRealTimers();
  const dialog = await screen.findByRole('dialog');
  return { dialog, field: within(dialog).getByRole('textbox', { name: 'Email address' }) };
}
afterEach(() => jest.useRealTimers());

describe('the newsletter form', () => {
  it('puts a 422 on the email field: its message, aria-invalid and focus, announced once, no toast', async () => {
    // test/contract/shell/subscribers.json, case "already-subscribed": the original's 422 envelope.
    const taken = loadFixtures().find((f) => f.name === 'shell/subscribers')!.cases['already-subscribed'];
    const email = (taken.request.body as { email: string }).email;
    const message = fixtureAnswer<{ errors: { email: string[] } }>('shell/subscribers', 'already-subscribed').errors.email[0];
    expect([email, message]).toEqual(['twice@example.com', 'The email has already been taken.']);
    const { dialog, field } = await openPopup();
    await userEvent.type(field, email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    // Only the form's alert says it: the field's own message is not a second live region.
    expect(within(dialog).getAllByText(message, { ignore: '.sf-visually-hidden' })).toHaveLength(1);
    expect(screen.queryByText(message, { selector: '.sf-notice *, .sf-notice' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    // Changing the address clears the backend's message; a new address subscribes.
    await userEvent.clear(field);
    await userEvent.type(field, 'new@example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await findNotice('Success: You have subscribed successfully')).toBeInTheDocument();
  });

  it('disables Subscribe while the request runs', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(
        `${BASE_URL}/home/subscribers`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ subscribe: true, success: 'You have subscribed successfully' }));
          }),
      ),
    );
    const { dialog, field } = await openPopup();
    await userEvent.type(field, 'slow@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(requestsTo('home/subscribers')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a toast for failures that are not about a field', async () => {
    server.use(http.post(`${BASE_URL}/home/subscribers`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { dialog, field } = await openPopup();
    await userEvent.type(field, 'reader@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await findNotice('Something went wrong. Please try again.')).toHaveClass('sf-notice--error');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

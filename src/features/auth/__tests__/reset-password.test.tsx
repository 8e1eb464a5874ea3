import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const reset = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/reset-password', caseName);
const newPassword = (caseName: string) => fixtureAnswer<Record<string, unknown>>('session/create-new-password', caseName);

function answers(path: string, answer: object, status = 200) {
  server.use(http.post(`${BASE_URL}/${path}`, () => HttpResponse.json(answer, { status })));
}

describe('/reset-password', () => {
  async function ask(email = 'customer@example.com') {
    await userEvent.type(await screen.findByLabelText('Email address'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  }

  it('asks for the link: toast, the field clears, the confirmation stays', async () => {
    answers('reset-password', reset('sent'));
    await mountApp('/reset-password');
    await ask();
    const message = String(reset('sent').success);
    expect(await findNotice(message)).toHaveTextContent('Success');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue(''));
    expect(screen.getAllByText(message).some((el) => el.classList.contains('sf-signup-sent'))).toBe(true);
    await settled();
    expect(requestsTo('reset-password')[0].body).toEqual({ email: 'customer@example.com' });
  });

  it('puts an unknown address (422) on the field', async () => {
    answers('reset-password', reset('unknown'), 422);
    await mountApp('/reset-password');
    await ask('nobody@example.com');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('The selected email is invalid.'));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('shows the rate limit message of a 429', async () => {
    answers('reset-password', reset('throttled'), 429);
    await mountApp('/reset-password');
    await ask();
    await findNotice(String(reset('throttled').message));
  });

  it('shows {error} (the mailer failed) as an error toast', async () => {
    answers('reset-password', reset('mail-failed'));
    await mountApp('/reset-password');
    await ask();
    expect(await findNotice(String(reset('mail-failed').error))).toHaveTextContent('Error');
  });

  it('checks the address before sending, and sends a double submit once', async () => {
    server.use(
      http.post(`${BASE_URL}/reset-password`, async () => {
        await delay(50);
        return HttpResponse.json(reset('sent'));
      }),
    );
    await mountApp('/reset-password');
    await ask('not-an-address');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address.'));
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'customer@example.com');
    const form = screen.getByRole('form', { name: 'Reset Password' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await findNotice(String(reset('sent').success));
    await settled();
    expect(requestsTo('reset-password')).toHaveLength(1);
  });

  it('sends a signed-in shopper to the dashboard', async () => {
    await mountApp('/reset-password', shell({ user: signedInUser }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  });

  it('is reached from the login page', async () => {
    await mountApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('/reset/:email/:code', () => {
  const CODE = 'Q2x9fT4kLm8nB3vC7dS1aZ6yH0jR5wE2';
  const PAGE = `/reset/jane%2Bshop%40example.com/${CODE}`;

  async function choose(password = 'brand-new-1', confirm = password) {
    await userEvent.type(await screen.findByLabelText('New Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create New Password' }));
  }

  it('sets the new password with the link’s e-mail and code, toasts and goes to login', async () => {
    answers('create-new-password', newPassword('changed'));
    await mountApp(PAGE);
    await choose();
    expect(await findNotice('Successfully Password Changed')).toHaveTextContent('Success');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await settled();
    expect(requestsTo('create-new-password')[0].body).toEqual({
      email: 'jane+shop@example.com',
      resetCode: CODE,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
  });

  it('says when the link is used or expired (the backend redirects to login) and offers a new one', async () => {
    // The `invalid-code` answer: 302 → /login, as msw's XHR sees it (a browser follows it to the login page's HTML).
    server.use(
      http.post(
        `${BASE_URL}/create-new-password`,
        () => new HttpResponse(null, { status: 302, headers: { location: `${BASE_URL}/login` } }),
      ),
    );
    await mountApp(PAGE);
    await choose();
    const message = await screen.findByText('This password reset link has expired or was already used.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByLabelText('Email address')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reset-password');
    // Not mistaken for an ended session: no such notice.
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('handles the login page a browser ends on after following the redirect', async () => {
    server.use(
      http.post(
        `${BASE_URL}/create-new-password`,
        () =>
          new HttpResponse('<!doctype html><html><head><title>Login | Shop</title></head><body></body></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await mountApp(PAGE);
    await choose();
    expect(await screen.findByText('This password reset link has expired or was already used.')).toBeInTheDocument();
  });

  it('puts a 422 on the fields', async () => {
    answers('create-new-password', newPassword('too-short'), 422);
    await mountApp(PAGE);
    await choose('abcdefg', 'abcdefg');
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('The new password must be at least 6 characters.'),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('The confirm password must be at least 6 characters.');
  });

  it('checks the passwords before sending', async () => {
    await mountApp(PAGE);
    await choose('brand-new-1', 'brand-new-2');
    await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('The two passwords do not match.'));
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'x'.repeat(33));
    await userEvent.click(screen.getByRole('button', { name: 'Create New Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('The password can have at most 32 characters.'),
    );
    await settled();
    expect(requestsTo('create-new-password')).toHaveLength(0);
  });

  it('shows the rate limit message of a 429', async () => {
    answers('create-new-password', newPassword('throttled'), 429);
    await mountApp(PAGE);
    await choose();
    await findNotice(String(newPassword('throttled').message));
    expect(window.location.pathname).toBe(PAGE);
  });

  it('sends a signed-in shopper to the dashboard', async () => {
    await mountApp(PAGE, shell({ user: signedInUser }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  });
});

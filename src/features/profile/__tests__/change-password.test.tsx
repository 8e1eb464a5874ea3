import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
jest.setTimeout(20_000);

/** The original's answers (test/contract/account/change-password.json). */
const answer = (caseName: string) => fixtureAnswer<Record<string, unknown>>('account/change-password', caseName);

function answers(body: unknown, status = 200) {
  server.use(
    http.post(`${BASE_URL}/user/change-password`, async () => {
      await delay(20);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

/** A social sign-in account: no password of its own, here and in the sidebar's check-auth. */
function withoutPassword() {
  const user = { ...signedInUser, is_password_set: 0 as const };
  const checkAuth = fixtureAnswer<{ user: Record<string, unknown> }>('session/check-auth', 'signed-in');
  server.use(
    http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ ...checkAuth, user: { ...checkAuth.user, is_password_set: 0 } })),
  );
  return shell({ user });
}

const openPage = (page = shell({ user: signedInUser })) => mountApp('/user/change-password', page);

async function fill(current: string | null, next: string, confirm = next) {
  const field = current === null ? null : await screen.findByLabelText('Current Password');
  if (field && current) await userEvent.type(field, current);
  await userEvent.type(await screen.findByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save & Change' }));
}

describe('/user/change-password', () => {
  it('changes the password: the original’s body, a success toast, an empty form, no password in the store', async () => {
    answers(answer('changed'));
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Change' })).toBeInTheDocument();
    await fill('password123', 'secret-new-1');
    expect(JSON.stringify(capturedStore().getState())).not.toContain('secret-new-1');
    expect(await findNotice('Password Changed Successfully')).toHaveTextContent('Success');
    await settled();
    expect(requestsTo('user/change-password')[0].body).toEqual({
      current_password: 'password123',
      new_password: 'secret-new-1',
      confirm_password: 'secret-new-1',
      is_password_set: 1,
    });
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveValue(''));
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(JSON.stringify(capturedStore().getState())).not.toMatch(/secret-new-1|password123/);
  });

  it('an account without a password sets one: no current password; the answer’s user then asks for it', async () => {
    answers(answer('set-password'));
    await openPage(withoutPassword());
    expect(await screen.findByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await fill(null, 'my-own-pass-1');
    await findNotice('Password Set Successfully');
    await settled();
    expect(requestsTo('user/change-password')[0].body).toEqual({
      new_password: 'my-own-pass-1',
      confirm_password: 'my-own-pass-1',
      is_password_set: 0,
    });
    expect(await screen.findByLabelText('Current Password')).toHaveValue('');
    expect(capturedStore().getState().session.user?.is_password_set).toBe(1);
  });

  it.each([
    ['a wrong current password', answer('wrong-current')],
    ['the same password again', answer('same-as-current')],
    ['the demo refusal', answer('demo')],
  ])('shows %s as an error toast and keeps the form usable', async (_case, body) => {
    answers(body);
    await openPage();
    await fill('password123', 'secret-new-1');
    expect(await findNotice(String(body.error))).toHaveTextContent('Error');
    expect(screen.getByRole('button', { name: 'Save & Change' })).toBeEnabled();
  });

  it('puts a 422 on the fields', async () => {
    answers(answer('validation'), 422);
    await openPage();
    await fill('password123', 'secret-new-1');
    expect(await screen.findByText('current password field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('The new password must be at least 6 characters.');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
  });

  it('says to wait after too many attempts (429)', async () => {
    answers(answer('throttled'), 429);
    await openPage();
    await fill('password123', 'secret-new-1');
    await findNotice('Too many attempts. Please try again in 600 seconds.');
  });

  it('checks the fields before sending: the current password, 6–32 characters, twice the same', async () => {
    await openPage();
    await fill('', 'short', 'other');
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/change-password')).toHaveLength(0);
  });

  it('sends a double submit once', async () => {
    answers(answer('changed'));
    await openPage();
    await userEvent.type(await screen.findByLabelText('Current Password'), 'password123');
    await userEvent.type(screen.getByLabelText('New Password'), 'secret-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'secret-new-1');
    const form = screen.getByRole('form', { name: 'Password Change' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await findNotice('Password Changed Successfully');
    await settled();
    expect(requestsTo('user/change-password')).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

/** The original's answers to `POST login` (test/contract/session/login.json), one per attempt. */
function loginAnswers(...cases: string[]) {
  const answers = cases.map((name) => fixtureAnswer<Record<string, unknown>>('session/login', name));
  server.use(http.post(`${BASE_URL}/login`, () => HttpResponse.json(answers.shift() ?? {})));
}

it('a wrong password\'s "Invalid Credentials" notice goes once the next try signs in', async () => {
  loginAnswers('wrong-password', 'success');
  await mountApp('/login');
  await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const refused = await findNotice('Invalid Credentials');

  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  // Well within the notice's own six seconds.
  await waitFor(() => expect(refused).not.toBeInTheDocument(), { timeout: 2000 });
});

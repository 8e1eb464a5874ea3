import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

/**
 * A stock 1.6.7 shop answers a seller sign-up with the database's own words
 * (test/contract/session/seller-register.json, no-seller-country): the shopper reads a plain
 * sentence from the language file, and the detail goes to the console for whoever runs the shop.
 */
it('shows a plain message for a database error, never the SQL, and logs the detail', async () => {
  const sql = fixtureAnswer<{ error: string }>('session/seller-register', 'no-seller-country');
  server.use(http.post(`${BASE_URL}/seller-register`, () => HttpResponse.json(sql)));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await mountApp('/register/seller');
  await userEvent.type(await screen.findByLabelText('First Name'), 'Sally');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Seller');
  await userEvent.type(screen.getByLabelText('Email address'), 'no.country@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '+8801777000555');
  await userEvent.type(screen.getByLabelText('Password'), 'secret12');
  await userEvent.type(screen.getByLabelText('Password Confirmation'), 'secret12');
  await userEvent.type(screen.getByLabelText('Shop Name'), "Sally's Corner");
  await userEvent.type(screen.getByLabelText('Shop Address'), '12 Market Road');
  await userEvent.click(screen.getByLabelText('I Agree to The Terms and Conditions'));
  await userEvent.click(screen.getByRole('button', { name: 'SignUp' }));
  expect(await findNotice('Something went wrong. Please try again.')).toHaveTextContent('Error');
  expect(screen.queryByText(/SQLSTATE|seller_country_id/)).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.any(String), sql.error);
  logged.mockRestore();
});

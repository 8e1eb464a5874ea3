import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { captureMultipart, chosenFile, json, trackObjectUrls } from './profile-test-support';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
jest.setTimeout(20_000);

/** The original's answers (test/contract/account/user-to-seller.json). */
const answer = (caseName: string) => fixtureAnswer<Record<string, unknown>>('account/user-to-seller', caseName);
const success = () => answer('success') as { migrate_msg: string; success: string };

const openPage = (page = shell({ user: signedInUser })) => mountApp('/user/user-to-seller', page);

async function fillShop() {
  await userEvent.type(await screen.findByLabelText('Shop Name'), "Jane's Shop");
  await userEvent.type(screen.getByLabelText('Shop Address'), 'Road 5, Dhaka');
  await userEvent.type(screen.getByLabelText('Phone'), '+8801711000000');
  await userEvent.type(screen.getByLabelText('License No'), 'TR-1');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Become a Seller' }));

/** After the flush the backend takes only the new token; the login answer proves the next POST carries it. */
function loginNeeds(token: string) {
  server.use(
    http.post(`${BASE_URL}/login`, ({ request }) =>
      request.headers.get('x-csrf-token') === token
        ? HttpResponse.json(fixtureAnswer('session/login', 'success'))
        : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
    ),
  );
}

describe('/user/user-to-seller', () => {
  it('asks first, sends the shop and its files as multipart, then signs out, toasts migrate_msg, goes home with the new token', async () => {
    const sent = captureMultipart('user/user-to-seller', () => json(success(), 200, { 'X-CSRF-TOKEN': 'fresh-token' }));
    loginNeeds('fresh-token');
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shop Information' })).toBeInTheDocument();
    await fillShop();
    await userEvent.upload(screen.getByLabelText('Tax Paper'), chosenFile('tax.pdf', 'application/pdf', 300));
    await userEvent.upload(screen.getByLabelText('Logo'), chosenFile('logo.png', 'image/png', 200));
    await userEvent.upload(screen.getByLabelText('Banner'), chosenFile('banner.jpg', 'image/jpeg', 400));
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await findNotice(success().migrate_msg)).toHaveTextContent('Success');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sent).toEqual([
      {
        shop_name: "Jane's Shop",
        address: 'Road 5, Dhaka',
        phone_no: '+8801711000000',
        license_no: 'TR-1',
        user_type: 'seller-migrate',
        tax_paper: 'file:tax.pdf:300:application/pdf',
        logo: 'file:logo.png:200:image/png',
        banner: 'file:banner.jpg:400:image/jpeg',
      },
    ]);
    await waitFor(() => expect(capturedStore().getState().session.user).toBeNull());
    // Home, not the login page a signed-out account screen would send to.
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText('Please sign in first.')).not.toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('input#token')?.value).toBe('fresh-token');

    // Signing in again right away works: no 419 with the stale token.
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Email address'), 'customer@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/dashboard'));
  });

  it('reads the new token from the host page when the answer carries none (the original’s backend)', async () => {
    captureMultipart('user/user-to-seller', () => json(success()));
    server.use(
      http.get(
        `${BASE_URL}/`,
        () =>
          new HttpResponse('<!doctype html><title>Shop</title><input type="hidden" id="token" name="token" value="page-fresh">', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await openPage();
    await fillShop();
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    await findNotice(success().migrate_msg);
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input#token')?.value).toBe('page-fresh'));
  });

  it('sends nothing when the shopper cancels, and the form stays usable', async () => {
    await openPage();
    await fillShop();
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Become a Seller' })).toBeEnabled();
    await settled();
    expect(requestsTo('user/user-to-seller')).toHaveLength(0);
    expect(capturedStore().getState().session.user).not.toBeNull();
  });

  it('previews the logo and banner, names a chosen PDF', async () => {
    const urls = trackObjectUrls();
    try {
      await openPage();
      await userEvent.upload(await screen.findByLabelText('Logo'), chosenFile('logo.png', 'image/png'));
      await userEvent.upload(screen.getByLabelText('Banner'), chosenFile('banner.gif', 'image/gif'));
      await userEvent.upload(screen.getByLabelText('Tax Paper'), chosenFile('tax.pdf', 'application/pdf'));
      expect(await screen.findByRole('img', { name: 'Preview of logo.png (not saved yet)' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      );
      expect(screen.getByRole('img', { name: 'Preview of banner.gif (not saved yet)' })).toBeInTheDocument();
      expect(screen.getByText('Chosen: tax.pdf')).toBeInTheDocument();
    } finally {
      urls.restore();
    }
  });

  it('checks the fields and the files before asking: required fields, types, sizes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage();
    await user.upload(await screen.findByLabelText('Tax Paper'), chosenFile('tax.gif', 'image/gif'));
    await user.upload(screen.getByLabelText('Logo'), chosenFile('logo.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    await user.upload(screen.getByLabelText('Banner'), chosenFile('banner.pdf', 'application/pdf'));
    await submit();
    expect(await screen.findByText('Please enter the name of your shop.')).toBeInTheDocument();
    expect(screen.getByText("Please enter your shop's address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your shop's phone number.")).toBeInTheDocument();
    expect(screen.getByText('Please choose a PDF, JPEG or PNG file.')).toBeInTheDocument();
    expect(screen.getByText('This image is larger than 2 MB. Please choose a smaller one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Banner')).toHaveAccessibleDescription(
      'JPEG, PNG, WebP or GIF, at most 2 MB. Please choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
  });

  it('puts a 422 on the fields', async () => {
    captureMultipart('user/user-to-seller', () => json(answer('validation'), 422));
    await openPage();
    await fillShop();
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The shop name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone no field is required.');
    expect(capturedStore().getState().session.user).not.toBeNull();
  });

  it('shows the demo refusal as an error toast and stays signed in', async () => {
    captureMultipart('user/user-to-seller', () => json(answer('demo')));
    await openPage();
    await fillShop();
    await submit();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }));
    expect(await findNotice('This function is disabled in demo server')).toHaveTextContent('Error');
    expect(window.location.pathname).toBe('/user/user-to-seller');
    expect(capturedStore().getState().session.user).not.toBeNull();
  });

  it('sends once when the confirmation is accepted after a double submit', async () => {
    const sent = captureMultipart('user/user-to-seller', () => json(success(), 200, { 'X-CSRF-TOKEN': 'fresh-token' }));
    await openPage();
    await fillShop();
    const form = screen.getByRole('form', { name: 'Shop Information' });
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    // eslint-disable-next-line testing-library/await-async-events -- fireEvent is synchronous (the plugin mistakes it for this file's async `submit` helper)
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    await findNotice(success().migrate_msg);
    await delay(50);
    expect(sent).toHaveLength(1);
  });

  it('says so to an account that is not a customer', async () => {
    const checkAuth = fixtureAnswer<{ user: Record<string, unknown> }>('session/check-auth', 'signed-in');
    server.use(
      http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ ...checkAuth, user: { ...checkAuth.user, user_type: 'seller' } })),
    );
    await openPage(shell({ user: { ...signedInUser, user_type: 'seller' } }));
    expect(await screen.findByText('Your account already has a shop.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Shop Name')).not.toBeInTheDocument();
  });

  it('says so when the shop takes no sellers', async () => {
    await openPage(shell({ user: signedInUser }, { seller_system: '0' }));
    expect(await screen.findByText('This shop is not taking new sellers at the moment.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Shop Name')).not.toBeInTheDocument();
  });
});

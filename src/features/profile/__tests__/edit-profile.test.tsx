import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, settled, useBackend } from '../../../../test/unit/support/backend';
import { shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { captureMultipart, chosenFile, json, trackObjectUrls } from './profile-test-support';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
jest.setTimeout(20_000);

/** The original's answers (test/contract/account/update-profile.json). */
const answer = (caseName: string) => fixtureAnswer<Record<string, unknown>>('account/update-profile', caseName);
const saved = (over: Record<string, unknown> = {}) => {
  const body = answer('success') as { user: Record<string, unknown>; success: string };
  return { ...body, user: { ...body.user, ...over } };
};

const openPage = () => mountApp('/user/edit-profile', shell({ user: signedInUser }));
const birthDate = () => screen.getByLabelText('Date of Birth') as HTMLInputElement;

describe('/user/edit-profile', () => {
  it('shows the signed-in user in the form; the e-mail is shown, not editable', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Customer');
    expect(screen.getByLabelText('Phone')).toHaveValue('+15550100001');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(birthDate().value).toBe('1995-04-12');
    // The account's e-mail (the sidebar's check-auth may have refreshed the user meanwhile).
    const form = screen.getByRole('form', { name: 'Edit Profile' });
    expect(within(form).getByText(/^\S+@example\.com$/)).toBeInTheDocument();
    expect(within(form).getByText('Your e-mail address cannot be changed here.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
        'src',
        capturedStore().getState().session.user?.profile_image,
      ),
    );
    for (const network of ['Facebook', 'Twitter', 'Linkedin', 'Instagram', 'Pinterest', 'YouTube']) {
      expect(screen.getByLabelText(network)).toHaveValue('');
    }
  });

  it('previews the chosen picture before upload and frees its URL when it changes or the page closes', async () => {
    const urls = trackObjectUrls();
    try {
      const page = await openPage();
      const input = await screen.findByLabelText('Profile Image');
      await userEvent.upload(input, chosenFile('me.png', 'image/png'));
      const live = () => {
        const made = urls.create.mock.results.map((r) => r.value as string);
        return made.filter((url) => !urls.revoked().includes(url));
      };
      const preview = await screen.findByRole('img', { name: 'Preview of me.png (not saved yet)' });
      await waitFor(() => expect(live()).toEqual([preview.getAttribute('src')]));
      const first = preview.getAttribute('src');
      await userEvent.upload(input, chosenFile('other.webp', 'image/webp'));
      const next = await screen.findByRole('img', { name: 'Preview of other.webp (not saved yet)' });
      // Only the shown file's URL is alive: the previous one was revoked.
      await waitFor(() => expect(live()).toEqual([next.getAttribute('src')]));
      expect(urls.revoked()).toContain(first);
      page.unmount();
      expect(live()).toEqual([]);
      expect(requestsTo('user/update-profile')).toHaveLength(0);
    } finally {
      urls.restore();
    }
  });

  it.each([
    ['a file that is not a JPEG, PNG, WebP or GIF', chosenFile('me.svg', 'image/svg+xml'), 'Please choose a JPEG, PNG, WebP or GIF image.'],
    [
      'a picture over 2 MB',
      chosenFile('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1),
      'This image is larger than 2 MB. Please choose a smaller one.',
    ],
  ])('refuses %s on the field, with no preview and no request', async (_case, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    await openPage();
    const input = await screen.findByLabelText('Profile Image');
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(`JPEG, PNG, WebP or GIF, at most 2 MB. ${message}`));
    expect(screen.queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    await settled();
    expect(requestsTo('user/update-profile')).toHaveLength(0);
  });

  it('sends the whole profile as the original does (id, e-mail and country included), then the saved user replaces the session’s (header included)', async () => {
    const sent = captureMultipart('user/update-profile', () => json(saved({ first_name: 'Janet', full_name: 'Janet Customer' })));
    await openPage();
    const first = await screen.findByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    fireEvent.change(birthDate(), { target: { value: '1990-01-02' } });
    await userEvent.type(screen.getByLabelText('Facebook'), 'https://facebook.com/janet');
    await userEvent.upload(screen.getByLabelText('Profile Image'), chosenFile('me.png', 'image/png', 100));
    // The account as the session holds it now (the sidebar's check-auth may have refreshed it).
    const account = capturedStore().getState().session.user as unknown as Record<string, unknown>;
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await findNotice('Profile Updated Successfully');
    // 1.6.7 writes every column from the request (test/contract/account/update-profile.json): a
    // field left out would be blanked, and without `id` the original answers 500.
    expect(sent).toEqual([
      {
        id: String(account.id),
        email: account.email,
        country_id: String(account.country_id),
        first_name: 'Janet',
        last_name: 'Customer',
        phone: '+15550100001',
        gender: 'female',
        date_of_birth: '1990-01-02',
        'socials[facebook]': 'https://facebook.com/janet',
        'socials[twitter]': '',
        'socials[linkedin]': '',
        'socials[instagram]': '',
        'socials[pinterest]': '',
        'socials[youtube]': '',
        image: 'file:me.png:100:image/png',
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Janet' })).toBeInTheDocument();
    expect(capturedStore().getState().session.user).toMatchObject({ first_name: 'Janet' });
    // A fresh form on the saved user: the new name, no chosen picture left to send again.
    expect(screen.getByLabelText('First Name')).toHaveValue('Janet');
    expect(screen.queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
  });

  it('puts a 422 on the fields and focuses the first one', async () => {
    captureMultipart('user/update-profile', () => json(answer('validation'), 422));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The first name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('The gender field is required.');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('checks the required fields before sending', async () => {
    await openPage();
    await userEvent.clear(await screen.findByLabelText('Last Name'));
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Select gender');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your gender.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/update-profile')).toHaveLength(0);
  });

  it('shows the demo refusal as an error toast and keeps the form', async () => {
    captureMultipart('user/update-profile', () => json(answer('demo')));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await findNotice('This function is disabled in demo server')).toHaveTextContent('Error');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(capturedStore().getState().session.user).toMatchObject({ first_name: 'Jane' });
  });

  it('sends a double submit once', async () => {
    const sent = captureMultipart('user/update-profile', () => json(saved()));
    await openPage();
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await findNotice('Profile Updated Successfully');
    await delay(50);
    expect(sent).toHaveLength(1);
  });
});

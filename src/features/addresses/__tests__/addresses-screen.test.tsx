import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';

jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
// Typing a whole address takes a while in jsdom.
jest.setTimeout(20_000);

/** How often the list was asked for so far (the page asks on mount; StrictMode may ask twice). */
const listLoads = () => requestsTo('user/address').length;

const signedIn = () => shell({ user: signedInUser });
const openPage = () => mountApp('/user/addresses', signedIn());

function answerWith(method: 'get' | 'post', path: string, body: unknown, status = 200) {
  server.use(http[method](`${BASE_URL}/${path}`, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

/** The cards of the list, in order. */
async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Addresses' });
  return within(list).getAllByRole('article');
}

async function openAddDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a new Address' }));
  return screen.findByRole('dialog', { name: 'Add a new Address' });
}

/** Fills the text fields of the open dialog. */
async function fillText(
  dialog: HTMLElement,
  values: Partial<Record<'Name' | 'Email address' | 'Phone' | 'Postal Code' | 'Street Address', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** Chooses an option once the picker offers it (its list loads after the field above it). */
async function choose(dialog: HTMLElement, label: 'Country' | 'State' | 'City', option: string) {
  const select = within(dialog).getByLabelText(label);
  await within(select).findByRole('option', { name: option });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, option);
}

describe('/user/addresses: the list', () => {
  it('shows each address with its default badge and only the actions the original offers', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    const [jane, kuwait] = await cards();

    expect(within(jane).getByRole('heading', { name: 'Jane Customer' })).toBeInTheDocument();
    expect(jane).toHaveTextContent('Default shipping & billing');
    expect(jane).toHaveTextContent('customer@example.com');
    expect(jane).toHaveTextContent('+15550100001');
    expect(jane).toHaveTextContent('350 Fifth Avenue, Apt 12B');
    expect(jane).toHaveTextContent('New York City, New York, United States');
    expect(jane).toHaveTextContent('10118');
    // Default for both: edit only.
    expect(
      within(jane)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit']);

    // No city: the place line leaves it out.
    expect(kuwait).toHaveTextContent('Al Jahra, Kuwait');
    expect(within(kuwait).queryByText(/^Default/)).not.toBeInTheDocument();
    expect(
      within(kuwait)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Make Default Shipping', 'Make Default Billing', 'Delete']);
  });

  it('says so when there is no address yet', async () => {
    answerWith('get', 'user/address', fixtureAnswer('account/user-address', 'guest-empty'));
    await openPage();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Addresses' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    answerWith('get', 'user/address', { error: 'Attempt to read property "user_id" on null' });
    await openPage();
    // PHP's words are for the console; the shopper reads a plain sentence.
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/on null/)).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(2);
  });

  it("reads a guest's session book too, also in the object form PHP sends after a deletion", async () => {
    answerWith('get', 'user/address', fixtureAnswer('account/user-address', 'guest-after-deletion'));
    await openPage();
    const [only] = await cards();
    expect(only).toHaveTextContent('Al Jahra, Kuwait');
    // A guest entry has no defaults to set.
    expect(within(only).queryByRole('button', { name: 'Make Default Shipping' })).not.toBeInTheDocument();
  });
});

describe('/user/addresses: adding', () => {
  it('chains the pickers, posts the form as the original does, toasts and reloads the list', async () => {
    await openPage();
    await cards();
    await settled();
    const loads = listLoads();
    const dialog = await openAddDialog();
    // Below the country nothing can be chosen yet.
    expect(within(dialog).getByLabelText('State')).toBeDisabled();
    expect(within(dialog).getByLabelText('City')).toBeDisabled();

    await fillText(dialog, { Name: 'Sam Second', 'Email address': 'sam@example.com', Phone: '+15550100002' });
    await choose(dialog, 'Country', 'United States');
    await choose(dialog, 'State', 'New York');
    await choose(dialog, 'City', 'Buffalo');
    await fillText(dialog, { 'Postal Code': '14201', 'Street Address': '1 Main Street' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await findNotice('Address Created Successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled();
    expect(requestsTo('store/user-address')[0].body).toEqual({
      id: '',
      name: 'Sam Second',
      email: 'sam@example.com',
      phone_no: '+15550100002',
      address: '1 Main Street',
      country_id: 1,
      state_id: 2,
      city_id: 4,
      postal_code: '14201',
    });
    expect(requestsTo('state/by-country/1')).toHaveLength(1);
    expect(requestsTo('city/by-state/2')).toHaveLength(1);
    // The answer's `address` is a text, not an address: the list is fetched again.
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
    expect(await cards()).toHaveLength(2);
  });

  it('clears state and city when the country changes; a state without cities leaves the city empty', async () => {
    await openPage();
    const dialog = await openAddDialog();
    await choose(dialog, 'Country', 'United States');
    await choose(dialog, 'State', 'New York');
    await choose(dialog, 'City', 'New York City');

    await choose(dialog, 'Country', 'Kuwait');
    expect(within(dialog).getByLabelText('State')).toHaveValue('');
    expect(within(dialog).getByLabelText('City')).toHaveValue('');
    expect(within(dialog).getByLabelText('City')).toBeDisabled();

    await choose(dialog, 'State', 'Al Jahra');
    const city = within(dialog).getByLabelText('City');
    await waitFor(() => expect(city).toHaveAccessibleDescription('This state has no cities to choose from; you can leave the city empty.'));
    expect(city).toBeDisabled();

    await fillText(dialog, {
      Name: 'Jane Customer',
      'Email address': 'jane.work@example.com',
      Phone: '+96550000001',
      'Postal Code': '01000',
      'Street Address': 'Block 4, Street 12, House 7',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await findNotice('Address Created Successfully');
    await settled();
    expect(requestsTo('store/user-address')[0].body).toMatchObject({ country_id: 6, state_id: 17, city_id: '' });
    // Going back to a country asked before uses the cached list.
    expect(requestsTo('state/by-country/1')).toHaveLength(1);
  });

  it('checks the fields before sending: a city is needed where the state has some', async () => {
    await openPage();
    const dialog = await openAddDialog();
    await choose(dialog, 'Country', 'United States');
    await choose(dialog, 'State', 'New York');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('City')).toHaveAccessibleDescription('Please choose a city.');
    expect(within(dialog).getByLabelText('Postal Code')).toHaveAccessibleDescription('Please enter the postal code.');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(requestsTo('store/user-address')).toHaveLength(0);
  });

  it("puts the backend's 422 on the fields", async () => {
    answerWith('post', 'store/user-address', fixtureAnswer('account/store-user-address', 'validation'), 422);
    await openPage();
    const dialog = await openAddDialog();
    await fillText(dialog, { Name: 'Sam', 'Email address': 'sam@example.com', Phone: '1' });
    await choose(dialog, 'Country', 'Kuwait');
    await choose(dialog, 'State', 'Al Jahra');
    await fillText(dialog, { 'Postal Code': '1', 'Street Address': 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('The phone no field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Country')).toHaveAccessibleDescription('The country id field is required.');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("toasts the backend's {error} and keeps the form open", async () => {
    answerWith('post', 'store/user-address', fixtureAnswer('account/store-user-address', 'unknown-state'));
    await openPage();
    const dialog = await openAddDialog();
    await fillText(dialog, { Name: 'Sam', 'Email address': 'sam@example.com', Phone: '1' });
    await choose(dialog, 'Country', 'Kuwait');
    await choose(dialog, 'State', 'Al Jahra');
    await fillText(dialog, { 'Postal Code': '1', 'Street Address': 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // The original's PHP text (unknown-state) reaches the console, not the shopper.
    expect(await findNotice('Something went wrong. Please try again.')).toHaveTextContent('Error');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam');
  });

  it('sends a double submit once', async () => {
    server.use(
      http.post(`${BASE_URL}/store/user-address`, async () => {
        await delay(50);
        return HttpResponse.json(fixtureAnswer('account/store-user-address', 'created'));
      }),
    );
    await openPage();
    const dialog = await openAddDialog();
    await fillText(dialog, { Name: 'Sam', 'Email address': 'sam@example.com', Phone: '1' });
    await choose(dialog, 'Country', 'Kuwait');
    await choose(dialog, 'State', 'Al Jahra');
    await fillText(dialog, { 'Postal Code': '1', 'Street Address': 'x' });
    const form = within(dialog).getByRole('form', { name: 'Add a new Address' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await findNotice('Address Created Successfully');
    await settled();
    expect(requestsTo('store/user-address')).toHaveLength(1);
  });
});

describe('/user/addresses: editing', () => {
  it('prefills the form, loads the right states and cities, and posts the id', async () => {
    await openPage();
    const [jane] = await cards();
    await userEvent.click(within(jane).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Address Info' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Customer');
    expect(within(dialog).getByLabelText('Street Address')).toHaveValue('350 Fifth Avenue, Apt 12B');
    await waitFor(() => expect(within(dialog).getByLabelText('Country')).toHaveDisplayValue('United States'));
    await waitFor(() => expect(within(dialog).getByLabelText('State')).toHaveDisplayValue('New York'));
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveDisplayValue('New York City'));

    await fillText(dialog, { 'Street Address': '1 Fifth Avenue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findNotice('Address Created Successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled();
    expect(requestsTo('store/user-address')[0].body).toEqual({
      id: 1,
      name: 'Jane Customer',
      email: 'customer@example.com',
      phone_no: '+15550100001',
      address: '1 Fifth Avenue',
      country_id: 1,
      state_id: 2,
      city_id: 5,
      postal_code: '10118',
    });
  });

  it('closes with Cancel without sending anything', async () => {
    await openPage();
    const [, kuwait] = await cards();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Address Info' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(kuwait).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(requestsTo('store/user-address')).toHaveLength(0);
  });
});

describe('/user/addresses: delete and defaults', () => {
  it('deletes after a confirmation, toasts and reloads', async () => {
    await openPage();
    const [, kuwait] = await cards();
    await settled();
    const loads = listLoads();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Block 4, Street 12, House 7, Al Jahra, Kuwait');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await findNotice('Address Deleted Successfully');
    await settled();
    expect(requestsTo('delete/user-address/2')).toHaveLength(1);
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    await openPage();
    const [, kuwait] = await cards();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settled();
    expect(requestsTo('delete/user-address/2')).toHaveLength(0);
  });

  it('toasts the demo refusal', async () => {
    answerWith('get', 'delete/user-address/2', fixtureAnswer('account/delete-user-address', 'demo'));
    await openPage();
    const [, kuwait] = await cards();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete it!' }));
    await findNotice('This function is disabled in demo server');
    expect(within(kuwait).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it("makes an address the default and replaces the session user with the answer's", async () => {
    const answer = fixtureAnswer<{ user: Record<string, unknown> }>('account/default-user-address', 'shipping');
    await openPage();
    const [, kuwait] = await cards();
    await settled();
    const loads = listLoads();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Make Default Shipping' }));
    await findNotice('Updated Successfully');
    await settled();
    expect(requestsTo('default/user-address/shipping/2')).toHaveLength(1);
    expect(requestsTo('default/user-address/shipping/2')[0].method).toBe('POST');
    expect(capturedStore().getState().session.user).toEqual(answer.user);
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
  });

  it('toasts a failed default change and leaves the user alone', async () => {
    answerWith('post', 'default/user-address/billing/2', { message: 'Server Error' }, 500);
    await openPage();
    const before = capturedStore().getState().session.user;
    const [, kuwait] = await cards();
    await userEvent.click(within(kuwait).getByRole('button', { name: 'Make Default Billing' }));
    // An HTTP 500 says nothing the shopper can use: the generic message.
    await findNotice('Something went wrong. Please try again.');
    expect(capturedStore().getState().session.user).toBe(before);
    await waitFor(() => expect(within(kuwait).getByRole('button', { name: 'Make Default Billing' })).toBeEnabled());
  });
});

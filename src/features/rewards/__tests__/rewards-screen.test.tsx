import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

jest.setTimeout(20_000);
useBackend();

interface HistoryAnswer {
  reward: { rewards: number; last_converted: string | null; [key: string]: unknown } | null;
  reward_details: { data: { id: number; product: { product_name: string } }[]; next_page_url: string | null } | '';
}

/** The contract fixtures (test/contract/loyalty/reward-history.json, convert-reward.json). */
const page1 = () => fixtureAnswer<HistoryAnswer>('loyalty/reward-history', 'page-1');
const page2 = () => fixtureAnswer<HistoryAnswer>('loyalty/reward-history', 'page-2');
const converted = () => fixtureAnswer<object>('loyalty/convert-reward', 'converted');

const open = (over = {}, settings = {}) => mountApp('/my-rewards', shell({ user: signedInUser, ...over }, settings));
const stat = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling!;
const pointsInput = () => screen.getByLabelText('Reward Points');

function historyAnswers(answer: (page: number) => unknown) {
  server.use(
    http.get(`${BASE_URL}/user/reward-history`, ({ request }) =>
      HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('page') ?? 1)) as object),
    ),
  );
}

describe('/my-rewards', () => {
  it('shows the current points, the points ever earned, the last conversion and the history with "Show more" merged by id', async () => {
    const first = page1();
    const details = first.reward_details as Exclude<HistoryAnswer['reward_details'], ''>;
    const dup = details.data[details.data.length - 1];
    historyAnswers((page) => {
      if (page !== 2) return first;
      const second = page2();
      const more = second.reward_details as Exclude<HistoryAnswer['reward_details'], ''>;
      return { ...second, reward_details: { ...more, data: [dup, ...more.data] } };
    });
    await open();
    expect(await stat('Current Rewards')).toHaveTextContent('460');
    expect(await stat('Total Rewards')).toHaveTextContent('695');
    expect(await stat('Last Converted to Wallet')).toHaveTextContent('26 Jan 2025 11:15:00');
    const table = screen.getByRole('region', { name: 'Reward History' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(details.data.length);
    expect(within(rows()[0]).getByRole('rowheader')).toHaveTextContent('Classic Cotton Tee');
    expect(rows()[0]).toHaveTextContent(/2\s*60/);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(details.data.length + 1));
    expect(rows()[rows().length - 1]).toHaveTextContent('Desk Lamp');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows no last conversion when there was none (the original would print "now")', async () => {
    historyAnswers(() => ({ ...page1(), reward: { ...page1().reward, last_converted: null } }));
    await open();
    await stat('Current Rewards');
    expect(screen.queryByText('Last Converted to Wallet')).not.toBeInTheDocument();
  });

  it('with no Reward row (reward_details ""): zero points, no history, nothing to convert', async () => {
    historyAnswers(() => fixtureAnswer('loyalty/reward-history', 'no-reward-row'));
    await open();
    expect(await stat('Current Rewards')).toHaveTextContent('0');
    expect(screen.getByText('No Reward Found')).toBeInTheDocument();
    expect(screen.getByText('You have no points to convert yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reward Points')).not.toBeInTheDocument();
  });

  it.each([
    ['10', '25', '$2.50', {}],
    ['3', '10', '$3.33', {}],
    // Rounded DOWN: 0.666… gives 0.66, not 0.67.
    ['3', '2', '$0.66', {}],
    ['3', '10', '€3.06', { active_currency: eur }],
  ])('at rate %s, %s points show exactly %s before confirming', async (rate, points, shown, over) => {
    await open(over, { reward_convert_rate: rate });
    await userEvent.type(await screen.findByLabelText('Reward Points'), points);
    expect(screen.getByText('Total Amount You will Get :').closest('p')).toHaveTextContent(shown);
  });

  it('checks the points: whole, from 1 to the current ones, and worth at least 0.01', async () => {
    await open({}, { reward_convert_rate: '1000' });
    await userEvent.type(await screen.findByLabelText('Reward Points'), '461');
    await userEvent.click(screen.getByRole('button', { name: 'Convert Rewards' }));
    await waitFor(() => expect(pointsInput()).toHaveAccessibleDescription(/Enter a whole number of points from 1 to 460\./));
    await userEvent.clear(pointsInput());
    await userEvent.type(pointsInput(), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Convert Rewards' }));
    await waitFor(() => expect(pointsInput()).toHaveAccessibleDescription(/from 1 to 460/));
    // At rate 1000, 5 points are worth 0.005: 0.00 rounded down.
    await userEvent.clear(pointsInput());
    await userEvent.type(pointsInput(), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Convert Rewards' }));
    await waitFor(() => expect(pointsInput()).toHaveAccessibleDescription(/Too few points: you would get less than \$0\.01\./));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settled();
    expect(requestsTo('user/convert-reward')).toHaveLength(0);
  });

  it('converts after confirming, once, and shows the new points and wallet balance', async () => {
    server.use(http.post(`${BASE_URL}/user/convert-reward`, () => HttpResponse.json(converted())));
    await open();
    expect(await stat('Wallet Balance')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Reward Points'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Convert Rewards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert 100 points?' });
    expect(dialog).toHaveTextContent('$1.00 is added to your wallet balance.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.dblClick(confirm);
    expect(await findNotice('Reward points converted to wallet balance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await stat('Current Rewards')).toHaveTextContent('360');
    expect(await stat('Wallet Balance')).toHaveTextContent('$126.00');
    expect(pointsInput()).toHaveValue('');
    await settled();
    expect(requestsTo('user/convert-reward')).toHaveLength(1);
    expect(requestsTo('user/convert-reward')[0].body).toEqual({ reward: 100, amount: 1 });
  });

  it("shows the server's refusal and keeps the points", async () => {
    const refusal = fixtureAnswer<object>('loyalty/convert-reward', 'more-than-points');
    server.use(http.post(`${BASE_URL}/user/convert-reward`, () => HttpResponse.json(refusal)));
    await open();
    await userEvent.type(await screen.findByLabelText('Reward Points'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Convert Rewards' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You do not have enough reward points')).toHaveAttribute('role', 'alert');
    expect(await stat('Current Rewards')).toHaveTextContent('460');
  });

  it.each([
    [{ reward_convert_rate: '0' }, 'Points cannot be converted at the moment: the shop has not set a conversion rate.'],
    [{ wallet_system: '0' }, 'Points cannot be converted: this shop has no wallet.'],
  ])('says why conversion is not offered (%o)', async (settings, why) => {
    await open({}, settings);
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByLabelText('Reward Points')).not.toBeInTheDocument();
  });

  it('when the reward add-on is off: says so, links home, asks nothing', async () => {
    await open({ add_ons: [] });
    const said = await screen.findByText(/This shop does not offer reward points\./);
    expect(within(said).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await settled();
    expect(requestsTo('user/reward-history')).toHaveLength(0);
  });
});

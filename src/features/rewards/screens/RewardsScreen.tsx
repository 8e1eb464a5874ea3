import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { compare } from '../../../lib/money/decimal';
import { AccountPage } from '../../account';
import { selectUser } from '../../session/session-selectors';
import { isOn, selectAddOns, selectSettings } from '../../shop/shop-selectors';
import { ConvertForm } from '../components/ConvertForm';
import { rewardsFeature } from '../rewards-feature';
import { emptyPagedList } from '../../../lib/paging/paged-lists';
import type { RewardRow } from '../rewards-api';
import { selectRewardHistory, selectRewards } from '../rewards-selectors';
import { moreRewardsRequested, REWARD_HISTORY_KEY, rewardHistoryRequested } from '../rewards-slice';
import '../rewards.css';
import { STACK_TABLE } from '../../../components/stack-table';

/**
 * `/my-rewards` (test/contract/loyalty/{convert-reward,reward-history}.json), when the `reward` add-on is on: the current points, the
 * points ever earned, the last conversion (only when there was one), the conversion to wallet
 * credit (when the shop has a rate and a wallet, and the shopper has points) and the history with
 * "Show more".
 */
export default function RewardsScreen() {
  useFeature(rewardsFeature);
  const t = useT();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const addOns = useAppSelector(selectAddOns);
  const settings = useAppSelector(selectSettings);
  const offered = addOns.includes('reward');
  const { reward } = useAppSelector(selectRewards);
  const history = useAppSelector(selectRewardHistory) ?? emptyPagedList<RewardRow>();
  const user = useAppSelector(selectUser);

  useEffect(() => {
    if (offered) dispatch(rewardHistoryRequested({ key: REWARD_HISTORY_KEY }));
  }, [dispatch, offered]);

  if (!offered) {
    return (
      <AccountPage>
        <ScreenTitle>{t('my_rewards')}</ScreenTitle>
        <p className="sf-hint">
          {t('rewards_not_offered')} <Link to={paths.home()}>{t('home')}</Link>
        </p>
      </AccountPage>
    );
  }

  if (history.status === 'failed' && !reward && history.items.length === 0) {
    return (
      <AccountPage>
        <ScreenTitle>{t('my_rewards')}</ScreenTitle>
        <ErrorPanel message={history.error ?? undefined} onRetry={() => dispatch(rewardHistoryRequested({ key: REWARD_HISTORY_KEY }))} />
      </AccountPage>
    );
  }
  if (history.status !== 'succeeded') {
    return (
      <AccountPage>
        <ScreenTitle>{t('my_rewards')}</ScreenTitle>
        <p className="sf-hint" role="status">
          {t('loading')}
        </p>
      </AccountPage>
    );
  }

  const points = reward?.points ?? 0;
  const rate = settings.reward_convert_rate;
  const rateOn = compare(rate, 0) > 0;
  const walletOn = isOn(settings.wallet_system);
  const why = !rateOn ? t('rewards_off_rate') : !walletOn ? t('rewards_off_wallet') : points <= 0 ? t('rewards_off_points') : null;

  return (
    <AccountPage>
      <ScreenTitle>{t('my_rewards')}</ScreenTitle>
      <dl className="sf-stats" aria-live="polite">
        <div className="sf-stat">
          <dt>{t('current_rewards')}</dt>
          <dd>{points}</dd>
        </div>
        <div className="sf-stat">
          <dt>{t('total_rewards')}</dt>
          <dd>{reward?.earned ?? 0}</dd>
        </div>
        {walletOn && (
          <div className="sf-stat">
            <dt>{t('wallet_balance')}</dt>
            <dd>{money(user?.balance ?? 0)}</dd>
          </div>
        )}
        {reward?.lastConversion && (
          <div className="sf-stat">
            <dt>{t('last_converted_to_wallet')}</dt>
            <dd className="sf-rewards__date">{reward.lastConversion}</dd>
          </div>
        )}
      </dl>
      <section className="sf-account-card sf-rewards-convert" aria-labelledby="sf-rewards-convert">
        <h2 id="sf-rewards-convert" className="sf-account-card__title">
          {t('convert_reward_to_wallet')}
        </h2>
        {rateOn && <p className="sf-hint">{t('rewards_rate', { points: String(rate), amount: money(1) })}</p>}
        {why ? <p className="sf-hint">{why}</p> : <ConvertForm max={points} rate={rate} />}
      </section>
      <section className="sf-rewards__history">
        <h2 id="sf-rewards-history" className="sf-account-card__title">
          {t('reward_history')}
        </h2>
        {history.items.length === 0 ? (
          <p className="sf-hint">{t('no_my_rewards')}</p>
        ) : (
          <>
            <div className="sf-table-scroll" tabIndex={0} role="region" aria-labelledby="sf-rewards-history">
              <table className={`sf-orders-table sf-rewards-table ${STACK_TABLE}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('product')}</th>
                    <th scope="col" className="sf-rewards-table__number">
                      {t('quantity')}
                    </th>
                    <th scope="col" className="sf-rewards-table__number">
                      {t('total_reward')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.items.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.productName}</th>
                      <td className="sf-rewards-table__number" data-label={t('quantity')}>
                        {row.quantity}
                      </td>
                      <td className="sf-rewards-table__number" data-label={t('total_reward')}>
                        {row.points}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {history.nextPageUrl && (
              <p className="sf-rewards__more">
                <button
                  type="button"
                  className="sf-button"
                  disabled={history.moreStatus === 'loading'}
                  onClick={() => dispatch(moreRewardsRequested({ key: REWARD_HISTORY_KEY }))}
                >
                  {history.moreStatus === 'loading' ? t('loading') : t('show_more')}
                </button>
              </p>
            )}
          </>
        )}
      </section>
    </AccountPage>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { compare } from '../../../lib/money/decimal';
import { AccountPage } from '../../account';
import { selectUser } from '../../session/session-selectors';
import { isOn, selectActiveCurrency, selectAddOns, selectCurrencies, selectMoneyFormat, selectSettings } from '../../shop/shop-selectors';
import { offeredRechargeSdkMethods, offeredRedirectMethods } from '../../payment';
import { RechargeDialog } from '../components/RechargeDialog';
import { WalletHistoryTable } from '../components/WalletHistoryTable';
import { walletFeature } from '../wallet-feature';
import { walletEntries } from '../wallet-history-entries';
import { emptyPagedList } from '../../../lib/paging/paged-lists';
import type { WalletRow } from '../wallet-api';
import { selectWallet, selectWalletHistory } from '../wallet-selectors';
import { moreWalletHistoryRequested, WALLET_HISTORY_KEY, walletClosed, walletOpened } from '../wallet-slice';
import '../wallet.css';

/**
 * `/my-wallet` (test/contract/loyalty/{wallet-data,wallet-history,recharge-wallet}.json), when the shop has `wallet_system` on: the balance (the
 * signed-in user's, refreshed by the account's `home/check-auth`, not `wallet-history.balance`), the
 * last recharge, the history with "Show more", and the recharge dialog. Back from the card gateway
 * (`?recharge=pending|declined|cancelled`) the outcome is said once. While it is open, a live
 * notification (an approved recharge) refreshes the balance and the history.
 */
export default function WalletScreen() {
  useFeature(walletFeature);
  const t = useT();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const offered = isOn(settings.wallet_system);
  const user = useAppSelector(selectUser);
  const wallet = useAppSelector(selectWallet);
  const list = useAppSelector(selectWalletHistory) ?? emptyPagedList<WalletRow>();
  const addOns = useAppSelector(selectAddOns);
  const currencies = useAppSelector(selectCurrencies);
  const currency = useAppSelector(selectActiveCurrency);
  const { decimals } = useAppSelector(selectMoneyFormat);
  const [params, setParams] = useSearchParams();
  const outcome = useRef(params.get('recharge'));
  const [recharging, setRecharging] = useState(false);

  useEffect(() => {
    if (!offered) return undefined;
    dispatch(walletOpened(outcome.current ? { gatewayOutcome: outcome.current } : undefined));
    outcome.current = null;
    return () => {
      dispatch(walletClosed());
    };
  }, [dispatch, offered]);

  // The gateway's outcome is said once: a reload or a shared link does not say it again.
  useEffect(() => {
    if (params.has('recharge')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('recharge');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  if (!offered) {
    return (
      <AccountPage>
        <ScreenTitle>{t('my_wallet')}</ScreenTitle>
        <p className="sf-hint">
          {t('wallet_not_offered')} <Link to={paths.home()}>{t('home')}</Link>
        </p>
      </AccountPage>
    );
  }

  const lastRecharge = user?.last_recharge ?? 0;
  const offline = addOns.includes('offline_payment') ? wallet.methods.offline : [];
  const currencyLabel = currency ? [currency.code, currency.symbol && `(${currency.symbol})`].filter(Boolean).join(' ') : '';

  // A payment at the end of the loaded rows waits for the next page (wallet-history-entries.ts).
  const entries = walletEntries(list.items, list.nextPageUrl !== null);
  let history;
  if (list.status === 'failed' && list.items.length === 0) {
    // Try again as on opening: the methods too, when they failed with it.
    history = <ErrorPanel message={list.error ?? undefined} onRetry={() => dispatch(walletOpened())} />;
  } else if (list.status !== 'succeeded' && list.items.length === 0) {
    history = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else if (list.items.length === 0) {
    history = <p className="sf-hint">{t('wallet_no_history')}</p>;
  } else {
    history = (
      <>
        {entries.length > 0 && <WalletHistoryTable entries={entries} />}
        {list.nextPageUrl && (
          <p className="sf-wallet__more">
            <button
              type="button"
              className="sf-button"
              disabled={list.moreStatus === 'loading'}
              onClick={() => dispatch(moreWalletHistoryRequested({ key: WALLET_HISTORY_KEY }))}
            >
              {list.moreStatus === 'loading' ? t('loading') : t('show_more')}
            </button>
          </p>
        )}
      </>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('my_wallet')}</ScreenTitle>
      <dl className="sf-stats" aria-live="polite">
        <div className="sf-stat">
          <dt>{t('total_balance')}</dt>
          <dd>{money(user?.balance ?? 0)}</dd>
        </div>
        {compare(lastRecharge, 0) > 0 && (
          <div className="sf-stat">
            <dt>{t('last_recharge')}</dt>
            <dd>{money(lastRecharge)}</dd>
          </div>
        )}
      </dl>
      <p>
        <button type="button" className="sf-button sf-button--primary" onClick={() => setRecharging(true)}>
          {t('recharge_wallet')}
        </button>
      </p>
      <section className="sf-wallet__history">
        <h2 id="sf-wallet-history" className="sf-account-card__title">
          {t('wallet_history')}
        </h2>
        {history}
      </section>
      {recharging && (
        <RechargeDialog
          currencyLabel={currencyLabel}
          decimals={decimals}
          gateways={offeredRedirectMethods({ settings, currencies, addOns, purpose: 'wallet' })}
          providers={offeredRechargeSdkMethods({
            settings,
            currencies,
            indianCurrency: wallet.methods.indianCurrency,
            xof: wallet.methods.xof,
          })}
          offline={offline}
          onClose={() => setRecharging(false)}
        />
      )}
    </AccountPage>
  );
}

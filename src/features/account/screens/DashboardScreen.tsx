import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { AddressSummary } from '../../../types/account';
import { selectCartLines } from '../../cart/cart-selectors';
import { selectUser } from '../../session/session-selectors';
import { isOn, selectAddOns, selectSettings } from '../../shop/shop-selectors';
import { selectWishlistCount } from '../../wishlist/wishlist-slice';
import { selectAccountCheck, selectLatestOrders } from '../account-selectors';
import { accountFeature } from '../account-feature';
import { latestOrdersRequested } from '../account-slice';
import { AccountPage } from '../components/AccountPage';
import { OrdersTable } from '../components/OrdersTable';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="sf-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A default address panel; the original prints `[]` (no default) as blank fields, here it says so. */
function AddressPanel({ title, address }: { title: string; address: AddressSummary | [] | undefined }) {
  const t = useT();
  const known = address && !Array.isArray(address) ? address : null;
  return (
    <section className="sf-account-card" aria-label={title}>
      <h2 className="sf-account-card__title">{title}</h2>
      {known ? (
        <address className="sf-address-lines">
          {known.name && <span>{known.name}</span>}
          {known.address && <span>{known.address}</span>}
          <span>{[known.city, known.state, known.postal_code].filter(Boolean).join(', ')}</span>
          {known.country && <span>{known.country}</span>}
          {known.phone_no && <span>{known.phone_no}</span>}
          {known.email && <span>{known.email}</span>}
        </address>
      ) : (
        <p className="sf-hint">{t('no_default_address')}</p>
      )}
      <Link to={paths.addresses()}>{t('manage_addresses')}</Link>
    </section>
  );
}

/**
 * `/user/dashboard` (test/contract/account/profile-orders.json): the shopper's counts, wallet and reward figures where the
 * shop offers them, the default addresses and the latest orders (`user/profile-orders`).
 */
export default function DashboardScreen() {
  // Before the first text is read: the feature brings the dashboard's wording.
  useFeature(accountFeature);
  const t = useT();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const addOns = useAppSelector(selectAddOns);
  const cartLines = useAppSelector(selectCartLines).length;
  const loved = useAppSelector(selectWishlistCount);
  const { reward } = useAppSelector(selectAccountCheck);
  const orders = useAppSelector(selectLatestOrders);

  useEffect(() => {
    dispatch(latestOrdersRequested());
  }, [dispatch]);

  const wallet = isOn(settings.wallet_system);
  const rewards = addOns.includes('reward');

  return (
    <AccountPage>
      <ScreenTitle>{t('dashboard')}</ScreenTitle>
      <dl className="sf-stats">
        <Stat label={t('total_order')} value={orders.status === 'succeeded' ? orders.total : '…'} />
        <Stat label={t('product_cart')} value={cartLines} />
        <Stat label={t('product_you_love')} value={loved} />
        {wallet && <Stat label={t('wallet_balance')} value={money(user?.balance ?? 0)} />}
        {wallet && <Stat label={t('last_recharge')} value={money(user?.last_recharge ?? 0)} />}
        {rewards && <Stat label={t('total_rewards')} value={Number(reward?.reward_sum ?? 0) || 0} />}
        {rewards && <Stat label={t('current_rewards')} value={Number(reward?.rewards ?? 0) || 0} />}
      </dl>
      {wallet && (
        <p>
          <Link className="sf-button" to={paths.wallet()}>
            {t('recharge_wallet')}
          </Link>
        </p>
      )}
      <div className="sf-account-cards">
        <AddressPanel title={t('default_shipping')} address={user?.shipping_address} />
        <AddressPanel title={t('default_billing')} address={user?.billing_address} />
      </div>
      <section className="sf-account-orders" aria-labelledby="sf-latest-orders">
        <h2 id="sf-latest-orders" className="sf-account-card__title">
          {t('latest_orders')}
        </h2>
        {orders.status === 'failed' ? (
          <ErrorPanel message={orders.error ?? undefined} onRetry={() => dispatch(latestOrdersRequested())} />
        ) : orders.status === 'succeeded' && orders.rows.length === 0 ? (
          <p className="sf-hint">{t('no_order_found')}</p>
        ) : orders.status === 'succeeded' ? (
          <>
            <OrdersTable rows={orders.rows} caption={t('latest_orders')} />
            {orders.total > orders.rows.length && <Link to={paths.orderHistory()}>{t('order_history')}</Link>}
          </>
        ) : (
          <div className="sf-skeleton sf-skeleton--table" aria-hidden="true" />
        )}
      </section>
    </AccountPage>
  );
}

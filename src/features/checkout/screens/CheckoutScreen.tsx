import { useEffect, useId, useMemo, useState } from 'react';
import { releaseRadio } from '../../../lib/dom/radio-groups';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { isDeduction, linesTotals, summaryRows, type Totals } from '../../../lib/money/commerce-totals';
import { mul, sub, toFixedString, toNumber } from '../../../lib/money/decimal';
import { formatDeduction, formatMoney } from '../../../lib/money/format-money';
import type { CartLine, SellerGroup } from '../../../types/cart';
import { AddressForm, placeLine, type AddressEntry } from '../../addresses';
import { selectMoneyFormat, selectSettings } from '../../shop/shop-selectors';
import type { CheckoutData, ConfirmOrderBody } from '../checkout-api';
import { checkoutFeature } from '../checkout-feature';
import { selectAreaCost, selectCheckoutData, selectPlaceStatus, selectPrivacyAgreements } from '../checkout-selectors';
import { areaCostRequested, checkoutRequested, placeOrderRequested } from '../checkout-slice';
import '../checkout.css';
import { STACK_TABLE } from '../../../components/stack-table';

type Method = 'delivery' | 'pickup';

const isWebUrl = (link: string) => /^https?:\/\//i.test(link);

/** The seller groups in the answer's order, each with its lines (lines of a seller without a group are not shown, as in the original). */
function sellerGroups(data: CheckoutData): Array<{ key: string; group: SellerGroup; lines: CartLine[] }> {
  if (Array.isArray(data.checkouts)) return [];
  return Object.entries(data.checkouts).map(([key, group]) => ({
    key,
    group,
    lines: data.carts.filter((l) => String(l.seller_id) === String(group.seller_id ?? key)),
  }));
}

/**
 * `/checkout` (the original's pages/checkout.vue, test/contract/commerce/{user-address-checkout,confirm-order}.json): where the order goes (a saved
 * address or a new one; billing the same or another), or a pickup hub where the shop offers them;
 * the area-based shipping cost for the chosen address; the lines per seller and the price summary
 * (the shared totals rules, in the active currency); the agreement; then Place order, sent once.
 */
export default function CheckoutScreen() {
  useFeature(checkoutFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const cartPage = search.get('cart_page') ?? undefined;
  const remote = useAppSelector(selectCheckoutData);
  const area = useAppSelector(selectAreaCost);
  const place = useAppSelector(selectPlaceStatus);
  const settings = useAppSelector(selectSettings);
  const moneyFormat = useAppSelector(selectMoneyFormat);
  const agreements = useAppSelector(selectPrivacyAgreements);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, moneyFormat);

  /** The shopper's own picks; until then (or once a pick is gone) the defaults are selected. */
  const [shippingPick, setShippingKey] = useState<string | null>(null);
  const [billingPick, setBillingKey] = useState<string | null>(null);
  const [sameBilling, setSameBilling] = useState(true);
  const [method, setMethod] = useState<Method>('delivery');
  const [hubId, setHubId] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    dispatch(checkoutRequested({ cartPage, begin: true }));
  }, [dispatch, cartPage]);

  const data = remote.data;
  const addresses = useMemo(() => data?.addresses ?? [], [data]);
  const hubs = data?.pickupHubs ?? [];
  const pickup = method === 'pickup' && hubs.length > 0;

  // The default shipping and billing addresses are pre-selected (a guest has none).
  const keep = (key: string | null, fallback: AddressEntry | undefined) =>
    key && addresses.some((a) => a.key === key) ? key : (fallback?.key ?? null);
  const shippingKey = keep(
    shippingPick,
    addresses.find((a) => a.defaultShipping),
  );
  const billingKey = keep(
    billingPick,
    addresses.find((a) => a.defaultBilling),
  );

  const shipping = addresses.find((a) => a.key === shippingKey) ?? null;
  const billing = sameBilling ? shipping : (addresses.find((a) => a.key === billingKey) ?? null);
  const feeType = String(settings.shipping_fee_type ?? settings.shipping_cost ?? '');
  const areaBased = feeType === 'area_base';
  const areaCost = areaBased && area.key !== null && area.key === shippingKey && area.status === 'succeeded' ? area.cost : undefined;
  const areaLoading = areaBased && !pickup && area.key === shippingKey && area.status === 'loading';

  const totals: Totals | null = useMemo(
    () => (data ? linesTotals(data, settings, 'checkout', { pickup, areaCost }) : null),
    [data, settings, pickup, areaCost],
  );

  const chooseShipping = (address: AddressEntry) => {
    setShippingKey(address.key);
    setProblem(null);
    // Area-based fees: the chosen address's city decides the cost.
    if (areaBased) dispatch(areaCostRequested({ key: address.key, cityId: address.cityId ?? 0 }));
  };

  const busy = place === 'placing' || place === 'checking' || place === 'done';

  const submit = () => {
    if (!data || !totals || busy) return;
    let why: string | null = null;
    if (agreements.length && !agreed) why = t('accept_agreement', { titles: agreements.map((a) => a.title).join(', ') });
    else if (pickup && !hubId) why = t('please_choose_a_pickHub_point');
    else if (!pickup && (!shipping || !billing)) why = t('please_choose_a_billing_address');
    setProblem(why);
    if (why) return;
    const body: ConfirmOrderBody = {
      payment_type: 0,
      sub_total: toNumber(totals.subTotal),
      discount_offer: toNumber(totals.discount),
      shipping_tax: toNumber(totals.shipping),
      tax: toNumber(totals.tax),
      coupon_discount: toNumber(totals.couponDiscount),
      total: toNumber(totals.total),
      trx_id: data.carts[0]?.trx_id ?? '',
      quantity: data.carts.map((l) => ({ id: l.id, quantity: l.quantity })),
      coupon_code: '',
      coupon: [],
      checkout_method: pickup ? 1 : 2,
      buy_now: data.carts.some((l) => l.is_buy_now === true || l.is_buy_now === 1) ? 1 : 0,
      ...(pickup ? { pick_hub_id: Number(hubId) } : { shipping_address: shipping!.raw, billing_address: billing!.raw }),
    };
    dispatch(placeOrderRequested({ body, tier: pickup ? 'pickup' : 'delivery', shownTotal: toFixedString(totals.total) }));
  };

  const title = <ScreenTitle>{t('check_out')}</ScreenTitle>;

  if (!data) {
    return (
      <div className="sf-checkout">
        {title}
        {remote.status === 'failed' ? (
          <ErrorPanel message={remote.error} onRetry={() => dispatch(checkoutRequested({ cartPage, begin: true }))} />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    );
  }

  if (!data.carts.length) {
    return (
      <div className="sf-checkout">
        {title}
        <p className="sf-checkout__empty">{t('checkout_empty')}</p>
        <p>
          <Link to={paths.cart()}>{t('checkout_back_to_cart')}</Link>
        </p>
      </div>
    );
  }

  const addressList = (legend: string, name: string, selected: string | null, onPick: (a: AddressEntry) => void) => (
    <fieldset className="sf-checkout__addresses">
      <legend>{legend}</legend>
      {addresses.length === 0 && <p>{t('checkout_no_addresses')}</p>}
      <ul>
        {addresses.map((a) => (
          <li key={a.key}>
            <label className="sf-checkout__address">
              <input ref={releaseRadio} type="radio" name={`${ids}-${name}`} checked={selected === a.key} onChange={() => onPick(a)} />
              <span>
                <strong>{a.name}</strong>
                <span>{[a.address, placeLine(a), a.postalCode].filter(Boolean).join(', ')}</span>
                <span>{[a.phone, a.email].filter(Boolean).join(' · ')}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  return (
    <div className="sf-checkout">
      {title}
      <div className="sf-checkout__layout">
        <div className="sf-checkout__main">
          {hubs.length > 0 && (
            <fieldset className="sf-checkout__method">
              <legend>{t('choose_a_way_to_collect_order')}</legend>
              <label>
                <input
                  ref={releaseRadio}
                  type="radio"
                  name={`${ids}-method`}
                  checked={method === 'delivery'}
                  onChange={() => setMethod('delivery')}
                />{' '}
                {t('use_shipping_billing_addresses')}
              </label>
              <label>
                <input
                  ref={releaseRadio}
                  type="radio"
                  name={`${ids}-method`}
                  checked={method === 'pickup'}
                  onChange={() => setMethod('pickup')}
                />{' '}
                {t('use_pickHub_point')}
              </label>
            </fieldset>
          )}

          {pickup ? (
            <div className="sf-checkout__hub">
              <label htmlFor={`${ids}-hub`}>{t('pickHub_point')}</label>
              <select id={`${ids}-hub`} value={hubId} onChange={(e) => setHubId(e.target.value)}>
                <option value="">{t('select_pickHub_point')}</option>
                {hubs.map((h) => (
                  <option key={h.id} value={String(h.id)}>
                    {h.name} — {h.address}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <>
              {addressList(t('shipping_address'), 'shipping', shippingKey, chooseShipping)}
              {areaLoading && <p role="status">{t('checkout_area_cost_loading')}</p>}
              <label className="sf-checkout__same">
                <input type="checkbox" checked={sameBilling} onChange={(e) => setSameBilling(e.target.checked)} />{' '}
                {t('address_is_shipping')}
              </label>
              {!sameBilling && addressList(t('billing_address'), 'billing', billingKey, (a) => setBillingKey(a.key))}
              {addresses.length === 0 || adding ? (
                <section className="sf-checkout__new-address" aria-labelledby={`${ids}-new`}>
                  <h2 id={`${ids}-new`}>{t('address_area_title')}</h2>
                  <AddressForm
                    onDone={() => {
                      setAdding(false);
                      dispatch(checkoutRequested({ cartPage: undefined }));
                    }}
                    onCancel={addresses.length ? () => setAdding(false) : undefined}
                  />
                </section>
              ) : (
                <button type="button" className="sf-button" onClick={() => setAdding(true)}>
                  {t('address_area_title')}
                </button>
              )}
            </>
          )}

          {sellerGroups(data).map(({ key, group, lines }) => (
            <section key={key} className="sf-checkout__seller" aria-labelledby={`${ids}-seller-${key}`}>
              <h2 id={`${ids}-seller-${key}`}>{group.name || t('checkout_in_house')}</h2>
              <table className={`sf-checkout__lines ${STACK_TABLE}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('product')}</th>
                    <th scope="col">{t('quantity')}</th>
                    <th scope="col">{t('total_price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((l) => (
                    <tr key={l.id}>
                      <th scope="row">
                        {l.product_name}
                        {l.variant ? ` (${l.variant})` : ''}
                      </th>
                      <td data-label={t('quantity')}>{l.quantity}</td>
                      <td data-label={t('total_price')}>{money(mul(sub(l.price, l.discount), l.quantity))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>

        <aside className="sf-checkout__summary" aria-labelledby={`${ids}-summary`}>
          <h2 id={`${ids}-summary`}>{t('price_details')}</h2>
          {totals && (
            <dl>
              {summaryRows(totals, settings, 'checkout').map((row, i) => (
                <div key={`${row.key}-${i}`} className={`sf-checkout__row sf-checkout__row--${row.key}`}>
                  <dt>{t(row.key)}</dt>
                  <dd>{isDeduction(row.key) ? formatDeduction(row.amount, moneyFormat) : money(row.amount)}</dd>
                </div>
              ))}
            </dl>
          )}
          {agreements.length > 0 && (
            <div className="sf-checkout__agreement">
              <label>
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('agreement')}{' '}
                {agreements.map((a) => a.title).join(', ')}
              </label>
              <p>
                {agreements.map((a, i) => (
                  <span key={a.link}>
                    {i > 0 && ', '}
                    {isWebUrl(a.link) ? (
                      <DataLinkTo url={a.link}>{a.title}</DataLinkTo>
                    ) : (
                      <Link to={paths.staticPage({ slug: a.link })}>{a.title}</Link>
                    )}
                  </span>
                ))}
              </p>
            </div>
          )}
          {problem && (
            <p className="sf-checkout__problem" role="alert">
              {problem}
            </p>
          )}
          {place === 'lost' && (
            <div className="sf-checkout__problem" role="alert">
              <p>{t('checkout_order_not_placed')}</p>
              <button type="button" className="sf-button" onClick={submit}>
                {t('try_again')}
              </button>
            </div>
          )}
          {place === 'checking' && <p role="status">{t('checkout_checking')}</p>}
          <button
            type="button"
            className="sf-button sf-button--primary sf-checkout__place"
            disabled={busy || areaLoading}
            aria-busy={busy || undefined}
            onClick={submit}
          >
            {place === 'placing' ? t('checkout_placing') : t('confirm_order')}
          </button>
        </aside>
      </div>
    </div>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { releaseRadio } from '../../../lib/dom/radio-groups';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useRouteHandle } from '../../../app/route-handle';
import { paths } from '../../../lib/links/paths';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { SafeHtml } from '../../../components/SafeHtml';
import { isDeduction, ordersTotals, summaryRows } from '../../../lib/money/commerce-totals';
import { compare, ZERO } from '../../../lib/money/decimal';
import { formatDeduction, formatMoney } from '../../../lib/money/format-money';
import { isOn, selectAddOns, selectCurrencies, selectMoneyFormat, selectSettings } from '../../shop/shop-selectors';
import { selectUser } from '../../session/session-selectors';
import { selectPlacedTotal } from '../../checkout/checkout-selectors';
import type { StaticPage } from '../../../types/shop';
import { paymentFeature } from '../payment-feature';
import { leaveProof } from '../payment-proof';
import { selectPay, selectPaymentOrder } from '../payment-selectors';
import { payAbandoned, paymentOrderRequested, paymentPageOpened, payRequested } from '../payment-slice';
import { offeredSdkMethods, type SdkMethodId } from '../sdk/sdk-methods';
import { offeredRedirectMethods, type RedirectMethodId } from '../payment-methods';
import { setSdkSlot } from '../sdk/sdk-slot';
import '../payment.css';

/** The gateway's return flash (`?payment=`), read once. */
const FLASHES: Record<string, TextKey> = {
  declined: 'payment_declined',
  cancelled: 'payment_cancelled',
  failed: 'payment_failed',
};

const PROOF_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

type Choice = RedirectMethodId | 'pay_later' | 'cash_on_delivery' | 'wallet' | `offline:${number}` | SdkMethodId;

/** /payment/:code? (test/contract/commerce/{payment-order,complete-order}.json): the orders confirm-order created (or one order by code), how to pay, and the summary. */
export default function PaymentScreen() {
  useFeature(paymentFeature);
  const t = useT();
  const route = useRouteHandle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const [search, setSearch] = useSearchParams();
  const settings = useAppSelector(selectSettings);
  const currencies = useAppSelector(selectCurrencies);
  const addOns = useAppSelector(selectAddOns);
  const user = useAppSelector(selectUser);
  const money = useAppSelector(selectMoneyFormat);
  const order = useAppSelector(selectPaymentOrder);
  const pay = useAppSelector(selectPay);
  const placedTotal = useAppSelector(selectPlacedTotal);

  const [flash, setFlash] = useState<TextKey | null>(() => FLASHES[search.get('payment') ?? ''] ?? null);
  const [choice, setChoice] = useState<Choice | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<TextKey | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    dispatch(paymentPageOpened());
    dispatch(paymentOrderRequested({ code }));
  }, [dispatch, code]);

  // The gateway's flash is shown once: the query leaves the address, so a reload does not repeat it.
  useEffect(() => {
    if (!search.has('payment')) return;
    const next = new URLSearchParams(search);
    next.delete('payment');
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  useEffect(() => {
    if (pay.status === 'done' && pay.target) navigate(pay.target);
  }, [pay.status, pay.target, navigate]);

  const answer = order.code === code ? order.data : undefined;
  const orders = useMemo(() => answer?.orders ?? [], [answer]);
  const totals = useMemo(() => ordersTotals(orders, settings), [orders, settings]);
  const rows = summaryRows(totals, settings, 'payment');
  // Straight from the checkout: when the orders ask for another total than its summary showed, say so
  // (the original's confirm-order can add a coupon once per seller; the orders' figure is what is charged).
  const shownAtCheckout = !code && placedTotal !== null && compare(totals.total, placedTotal) !== 0 ? placedTotal : null;
  const trxId = orders.length ? String(orders[orders.length - 1].trx_id ?? '') : '';
  const totalPositive = compare(totals.total, ZERO) > 0;
  const agreements = (Array.isArray(settings.payment_agreement) ? settings.payment_agreement : []) as StaticPage[];

  const offline = !code && addOns.includes('offline_payment') ? (answer?.offline_methods ?? []) : [];
  const options: Array<{ value: Choice; label: string }> = [];
  // Methods that leave the page (payment-methods.ts): each with its setting, currency and add-on.
  const leaving = offeredRedirectMethods({ settings, currencies, addOns, purpose: 'order', formUrl: answer?.jazz_url });
  for (const m of leaving) options.push({ value: m.id, label: t(m.label) });
  // In-page providers (sdk/): their scripts load only when the shopper pays with one.
  if (answer) for (const m of offeredSdkMethods({ settings, currencies, answer })) options.push({ value: m.id, label: t(m.label) });
  if (!code && isOn(settings.pay_later_system) && user) options.push({ value: 'pay_later', label: t('pay_later') });
  if (totalPositive && !code && !answer?.check_cod) options.push({ value: 'cash_on_delivery', label: t('cash_on_delivery') });
  for (const m of offline) options.push({ value: `offline:${m.id}`, label: m.name });
  const walletShown = totalPositive && !!user && isOn(settings.wallet_system);
  const walletShort = walletShown && compare(user?.balance ?? 0, totals.total) < 0;
  if (walletShown) options.push({ value: 'wallet', label: t('pay_with_wallet') });
  const chosenOffline = choice.startsWith('offline:') ? offline.find((m) => `offline:${m.id}` === choice) : undefined;

  const busy =
    pay.status === 'sending' ||
    pay.status === 'checking' ||
    pay.status === 'redirecting' ||
    pay.status === 'provider' ||
    pay.status === 'done';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!choice) return setProblem('please_choose_a_payment_method');
    if (agreements.length && !agreed) {
      agreeRef.current?.focus();
      return setProblem('accept_terms');
    }
    if (chosenOffline && !file) {
      fileRef.current?.focus();
      return setProblem('payment_proof_required');
    }
    setProblem(null);
    setFlash(null);
    dispatch(
      payRequested({
        code,
        trxId,
        paymentType: chosenOffline ? 'offline_method' : choice,
        offlineId: chosenOffline ? chosenOffline.id : '',
        proofKey: chosenOffline && file ? leaveProof(file) : null,
      }),
    );
  }

  const title = <ScreenTitle>{t((route?.titleKey ?? 'payment_method') as TextKey)}</ScreenTitle>;

  if (order.status === 'failed' && order.code === code) {
    return (
      <div className="sf-payment">
        {title}
        <div className="sf-error-panel" role="alert">
          <p>{order.error || t('payment_load_failed')}</p>
          <button type="button" className="sf-button" onClick={() => dispatch(paymentOrderRequested({ code }))}>
            {t('payment_try_again')}
          </button>
          <p className="sf-payment__ways">
            {!code && <Link to={paths.checkout()}>{t('check_out')}</Link>}
            {user && <Link to={paths.orderHistory()}>{t('payment_view_orders')}</Link>}
          </p>
        </div>
      </div>
    );
  }
  if (!answer) {
    return (
      <div className="sf-payment" aria-busy="true">
        {title}
      </div>
    );
  }
  if (!trxId) {
    return (
      <div className="sf-payment">
        {title}
        <div className="sf-error-panel" role="alert">
          <p>{t('something_went_wrong_try_chooing_address')}</p>
          <Link to={paths.checkout()}>{t('check_out')}</Link>
        </div>
      </div>
    );
  }

  const payLabel = choice === 'cash_on_delivery' || choice === 'pay_later' ? t('confirm') : t('pay_now');
  const progress =
    pay.status === 'sending'
      ? t('payment_sending')
      : pay.status === 'checking'
        ? t('payment_checking')
        : pay.status === 'redirecting'
          ? t('payment_redirecting')
          : pay.status === 'provider'
            ? t('payment_in_provider')
            : '';

  return (
    <div className="sf-payment">
      {title}
      {flash && (
        <p className="sf-payment__flash" role="alert">
          {t(flash)}
        </p>
      )}
      <div className="sf-payment__layout">
        <form className="sf-payment__form" onSubmit={submit} noValidate aria-describedby={problem ? `${ids}-problem` : undefined}>
          <section aria-labelledby={`${ids}-orders`}>
            <h2 id={`${ids}-orders`}>{t('payment_orders')}</h2>
            <table className="sf-payment__orders">
              <thead>
                <tr>
                  <th scope="col">{t('order_code')}</th>
                  <th scope="col">{t('payment_order_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={String(o.id)}>
                    <td>{o.code}</td>
                    <td>{formatMoney(o.total_payable, money)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <fieldset className="sf-payment__methods">
            <legend>{t('payment_method')}</legend>
            <ul>
              {options.map((o) => {
                const disabled = o.value === 'wallet' && walletShort;
                return (
                  <li key={o.value}>
                    <label>
                      <input
                        ref={releaseRadio}
                        type="radio"
                        name="payment_type"
                        value={o.value}
                        checked={choice === o.value}
                        // While PayPal's button waits on the page the shopper may still choose another method.
                        disabled={disabled || (busy && pay.status !== 'provider')}
                        aria-describedby={o.value === 'wallet' ? `${ids}-wallet` : undefined}
                        onChange={() => {
                          if (pay.status === 'provider') dispatch(payAbandoned());
                          setChoice(o.value);
                          setProblem(null);
                        }}
                      />{' '}
                      {o.label}
                    </label>
                    {o.value === 'wallet' && (
                      <p id={`${ids}-wallet`} className="sf-payment__hint">
                        {t('your_wallet_balance')}: {formatMoney(user?.balance ?? 0, money)}
                        {walletShort && <> — {t('payment_wallet_short')}</>}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>

          {chosenOffline && (
            <section className="sf-payment__offline" aria-label={chosenOffline.name}>
              <h3>{t('instructions')}</h3>
              <SafeHtml html={chosenOffline.instructions} className="sf-payment__instructions" />
              <label htmlFor={`${ids}-file`}>{t('upload_file')}</label>
              <input
                ref={fileRef}
                id={`${ids}-file`}
                type="file"
                accept={PROOF_TYPES}
                required
                aria-required="true"
                aria-describedby={`${ids}-file-hint`}
                disabled={busy}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
              <p id={`${ids}-file-hint`} className="sf-payment__hint">
                {t('payment_proof_hint')}
              </p>
            </section>
          )}

          {agreements.length > 0 && (
            <div className="sf-agreement">
              <label>
                <input ref={agreeRef} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />{' '}
                {t('agreement')} {agreements.map((a) => a.title).join(', ')}
              </label>
              <p className="sf-agreement__links">
                {agreements.map((a, i) => (
                  <span key={a.link}>
                    {i > 0 && ', '}
                    <Link to={paths.staticPage({ slug: a.link })}>{a.title}</Link>
                  </span>
                ))}
              </p>
            </div>
          )}

          {problem && (
            <p id={`${ids}-problem`} className="sf-payment__problem" role="alert">
              {t(problem)}
            </p>
          )}
          {pay.error && pay.status === 'idle' && (
            <p className="sf-payment__problem" role="alert">
              {pay.error}
            </p>
          )}
          {pay.notice && pay.status === 'idle' && (
            <p className="sf-payment__problem" role="alert">
              {t(pay.notice)}
            </p>
          )}
          {pay.status === 'uncertain' && (
            <p className="sf-payment__problem" role="alert">
              {t('payment_uncertain')}
            </p>
          )}
          <p className="sf-payment__progress" role="status">
            {progress}
          </p>

          {/* PayPal draws its own button here once the shopper pays with it. */}
          <div ref={setSdkSlot} className="sf-payment__sdk" hidden={choice !== 'paypal'} />
          <button type="submit" className="sf-button sf-button--primary sf-payment__pay" disabled={busy || !choice} aria-busy={busy}>
            {pay.status === 'uncertain' ? t('payment_try_again') : payLabel}
          </button>
        </form>

        <aside className="sf-payment__summary" aria-labelledby={`${ids}-summary`}>
          <h2 id={`${ids}-summary`}>{t('price_details')}</h2>
          <dl>
            {rows.map((row, i) => (
              <div key={`${row.key}-${i}`} className={`sf-payment__row sf-payment__row--${row.key}`}>
                <dt>{t(row.key)}</dt>
                <dd>{(isDeduction(row.key) ? formatDeduction : formatMoney)(row.amount, money)}</dd>
              </div>
            ))}
          </dl>
          {shownAtCheckout !== null && (
            <p className="sf-payment__hint sf-payment__differs">
              {t('payment_total_differs', { charged: formatMoney(totals.total, money), shown: formatMoney(shownAtCheckout, money) })}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { PagedListBody } from '../../../components/PagedListBody';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '../../../lib/forms';
import { formatMoney } from '../../../lib/money/format-money';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { NOT_OFFERED, type Payout, type PayoutMethod } from '../affiliate-api';
import { payoutSchema } from '../affiliate-schemas';
import { selectDefaultMoneyFormat } from '../affiliate-selectors';
import {
  affiliatePayoutsRequested,
  moreAffiliatePayoutsRequested,
  PAYOUTS_KEY,
  payoutRequested,
  selectAffiliateCore,
  selectPayoutList,
} from '../affiliate-slice';
import { AffiliatePage, useAffiliateAccess } from '../components/AffiliatePage';
import '../affiliate.css';

interface Values {
  amount: string;
  method: '' | PayoutMethod;
  account_details: string;
}
const INITIAL: Values = { amount: '', method: '', account_details: '' };

const STATUS: Record<string, TextKey> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const METHOD: Record<string, TextKey> = { bank: 'affiliate_method_bank', paypal: 'affiliate_method_paypal' };

function PayoutForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const format = useAppSelector(selectDefaultMoneyFormat);
  const { minimum, payout } = useAppSelector(selectAffiliateCore);
  const schema = useMemo(() => payoutSchema(t, minimum, minimum === null ? '' : formatMoney(minimum, format)), [t, minimum, format]);
  return (
    <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-request">
      <h2 id="sf-affiliate-request">{t('affiliate_request_payout')}</h2>
      <Form<Values>
        initialValues={INITIAL}
        schema={schema}
        className="sf-affiliate-payout-form"
        // One request at a time: the button stays disabled until the answer (and the saga takes the first only).
        request={{ status: payout.status, error: payout.error }}
        onSubmit={(values) => {
          dispatch(
            payoutRequested({
              amount: values.amount.trim(),
              method: values.method as PayoutMethod,
              account_details: values.account_details.trim(),
            }),
          );
        }}
      >
        <TextField
          name="amount"
          label={t('affiliate_payout_amount', { currency: format.code })}
          hint={t('affiliate_payout_amount_hint', { currency: format.code })}
          inputMode="decimal"
          autoComplete="off"
        />
        <SelectField
          name="method"
          label={t('affiliate_payout_method')}
          placeholder={t('affiliate_method_required')}
          options={[
            { value: 'bank', label: t('affiliate_method_bank') },
            { value: 'paypal', label: t('affiliate_method_paypal') },
          ]}
        />
        <TextAreaField name="account_details" label={t('affiliate_account_details')} hint={t('affiliate_account_details_hint')} rows={3} />
        <SubmitButton>{t('affiliate_send_request')}</SubmitButton>
      </Form>
    </section>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const t = useT();
  const format = useAppSelector(selectDefaultMoneyFormat);
  const status = STATUS[payout.status];
  const method = METHOD[payout.method];
  return (
    <li className="sf-affiliate-payout">
      <span className="sf-affiliate-payout__amount">{formatMoney(payout.amount, format)}</span>
      <span>
        {t('date')}: {payout.created_at.slice(0, 10)}
      </span>
      <span>
        {t('affiliate_payout_method_column')}: {method ? t(method) : payout.method}
      </span>
      <span className={`sf-affiliate-payout__status sf-affiliate-payout__status--${payout.status}`}>
        {t('status')}: {status ? t(status) : payout.status}
      </span>
    </li>
  );
}

/**
 * `/affiliate-payouts` (ours: the original has no payouts, test/contract/affiliate/affiliate-payouts.json): the balance and the minimum, a
 * request form (the amount in the shop's default currency, in which payouts are booked, and said
 * so; bank or PayPal; account details), and the history page by page. A 422 lands on the fields,
 * a refusal (over the balance, a request already waiting) is an error toast with the form kept; a
 * sent request goes to the top of the history as "pending" with the new balance.
 */
export default function AffiliatePayoutsScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const first = () => dispatch(affiliatePayoutsRequested({ key: PAYOUTS_KEY }));
  const { offered, code } = useAffiliateAccess(first);
  const list = useAppSelector(selectPayoutList);
  const { balance, minimum, added } = useAppSelector(selectAffiliateCore);
  const format = useAppSelector(selectDefaultMoneyFormat);

  // Requests sent on this visit first, then the history as read (without them).
  const shown = useMemo(() => {
    if (!list) return null;
    const sent = new Set(added.map((payout) => payout.id));
    return { ...list, items: [...added, ...list.items.filter((payout) => !sent.has(payout.id))] };
  }, [list, added]);

  const gate = {
    offered: offered && list?.error !== NOT_OFFERED,
    code,
    failure: list?.status === 'failed' && list.items.length === 0 ? (list.error ?? '') : null,
    loading: balance === null || minimum === null,
    onRetry: first,
  };
  return (
    <AffiliatePage titleKey="affiliate_payouts" gate={gate}>
      {() => (
        <>
          <dl className="sf-affiliate-totals" aria-live="polite">
            <div className="sf-affiliate-totals__item">
              <dt>{t('affiliate_balance')}</dt>
              <dd>{formatMoney(balance ?? 0, format)}</dd>
            </div>
            <div className="sf-affiliate-totals__item">
              <dt>{t('affiliate_minimum_payout')}</dt>
              <dd>{formatMoney(minimum ?? 0, format)}</dd>
            </div>
          </dl>
          <PayoutForm />
          <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-history">
            <h2 id="sf-affiliate-history">{t('affiliate_payout_history')}</h2>
            <PagedListBody
              list={shown}
              label={t('affiliate_payout_history')}
              className="sf-affiliate-payouts"
              empty={t('affiliate_no_payouts')}
              onRetry={first}
              onMore={() => dispatch(moreAffiliatePayoutsRequested({ key: PAYOUTS_KEY }))}
              renderItem={(payout) => <PayoutRow key={payout.id} payout={payout} />}
            />
          </section>
        </>
      )}
    </AffiliatePage>
  );
}

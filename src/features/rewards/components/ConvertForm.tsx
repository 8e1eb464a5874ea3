import { useState } from 'react';
import { object, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { useFieldValue } from '../../../lib/forms/watch';
import { compare, toFixedString, type Decimal } from '../../../lib/money/decimal';
import { formatMoney } from '../../../lib/money/format-money';
import type { Translate } from '../../../lib/i18n/text-catalog';
import { selectMoneyFormat } from '../../shop/shop-selectors';
import { rewardAmount } from '../reward-amount';
import { selectRewards } from '../rewards-selectors';
import { convertRequested } from '../rewards-slice';

const MIN = '0.01';

/** The points typed, when they are a whole number from 1 to `max`. */
function pointsOf(value: unknown, max: number): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points >= 1 && points <= max ? points : null;
}

const convertSchema = (t: Translate, max: number, rate: unknown, minText: string) =>
  object({
    points: string()
      .trim()
      .required(t('rewards_points_invalid', { max }))
      .test('points', t('rewards_points_invalid', { max }), (value) => pointsOf(value, max) !== null)
      .test('amount', t('rewards_too_few', { min: minText }), (value) => {
        const points = pointsOf(value, max);
        const amount = points === null ? null : rewardAmount(points, rate);
        return points === null || (amount !== null && compare(amount, MIN) >= 0);
      }),
  });

/** What the typed points give, shown as they are typed (announced politely). */
function Preview({ max, rate }: { max: number; rate: unknown }) {
  const t = useT();
  const format = useAppSelector(selectMoneyFormat);
  const points = pointsOf(useFieldValue<string>('points'), max);
  const amount = points === null ? null : rewardAmount(points, rate);
  return (
    <p className="sf-rewards-convert__preview" aria-live="polite">
      {amount !== null && (
        <>
          {t('total_amount_you_will_get')} <strong>{formatMoney(amount, format)}</strong>
        </>
      )}
    </p>
  );
}

/**
 * Points to wallet credit (test/contract/loyalty/convert-reward.json): a whole number of points from 1 to the current ones;
 * the amount is points ÷ `reward_convert_rate` rounded DOWN to 2 decimals (base currency, exact),
 * shown in the active currency as typed and again in the confirmation. Confirm sends once.
 */
export function ConvertForm({ max, rate }: { max: number; rate: unknown }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const format = useAppSelector(selectMoneyFormat);
  const { convert } = useAppSelector(selectRewards);
  const [confirming, setConfirming] = useState<{ points: number; amount: Decimal } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);

  // The answer closes the confirmation; a success starts a blank form (adjusted while rendering).
  const [seenStatus, setSeenStatus] = useState(convert.status);
  if (seenStatus !== convert.status) {
    setSeenStatus(convert.status);
    if (sent && convert.status !== 'loading') {
      setSent(false);
      setConfirming(null);
      if (convert.status === 'succeeded') setFormKey((k) => k + 1);
    }
  }

  const minText = formatMoney(MIN, format);

  return (
    <>
      <Form<{ points: string }>
        key={formKey}
        initialValues={{ points: '' }}
        schema={convertSchema(t, max, rate, minText)}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          const points = pointsOf(values.points, max);
          const amount = points === null ? null : rewardAmount(points, rate);
          if (points !== null && amount) setConfirming({ points, amount });
        }}
        className="sf-rewards-convert__form"
        label={t('convert_reward_to_wallet')}
      >
        <TextField
          name="points"
          label={t('reward_point')}
          placeholder={t('enter_point_you_want_convert')}
          hint={t('rewards_available', { points: max })}
          inputMode="numeric"
          autoComplete="off"
        />
        <Preview max={max} rate={rate} />
        <SubmitButton>{t('covert_rewards')}</SubmitButton>
      </Form>
      {convert.status === 'failed' && convert.error && (
        <p className="sf-field__error" role="alert">
          {convert.error}
        </p>
      )}
      {confirming && (
        <Modal label={t('rewards_confirm_title', { points: confirming.points })} onClose={() => !sent && setConfirming(null)}>
          <h2>{t('rewards_confirm_title', { points: confirming.points })}</h2>
          <p>{t('rewards_confirm_text', { amount: formatMoney(confirming.amount, format) })}</p>
          <div className="sf-dialog-actions">
            <button
              type="button"
              className="sf-button sf-button--primary"
              disabled={sent || convert.status === 'loading'}
              onClick={() => {
                setSent(true);
                dispatch(convertRequested({ points: confirming.points, amount: toFixedString(confirming.amount, 2) }));
              }}
            >
              {t('confirm')}
            </button>
            <button type="button" className="sf-button" disabled={sent} onClick={() => setConfirming(null)}>
              {t('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

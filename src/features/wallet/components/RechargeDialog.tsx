import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { Modal } from '../../../components/Modal';
import { SafeHtml } from '../../../components/SafeHtml';
import { FileField, Form, RadioGroupField, SubmitButton, TextField, type Choice } from '../../../lib/forms';
import { useFieldValue } from '../../../lib/forms/watch';
import { setSdkSlot } from '../../payment';
import type { WalletOfflineMethod } from '../wallet-api';
import { leaveRechargeProof } from '../wallet-proof';
import { rechargeSchema } from '../wallet-schemas';
import { selectWallet } from '../wallet-selectors';
import { gatewayRechargeRequested, offlineRechargeRequested, sdkRechargeAbandoned, sdkRechargeRequested } from '../wallet-slice';

const PROOF_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

interface Values {
  amount: string;
  method: string;
  file: File | null;
}

/** The chosen offline method's instructions and proof, and the submit button that fits the choice. */
function MethodDetails({ offline }: { offline: WalletOfflineMethod[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const method = useFieldValue<string>('method');
  const chosen = offline.find((m) => `offline:${m.id}` === method);
  // Another method chosen while a provider's window waits: that window is given up.
  useEffect(() => () => void dispatch(sdkRechargeAbandoned()), [dispatch, method]);
  return (
    <>
      {/* PayPal draws its own button here once Pay Now loaded its script. */}
      <div ref={setSdkSlot} className="sf-wallet-recharge__sdk" hidden={method !== 'paypal'} />
      {chosen && (
        <section className="sf-wallet-recharge__offline" aria-label={chosen.name}>
          {chosen.instructions && (
            <>
              <h3 className="sf-wallet-recharge__subtitle">{t('instructions')}</h3>
              <SafeHtml html={chosen.instructions} className="sf-wallet-recharge__instructions" />
            </>
          )}
          <FileField name="file" label={t('upload_file')} hint={t('wallet_proof_hint')} accept={PROOF_TYPES} />
        </section>
      )}
      <div className="sf-dialog-actions">
        <SubmitButton>{chosen ? t('proceed') : t('pay_now')}</SubmitButton>
      </div>
    </>
  );
}

/**
 * "Recharge Wallet" (test/contract/loyalty/recharge-wallet.json): an amount typed in the ACTIVE currency (the server divides
 * it by that currency's rate) and a way to pay: a method that leaves the page (a full-page visit to
 * its recharge start, the payment page's table), an in-page provider (its window, then the recharge
 * posted; wallet-sdk-saga.ts) or an offline method (its instructions, a proof, a
 * multipart post). A 422 lands on its field.
 */
export function RechargeDialog({
  currencyLabel,
  decimals,
  gateways,
  providers,
  offline,
  onClose,
}: {
  currencyLabel: string;
  decimals: number;
  /** The methods that leave the page, offered for a recharge (id and label key). */
  gateways: ReadonlyArray<{ id: string; label: TextKey }>;
  /** The in-page providers offered for a recharge (id and label key). */
  providers: ReadonlyArray<{ id: string; label: TextKey }>;
  offline: WalletOfflineMethod[];
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { recharge } = useAppSelector(selectWallet);
  // While a provider's window (added to the page, outside this dialog) is open, the page must take its clicks.
  const [viaProvider, setViaProvider] = useState(false);
  const options: Choice[] = [
    ...gateways.map((g) => ({ value: g.id, label: t(g.label) })),
    ...providers.map((p) => ({ value: p.id, label: t(p.label) })),
    ...offline.map((m) => ({ value: `offline:${m.id}`, label: m.name })),
  ];

  const submit = (values: Values) => {
    const amount = values.amount.trim();
    if (gateways.some((g) => g.id === values.method)) {
      dispatch(gatewayRechargeRequested({ amount, method: values.method }));
      return;
    }
    setViaProvider(providers.some((p) => p.id === values.method));
    if (providers.some((p) => p.id === values.method)) {
      dispatch(sdkRechargeRequested({ amount, method: values.method }));
      return;
    }
    const method = offline.find((m) => `offline:${m.id}` === values.method);
    if (!method) return;
    dispatch(
      offlineRechargeRequested({
        amount,
        methodId: method.id,
        methodName: method.name,
        proofKey: values.file ? leaveRechargeProof(values.file) : null,
      }),
    );
  };

  // Closing gives up a provider's window still waiting: nothing is posted, nothing recorded.
  const close = () => {
    dispatch(sdkRechargeAbandoned());
    onClose();
  };

  return (
    <Modal
      label={t('wallet_recharge')}
      onClose={close}
      className="sf-wallet-recharge"
      stepAside={viaProvider && recharge.status === 'loading'}
    >
      <h2>{t('wallet_recharge')}</h2>
      {options.length === 0 ? (
        <p className="sf-hint">{t('wallet_no_methods')}</p>
      ) : (
        <Form<Values>
          initialValues={{ amount: '', method: options.length === 1 ? options[0].value : '', file: null }}
          schema={rechargeSchema(t, decimals)}
          onSubmit={submit}
          request={{ status: recharge.status, error: recharge.error, onSuccess: close }}
          className="sf-wallet-recharge__form"
        >
          {/* A 422 on `amount` or `file` lands on that field; one on the method's `id` in the form's summary. */}
          <TextField
            name="amount"
            label={t('amount')}
            placeholder={t('enter_amount')}
            hint={t('wallet_amount_hint', { currency: currencyLabel })}
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
          />
          <RadioGroupField name="method" label={t('payment_method')} options={options} />
          <MethodDetails offline={offline} />
        </Form>
      )}
    </Modal>
  );
}

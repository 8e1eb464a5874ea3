/**
 * Each provider's own window, driven through its script's global, configured as 1.6.7 does in
 * resources/js/components/frontend/payment_partials/<method>.vue (and payment.vue for Razorpay),
 * and what each success sends on (the fields of test/contract/payment/<id>.json).
 */
import { mul, round, toFixedString } from '../../../lib/money/decimal';
import type { SdkMethodId } from './sdk-methods';
import type { SdkJob, SdkOpener, SdkOutcome } from './sdk-job';

/* eslint-disable @typescript-eslint/no-explicit-any -- the providers' globals are untyped scripts */
const global = (name: string): any => (window as any)[name];

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const on = (v: unknown) => v === 1 || v === '1' || v === true;
const rate = (c: { exchange_rate: number | string } | null) => c?.exchange_rate ?? 1;
/** Whole units of `amount × factor × rate` (the original's `round(...)`). */
const whole = (amount: string, factor: number, r: unknown) => Number(toFixedString(round(mul(mul(amount, factor), r), 0)));
const twoPlaces = (amount: unknown) => toFixedString(round(amount, 2), 2);

/** A fresh reference for providers that take the page's own (10 characters, as the original). */
function reference(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

const orderQuery = (job: SdkJob) => ({ code: job.code, trx_id: job.trxId, ...(job.guest ? { guest: '1' } : {}) });

const paypal: SdkOpener = (job, emit) => {
  const sdk = global('paypal_sdk');
  if (!job.slot) throw new Error('no place for the PayPal button');
  // The button is the SDK's; a repeated render would draw a second one.
  job.slot.replaceChildren();
  const buttons = sdk.Buttons({
    createOrder: (_data: unknown, actions: any) =>
      actions.order.create({
        purchase_units: [{ description: 'Product Purchase', amount: { currency_code: 'USD', value: twoPlaces(job.total) } }],
      }),
    onApprove: async (data: any, actions: any) => {
      const order = await actions.order.capture();
      emit({
        kind: 'approved',
        approval: {
          query: orderQuery(job),
          body: {
            orderID: data?.orderID,
            payerID: data?.payerID,
            paymentSource: data?.paymentSource,
            amount: job.total,
            payment_type: 'paypal',
            order,
          },
        },
      });
    },
    onCancel: () => emit({ kind: 'cancelled' }),
    onError: () => emit({ kind: 'declined' }),
  });
  buttons.render(job.slot);
  return () => {
    if (typeof buttons.close === 'function') buttons.close();
    job.slot?.replaceChildren();
  };
};

const razorPay: SdkOpener = (job, emit) => {
  const Razorpay = global('Razorpay');
  const checkout = new Razorpay({
    key: str(job.settings.razor_key),
    amount: whole(job.total, 100, rate(job.indianCurrency)),
    name: str(job.settings.system_name),
    description: 'Razorpay',
    image: str(job.settings.dark_logo),
    prefill: { name: job.customer.name, email: job.customer.email, contact: job.customer.phone },
    theme: { color: str(job.settings.menu_background_color) || undefined },
    handler: (r: any) =>
      emit({
        kind: 'approved',
        approval: {
          query: { code: job.code },
          body: { trx_id: job.trxId, payment_type: 'razor_pay', amount: job.total, razorpay_payment_id: str(r?.razorpay_payment_id) },
        },
      }),
    modal: { ondismiss: () => emit({ kind: 'cancelled' }) },
  });
  checkout.on('payment.failed', () => emit({ kind: 'declined' }));
  checkout.open();
  return () => {
    if (typeof checkout.close === 'function') checkout.close();
  };
};

const paystack: SdkOpener = (job, emit) => {
  const handler = global('PaystackPop').setup({
    key: str(job.settings.paystack_pk),
    email: job.customer.email,
    amount: whole(job.total, 100, rate(job.active)),
    currency: job.active?.code,
    ref: reference(),
    channels: ['card', 'bank', 'ussd', 'mobile_money'],
    callback: (r: any) =>
      emit(
        r?.status === 'success'
          ? {
              kind: 'approved',
              approval: {
                query: {},
                body: {
                  ...job.customer,
                  payment_type: 'paystack',
                  trx_id: job.trxId,
                  amount: job.total,
                  code: job.code,
                  ref: str(r.reference),
                },
              },
            }
          : { kind: 'declined' },
      ),
    onClose: () => emit({ kind: 'cancelled' }),
  });
  handler.openIframe();
  return () => undefined;
};

const flutterWave: SdkOpener = (job, emit) => {
  const modal = global('FlutterwaveCheckout')({
    public_key: str(job.settings.flw_public_key),
    tx_ref: reference(),
    amount: Number(twoPlaces(mul(job.total, rate(job.active)))),
    currency: job.active?.code,
    payment_options: 'card, banktransfer, mobilemoneyghana, ussd',
    customer: { email: job.customer.email, phone_number: job.customer.phone, name: job.customer.name },
    customizations: { title: str(job.settings.system_name), logo: str(job.settings.dark_logo) },
    callback: (p: any) =>
      emit(
        p?.status === 'successful' || p?.status === 'completed'
          ? {
              kind: 'approved',
              approval: {
                query: {},
                body: {
                  transaction_id: p.transaction_id,
                  ...job.customer,
                  payment_type: 'flutter_wave',
                  trx_id: job.trxId,
                  amount: job.total,
                  code: job.code,
                },
              },
            }
          : { kind: 'declined' },
      ),
    onclose: () => emit({ kind: 'cancelled' }),
  });
  return () => {
    if (modal && typeof modal.close === 'function') modal.close();
  };
};

const midTrans: SdkOpener = (job, emit) => {
  global('snap').pay(job.midTransToken, {
    onSuccess: (result: unknown) =>
      emit({
        kind: 'approved',
        approval: {
          query: orderQuery(job),
          body: { amount: job.total, payment_type: 'mid_trans', code: job.code, trx_id: job.trxId, order: result },
        },
      }),
    onPending: () => emit({ kind: 'pending' }),
    onError: () => emit({ kind: 'declined' }),
    onClose: () => emit({ kind: 'cancelled' }),
  });
  return () => undefined;
};

const kkiapay: SdkOpener = (job, emit) => {
  const w = window as any;
  w.addSuccessListener((r: any) =>
    emit({
      kind: 'approved',
      approval: {
        query: {},
        // The fields of 1.6.7 kkiapay.vue's successHandler (lines 28-35).
        body: { payment_type: 'kkiapay', trx_id: job.trxId, code: job.code, account: r?.account, transaction_id: r?.transactionId },
      },
    }),
  );
  // The shop's k.js (1.6.7 public/frontend/js/k.js) has no way to remove a listener: a later
  // attempt's emit goes to its own channel, and an earlier one's into a closed one, which drops it.
  w.addErrorListener(() => emit({ kind: 'declined' }));
  w.addKkiapayCloseListener(() => emit({ kind: 'cancelled' }));
  w.openKkiapayWidget({
    amount: whole(job.total, 1, rate(job.xof)),
    key: str(job.settings.kkiapay_public_key),
    sandbox: on(job.settings.is_kkiapay_sandboxed),
    position: 'center',
    theme: str(job.settings.menu_background_color) || undefined,
    name: job.customer.name,
    email: job.customer.email,
    phone: job.customer.phone,
  });
  return () => undefined;
};

const googlePay: SdkOpener = (job, emit) => {
  const client = new (global('google').payments.api.PaymentsClient)({ environment: 'TEST' });
  const request = {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: str(job.settings.google_pay_gateway),
            gatewayMerchantId: str(job.settings.google_pay_gateway_merchant_id),
          },
        },
      },
    ],
    merchantInfo: { merchantName: str(job.settings.google_pay_merchant_name), merchantId: str(job.settings.google_pay_merchant_id) },
    transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: twoPlaces(job.total), currencyCode: 'USD', countryCode: 'US' },
  };
  let live = true;
  const say = (o: SdkOutcome) => live && emit(o);
  (client.loadPaymentData(request) as Promise<unknown>).then(
    (paymentData) =>
      say({
        kind: 'approved',
        approval: {
          query: orderQuery(job),
          body: { amount: job.total, payment_type: 'google_pay', code: job.code, trx_id: job.trxId, order: paymentData },
        },
      }),
    (error: any) => say(error?.statusCode === 'CANCELED' ? { kind: 'cancelled' } : { kind: 'declined' }),
  );
  return () => {
    live = false;
  };
};

export const SDK_OPENERS: Record<SdkMethodId, SdkOpener> = {
  paypal,
  razor_pay: razorPay,
  paystack,
  flutter_wave: flutterWave,
  mid_trans: midTrans,
  kkiapay,
  google_pay: googlePay,
};

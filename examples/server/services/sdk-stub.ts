/**
 * The test in-page gateway's script (routes/gateway-sdk.ts): ONE generic stand-in for the seven
 * providers' scripts. It defines each provider's global just far enough for the storefront's use
 * (window.Razorpay, PaystackPop, FlutterwaveCheckout, snap.pay, paypal Buttons under the tag's
 * data-namespace, openKkiapayWidget and its listeners, google.payments.api.PaymentsClient) and shows
 * an in-page window with Approve / Decline / Cancel. Approve records a test transaction with the
 * server (POST /_dev/gateway-sdk/transactions) and hands its id to the page as the provider's reference.
 * No card is charged. Plain DOM, no inline handlers and no style attributes (CSP-friendly).
 */
export function sdkStubScript(base: string): string {
  return `/* Test in-page payment providers: development stand-in, no real payment. */
(function () {
  'use strict';
  var GATEWAY = ${JSON.stringify(`${base}/_dev/gateway-sdk`)};
  var tag = document.currentScript;
  var open = null;

  function record(method, amount, currency, reference) {
    return fetch(GATEWAY + '/transactions', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: method, amount: String(amount), currency: currency || '', reference: reference || '' }),
    }).then(function (r) {
      if (!r.ok) throw new Error('the test gateway refused the payment');
      return r.json();
    }).then(function (j) { return j.id; });
  }

  function close() {
    if (open) open.remove();
    open = null;
  }

  /** The provider's window: decide('approve' | 'decline' | 'cancel'). */
  function windowFor(provider, amount, decide) {
    close();
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', provider + ' (test)');
    box.setAttribute('data-test-sdk', provider);
    Object.assign(box.style, {
      position: 'fixed', inset: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(0,0,0,.45)', font: '16px/1.5 system-ui,sans-serif',
    });
    var panel = document.createElement('div');
    Object.assign(panel.style, { background: '#fff', color: '#1d2330', borderRadius: '8px', padding: '1.5rem', maxWidth: '90vw', width: '22rem' });
    var h = document.createElement('h2');
    h.textContent = provider + ' (test)';
    var p = document.createElement('p');
    p.textContent = amount;
    p.setAttribute('aria-label', 'Amount to pay');
    var note = document.createElement('p');
    note.textContent = 'A development stand-in for ' + provider + '. No money moves.';
    panel.append(h, p, note);
    [['approve', 'Approve'], ['decline', 'Decline'], ['cancel', 'Cancel']].forEach(function (b) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = b[1];
      Object.assign(button.style, { margin: '.25rem', padding: '.5rem 1rem', font: 'inherit' });
      button.addEventListener('click', function () {
        close();
        decide(b[0]);
      });
      panel.append(button);
    });
    box.append(panel);
    document.body.append(box);
    open = box;
    panel.querySelector('button').focus();
  }

  // Razorpay: new Razorpay({key, amount (paise), handler, modal: {ondismiss}}).on('payment.failed', fn).open()
  function Razorpay(options) { this.options = options || {}; this.handlers = {}; }
  Razorpay.prototype.on = function (event, fn) { this.handlers[event] = fn; };
  Razorpay.prototype.close = close;
  Razorpay.prototype.open = function () {
    var o = this.options, on = this.handlers;
    windowFor('Razorpay', (o.amount / 100) + ' ' + (o.currency || 'INR'), function (d) {
      if (d === 'approve') record('razor_pay', o.amount / 100, o.currency || 'INR').then(function (id) { o.handler({ razorpay_payment_id: id }); });
      else if (d === 'decline') on['payment.failed'] && on['payment.failed']({ error: { code: 'BAD_REQUEST_ERROR', description: 'Declined (test)' } });
      else o.modal && o.modal.ondismiss && o.modal.ondismiss();
    });
  };
  window.Razorpay = Razorpay;

  // Paystack: PaystackPop.setup({key, email, amount (kobo), currency, ref, callback, onClose}).openIframe()
  window.PaystackPop = {
    setup: function (o) {
      return {
        openIframe: function () {
          windowFor('Paystack', (o.amount / 100) + ' ' + (o.currency || 'NGN'), function (d) {
            if (d === 'approve') record('paystack', o.amount / 100, o.currency, o.ref).then(function (id) { o.callback({ status: 'success', reference: id, trxref: id }); });
            else if (d === 'decline') o.callback({ status: 'failed', reference: o.ref });
            else o.onClose && o.onClose();
          });
        },
      };
    },
  };

  // Flutterwave: FlutterwaveCheckout({public_key, tx_ref, amount, currency, callback, onclose}) → {close}
  window.FlutterwaveCheckout = function (o) {
    windowFor('Flutterwave', o.amount + ' ' + (o.currency || ''), function (d) {
      if (d === 'approve') record('flutter_wave', o.amount, o.currency).then(function (id) { o.callback({ status: 'successful', transaction_id: id, tx_ref: o.tx_ref }); });
      else if (d === 'decline') o.callback({ status: 'failed', tx_ref: o.tx_ref });
      else o.onclose && o.onclose(true);
    });
    return { close: close };
  };

  // Midtrans Snap: snap.pay(token, {onSuccess, onPending, onError, onClose})
  window.snap = {
    pay: function (token, o) {
      windowFor('Midtrans', 'Snap ' + token, function (d) {
        if (d === 'approve') record('mid_trans', '', 'IDR').then(function (id) { o.onSuccess({ transaction_id: id, status_code: '200', transaction_status: 'settlement' }); });
        else if (d === 'decline') o.onError && o.onError({ status_code: '202', status_message: 'Denied (test)' });
        else o.onClose && o.onClose();
      });
    },
  };

  // PayPal: <ns>.Buttons({createOrder, onApprove, onCancel, onError}).render(element)
  var ns = (tag && tag.getAttribute('data-namespace')) || 'paypal';
  window[ns] = {
    Buttons: function (o) {
      var placed = null;
      return {
        render: function (target) {
          var el = typeof target === 'string' ? document.querySelector(target) : target;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.addEventListener('click', function () {
            var units = null;
            Promise.resolve(o.createOrder({}, { order: { create: function (order) { units = order.purchase_units; return Promise.resolve('TEST-ORDER'); } } })).then(function () {
              var amount = units && units[0] ? units[0].amount : { value: '', currency_code: '' };
              windowFor('PayPal', amount.value + ' ' + amount.currency_code, function (d) {
                if (d === 'approve') record('paypal', amount.value, amount.currency_code).then(function (id) {
                  var captured = { id: id, status: 'COMPLETED', intent: 'CAPTURE', purchase_units: units, payer: { name: { given_name: 'Test', surname: 'Payer' }, email_address: 'payer@example.com' } };
                  return o.onApprove({ orderID: id, payerID: 'TESTPAYER', paymentSource: 'paypal' }, { order: { capture: function () { return Promise.resolve(captured); } } });
                });
                else if (d === 'decline') o.onError && o.onError(new Error('Declined (test)'));
                else o.onCancel && o.onCancel({ orderID: 'TEST-ORDER' });
              });
            });
          });
          el.append(button);
          placed = button;
          return Promise.resolve();
        },
        close: function () { if (placed) placed.remove(); return Promise.resolve(); },
      };
    },
  };

  // Kkiapay (the shop's k.js): openKkiapayWidget({amount, key, sandbox}), addSuccessListener, addErrorListener, addKkiapayCloseListener
  var listeners = { success: [], failed: [], close: [] };
  function say(kind, data) { listeners[kind].slice().forEach(function (fn) { fn(data); }); }
  window.addSuccessListener = function (fn) { listeners.success.push(fn); };
  window.addErrorListener = function (fn) { listeners.failed.push(fn); };
  window.addKkiapayCloseListener = function (fn) { listeners.close.push(fn); };
  window.closeKkiapayWidget = close;
  window.openKkiapayWidget = function (o) {
    windowFor('Kkiapay', o.amount + ' XOF', function (d) {
      if (d === 'approve') record('kkiapay', o.amount, 'XOF').then(function (id) { say('success', { transactionId: id, account: o.phone || '' }); });
      else if (d === 'decline') say('failed', { transactionId: '' });
      else say('close');
    });
  };

  // Google Pay: new google.payments.api.PaymentsClient({environment}).loadPaymentData(request)
  function PaymentsClient() {}
  PaymentsClient.prototype.isReadyToPay = function () { return Promise.resolve({ result: true }); };
  PaymentsClient.prototype.loadPaymentData = function (request) {
    var info = (request && request.transactionInfo) || {};
    return new Promise(function (resolve, reject) {
      windowFor('Google Pay', info.totalPrice + ' ' + (info.currencyCode || ''), function (d) {
        if (d === 'approve') record('google_pay', info.totalPrice, info.currencyCode).then(function (id) {
          resolve({ apiVersion: 2, apiVersionMinor: 0, paymentMethodData: { type: 'CARD', description: 'Visa 1111 (test)', info: { cardNetwork: 'VISA', cardDetails: '1111' }, tokenizationData: { type: 'PAYMENT_GATEWAY', token: id } } });
        }, reject);
        else reject({ statusCode: d === 'decline' ? 'DEVELOPER_ERROR' : 'CANCELED' });
      });
    });
  };
  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient: PaymentsClient } };
})();
`;
}

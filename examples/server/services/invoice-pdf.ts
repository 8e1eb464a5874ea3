/**
 * The invoice PDF of one order (test/contract/commerce/invoice-download.json): shop name, order code and date, statuses,
 * addresses, the lines and the totals, in the base currency with the shop's decimals. Line sums
 * come from PostgreSQL numeric (`line_total`, `line_tax` as text) and are rounded here on their
 * digits, never through a float; pdfkit's built-in Helvetica covers Latin-1, so a currency
 * symbol outside it is written as the currency code.
 */
import PDFDocument from 'pdfkit';

/** A decimal (number or numeric text) rounded half away from zero to `places`, as text, exactly. */
export function fixedDecimal(value: unknown, places: number): string {
  const text = typeof value === 'number' ? value.toFixed(Math.min(20, places + 6)) : String(value ?? '0').trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m) return (0).toFixed(places);
  const [, sign, whole = '', fraction = ''] = m;
  const padded = (fraction + '0'.repeat(places + 1)).slice(0, places + 1);
  let units = BigInt((whole || '0') + padded);
  units = units / 10n + (units % 10n >= 5n ? 1n : 0n);
  const digits = units.toString().padStart(places + 1, '0');
  const out = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return units === 0n ? out : `${sign}${out}`;
}

type Row = Record<string, unknown>;

export interface InvoicePdfInput {
  shopName: string;
  order: Row & { order_details: Row[] };
  /** Symbol (or code) of the base currency and the shop's number of decimals. */
  currency: string;
  decimals: number;
  /** Lines carry `line_total` (price × quantity) and `line_tax` (tax × quantity) as numeric text. */
  /** Show the coupon line (the coupon system is on). */
  couponSystem: boolean;
}

const latin1 = (text: string) => [...text].every((ch) => ch.charCodeAt(0) <= 0xff);

/** A symbol Helvetica can draw, else the code. */
export function pdfCurrencyLabel(symbol: string | null | undefined, code: string | null | undefined): string {
  if (symbol && latin1(symbol)) return symbol;
  return code ?? '';
}

/** Characters outside Latin-1 cannot be drawn with the standard fonts: they become "?". */
const safe = (text: unknown) => [...String(text ?? '')].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');

function addressLines(address: unknown): string[] {
  if (!address || typeof address !== 'object' || Array.isArray(address)) return [];
  const a = address as Row;
  const place = [a.city, a.state, a.country].filter((x) => typeof x === 'string' && x).join(', ');
  return [a.name, a.address, place, a.postal_code, a.phone_no, a.email].filter((x) => typeof x === 'string' && x !== '').map(safe);
}

export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { order } = input;
  const money = (amount: unknown) => `${safe(input.currency)}${fixedDecimal(amount, input.decimals)}`;
  const words = (v: unknown) => safe(String(v ?? '').replace(/_/g, ' '));

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${order.code}`, Author: input.shopName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(safe(input.shopName));
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(12)
    .text(`Invoice ${safe(order.code)}`);
  doc.fontSize(10).text(`Date: ${safe(order.date)}`);
  doc.text(`Delivery status: ${words(order.delivery_status)}`);
  doc.text(`Payment status: ${words(order.payment_status)}`);
  doc.text(`Payment type: ${words(order.payment_type)}`);

  const shipping = addressLines(order.shipping_address);
  const billing = addressLines(order.billing_address);
  if (shipping.length || billing.length) {
    doc.moveDown();
    const top = doc.y;
    doc.font('Helvetica-Bold').text('Shipping address', 50, top);
    doc.font('Helvetica').text(shipping.join('\n') || '-', 50, doc.y, { width: 230 });
    const leftBottom = doc.y;
    doc.font('Helvetica-Bold').text('Billing address', 310, top);
    doc.font('Helvetica').text(billing.join('\n') || '-', 310, doc.y, { width: 230 });
    doc.y = Math.max(leftBottom, doc.y);
    doc.x = 50;
  } else if (order.pickup_hub_id) {
    doc.moveDown().text('Pickup from a pickup hub');
  }

  doc.moveDown();
  const columns = [50, 250, 290, 370, 450];
  const header = ['Product', 'Qty', 'Unit price', 'Tax', 'Line total'];
  let y = doc.y;
  doc.font('Helvetica-Bold');
  header.forEach((h, i) => doc.text(h, columns[i], y, { width: i === 0 ? 195 : 75 }));
  doc.font('Helvetica');
  y = doc.y + 4;
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 6;
  for (const line of order.order_details) {
    const name = [line.product_name, line.variation].filter((x) => typeof x === 'string' && x).join(' - ');
    const qty = Number(line.quantity);
    const cells = [safe(name), String(qty), money(line.price), money(line.line_tax), money(line.line_total)];
    let rowBottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, columns[i], y, { width: i === 0 ? 195 : 75 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    y = rowBottom + 4;
    if (y > 760) {
      doc.addPage();
      y = 50;
    }
  }
  doc.moveTo(50, y).lineTo(545, y).stroke();
  doc.x = 50;
  doc.y = y + 8;

  const totals: Array<[string, unknown]> = [
    ['Subtotal', order.sub_total],
    ['Discount', order.discount],
    ['Tax', order.total_tax],
    ['Shipping cost', order.shipping_cost],
  ];
  if (input.couponSystem) totals.push(['Coupon discount', order.coupon_discount]);
  totals.push(['Total payable', order.total_payable]);
  for (const [label, amount] of totals) {
    const rowY = doc.y;
    doc.font(label === 'Total payable' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 330, rowY, { width: 120 });
    doc.text(money(amount), 450, rowY, { width: 95, align: 'right' });
  }
  doc.end();
  return done;
}

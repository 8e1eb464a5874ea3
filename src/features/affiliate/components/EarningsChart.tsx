import { useId, useState } from 'react';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { add, compare, toFixedString } from '../../../lib/money/decimal';
import type { EarningDay } from '../affiliate-api';

/** Drawing units of one bar's slot; the svg scales to the width it gets. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * Earnings per day as hand-made SVG bars, with two text alternatives: the svg is one image whose
 * label sums the period up (total, orders, best day), and a data table of every day that a button
 * shows and hides. Sums are exact decimals; only the bars' heights use plain numbers (geometry).
 */
export function EarningsChart({ days, earnings }: { days: number; earnings: EarningDay[] }) {
  const t = useT();
  const money = useMoney();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();

  const total = add(...earnings.map((day) => day.amount));
  const orders = earnings.reduce((sum, day) => sum + day.orders, 0);
  const best = earnings.reduce<EarningDay | null>((top, day) => (!top || compare(day.amount, top.amount) > 0 ? day : top), null);
  const earned = best !== null && compare(best.amount, 0) > 0;
  const label = earned
    ? t('affiliate_chart_label', { days, total: money(toFixedString(total)), orders, best: money(best.amount), date: best.date })
    : t('affiliate_chart_label_empty', { days });
  const max = earned ? Number(best.amount) : 1;

  return (
    <div className="sf-affiliate-chart">
      <svg
        className="sf-affiliate-chart__svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${Math.max(1, earnings.length) * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        {earnings.map((day, index) => {
          const height = earned ? Math.max(0, (Number(day.amount) / max) * HEIGHT) : 0;
          return (
            <rect
              key={day.date}
              className="sf-affiliate-chart__bar"
              x={index * SLOT + 1}
              y={HEIGHT - height}
              width={SLOT - 2}
              height={height}
            />
          );
        })}
      </svg>
      {earnings.length > 0 && (
        <p className="sf-affiliate-chart__range" aria-hidden="true">
          <span>{earnings[0].date}</span>
          <span>{earnings[earnings.length - 1].date}</span>
        </p>
      )}
      <button
        type="button"
        className="sf-button sf-button--link"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown(!tableShown)}
      >
        {tableShown ? t('affiliate_hide_table') : t('affiliate_show_table')}
      </button>
      <div id={tableId} hidden={!tableShown} className="sf-affiliate-chart__table">
        {tableShown && (
          <table>
            <caption>{t('affiliate_earnings_table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('affiliate_earnings')}</th>
                <th scope="col">{t('affiliate_orders')}</th>
              </tr>
            </thead>
            <tbody>
              {earnings.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{money(day.amount)}</td>
                  <td>{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

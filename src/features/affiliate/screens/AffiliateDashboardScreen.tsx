import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import type { AffiliateDashboard } from '../affiliate-api';
import { affiliateDashboardRequested, selectAffiliateCore } from '../affiliate-slice';
import { EarningsChart } from '../components/EarningsChart';
import { AffiliatePage, useAffiliateAccess } from '../components/AffiliatePage';
import '../affiliate.css';
import { STACK_TABLE } from '../../../components/stack-table';

const PERIODS = [7, 30, 90] as const;

function Totals({ data }: { data: AffiliateDashboard }) {
  const t = useT();
  const money = useMoney();
  const rows = [
    ['affiliate_balance', data.balance],
    ['affiliate_total_earned', data.total_earned],
    ['affiliate_pending', data.pending],
    ['affiliate_paid_out', data.paid_out],
  ] as const;
  return (
    <dl className="sf-affiliate-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="sf-affiliate-totals__item">
          <dt>{t(label)}</dt>
          <dd>{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopProducts({ data }: { data: AffiliateDashboard }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-top">
      <h2 id="sf-affiliate-top">{t('affiliate_top_products')}</h2>
      {data.top_products.length === 0 ? (
        <p className="sf-empty">{t('affiliate_no_top_products')}</p>
      ) : (
        <table className={`sf-affiliate-table ${STACK_TABLE}`}>
          <thead>
            <tr>
              <th scope="col">{t('product_name')}</th>
              <th scope="col">{t('affiliate_items')}</th>
              <th scope="col">{t('affiliate_commission')}</th>
            </tr>
          </thead>
          <tbody>
            {data.top_products.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <span className="sf-affiliate-table__product">
                    <img src={product.image_40x40} alt="" width={40} height={40} loading="lazy" />
                    {product.product_name}
                  </span>
                </th>
                <td data-label={t('affiliate_items')}>{product.items}</td>
                <td data-label={t('affiliate_commission')}>{money(product.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * `/affiliate-dashboard` (ours: the original has no such page, test/contract/affiliate/affiliate-dashboard.json): balance, total earned,
 * pending commission and paid out, the commission credited per day over 7, 30 or 90 days as a bar
 * chart with text alternatives, and the products that earned most. The period switch asks again;
 * the figures shown stay until the new ones arrive, and a status line says when they have.
 */
export default function AffiliateDashboardScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { dashboard } = useAppSelector(selectAffiliateCore);
  const days = useRef(dashboard.days);
  const { offered, code } = useAffiliateAccess(() => dispatch(affiliateDashboardRequested({ days: days.current })));

  const choose = (period: number) => {
    days.current = period;
    if (period !== dashboard.days || dashboard.status === 'failed') dispatch(affiliateDashboardRequested({ days: period }));
  };

  const gate = {
    offered: offered && !dashboard.notOffered,
    code,
    failure: dashboard.status === 'failed' && (dashboard.error || !dashboard.data) ? (dashboard.error ?? '') : null,
    loading: !dashboard.data,
    onRetry: () => dispatch(affiliateDashboardRequested({ days: dashboard.days })),
  };
  return (
    <AffiliatePage titleKey="affiliate_dashboard" gate={gate}>
      {() => {
        const data = dashboard.data!;
        const busy = dashboard.status === 'loading';
        return (
          <>
            <Totals data={data} />
            <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-earnings" aria-busy={busy || undefined}>
              <h2 id="sf-affiliate-earnings">{t('affiliate_earnings')}</h2>
              <div className="sf-affiliate-periods" role="group" aria-label={t('affiliate_period')}>
                {PERIODS.map((period) => (
                  <button
                    key={period}
                    type="button"
                    className="sf-button sf-button--small"
                    aria-pressed={dashboard.days === period}
                    onClick={() => choose(period)}
                  >
                    {t('affiliate_last_days', { days: period })}
                  </button>
                ))}
              </div>
              <p className="sf-visually-hidden" role="status">
                {busy ? t('loading') : t('affiliate_last_days', { days: data.earnings.length || dashboard.days })}
              </p>
              {dashboard.status === 'failed' && <ErrorPanel onRetry={gate.onRetry} />}
              <EarningsChart days={data.earnings.length || dashboard.days} earnings={data.earnings} />
            </section>
            <TopProducts data={data} />
          </>
        );
      }}
    </AffiliatePage>
  );
}

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { ordersFeature } from '../orders-feature';
import { selectOrders } from '../orders-selectors';
import { digitalRequested, moreDigitalRequested } from '../orders-slice';
import '../orders.css';
import { STACK_TABLE } from '../../../components/stack-table';

/**
 * `/user/digital-product-orders` (test/contract/commerce/digital-product-order-list.json): product, date, total and a download link (a
 * signed URL valid for an hour); "Show more" while the original's boolean `next_page_url` is true.
 */
export default function DigitalOrdersScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const money = useMoney();
  const date = useDate();
  const dispatch = useAppDispatch();
  const { digital } = useAppSelector(selectOrders);

  useEffect(() => {
    dispatch(digitalRequested());
  }, [dispatch]);

  let body;
  if (digital.status === 'failed') {
    body = <ErrorPanel message={digital.error ?? undefined} onRetry={() => dispatch(digitalRequested())} />;
  } else if (digital.status !== 'succeeded') {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else if (digital.rows.length === 0) {
    body = <p className="sf-hint">{t('no_downloads')}</p>;
  } else {
    body = (
      <>
        <p className="sf-hint">{t('digital_downloads_intro')}</p>
        <div className="sf-table-scroll" tabIndex={0} role="region" aria-label={t('digital_product_order')}>
          <table className={`sf-orders-table ${STACK_TABLE}`}>
            <caption className="sf-visually-hidden">{t('digital_product_order')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('total')}</th>
                <th scope="col">{t('download')}</th>
              </tr>
            </thead>
            <tbody>
              {digital.rows.map((row) => {
                const href = row.url;
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.productName}</th>
                    <td data-label={t('date')}>{date(row.date)}</td>
                    <td data-label={t('total')}>{money(row.total)}</td>
                    <td data-label={t('download')}>
                      {href ? (
                        // The visible words start the link's name (axe: label-content-name-mismatch); the product follows for screen readers.
                        <a href={href} download>
                          {t('download_file')}
                          <span className="sf-visually-hidden"> {row.productName}</span>
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {digital.more && (
          <button
            type="button"
            className="sf-button sf-digital__more"
            disabled={digital.moreStatus === 'loading'}
            onClick={() => dispatch(moreDigitalRequested())}
          >
            {digital.moreStatus === 'loading' ? t('loading') : t('show_more')}
          </button>
        )}
      </>
    );
  }
  return (
    <AccountPage>
      <ScreenTitle>{t('digital_product_order')}</ScreenTitle>
      <div className="sf-digital">{body}</div>
    </AccountPage>
  );
}

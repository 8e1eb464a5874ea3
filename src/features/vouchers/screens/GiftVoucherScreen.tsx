import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { CopyField } from '../../../components/CopyField';
import { AccountPage } from '../../account';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import type { Voucher } from '../vouchers-api';
import { vouchersFeature } from '../vouchers-feature';
import { emptyPagedList } from '../../../lib/paging/paged-lists';
import { moreVouchersRequested, selectVoucherList, VOUCHERS_KEY, vouchersRequested } from '../vouchers-slice';
import '../vouchers.css';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const money = useMoney();
  const titleId = `sf-voucher-${voucher.id}`;
  const minimum = Number(voucher.minimum_shopping) > 0 ? voucher.minimum_shopping : null;
  const discount =
    voucher.discount_type === 'flat' ? money(voucher.discount) : t('amount_off', { amount: `${Number(voucher.discount)}%`, off: t('off') });

  return (
    <li className="sf-voucher" aria-labelledby={titleId}>
      <div className="sf-voucher__text">
        <p className="sf-voucher__discount">{discount}</p>
        <h2 className="sf-voucher__title" id={titleId}>
          {voucher.title}
        </h2>
        {minimum !== null && <p className="sf-voucher__fact">{t('voucher_minimum', { amount: money(minimum) })}</p>}
        {voucher.end_date && <p className="sf-voucher__fact">{t('voucher_ends', { date: voucher.end_date.slice(0, 10) })}</p>}
        <CopyField kind="code" value={voucher.code} label={t('voucher_code')} className="sf-voucher__code" describedBy={titleId} />
      </div>
      <img className="sf-voucher__image" src={voucher.image_145x110} alt={voucher.title} width={145} height={110} loading="lazy" />
    </li>
  );
}

/**
 * `/user/gift-voucher` (test/contract/commerce/user-coupons.json, the original's gift-voucher.vue): the shop's
 * running coupons as cards: the discount (a flat amount in the active currency, or a percentage),
 * the title, the minimum order and end date, the image, the code and a "Copy code" button that
 * uses the Clipboard API and announces the copy (the original used `alert`). Unlike the original,
 * "Show more" reads further pages. Offered when `coupon_system == 1`.
 */
export default function GiftVoucherScreen() {
  useFeature(vouchersFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const offered = isOn(useAppSelector(selectSettings).coupon_system);
  const { items, status, error, nextPageUrl, moreStatus } = useAppSelector(selectVoucherList) ?? emptyPagedList<Voucher>();

  useEffect(() => {
    if (offered) dispatch(vouchersRequested({ key: VOUCHERS_KEY }));
  }, [dispatch, offered]);

  let body;
  if (!offered) {
    body = (
      <p className="sf-empty">
        {t('vouchers_off')} <Link to={paths.home()}>{t('home')}</Link>
      </p>
    );
  } else if (status === 'failed' && items.length === 0) {
    body = <ErrorPanel message={error ?? undefined} onRetry={() => dispatch(vouchersRequested({ key: VOUCHERS_KEY }))} />;
  } else if (status !== 'succeeded') {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else if (items.length === 0) {
    body = <p className="sf-empty">{t('vouchers_none')}</p>;
  } else {
    body = (
      <>
        <ul className="sf-vouchers__list">
          {items.map((voucher) => (
            <VoucherCard key={voucher.id} voucher={voucher} />
          ))}
        </ul>
        {nextPageUrl && (
          <button
            type="button"
            className="sf-button sf-vouchers__more"
            disabled={moreStatus === 'loading'}
            onClick={() => dispatch(moreVouchersRequested({ key: VOUCHERS_KEY }))}
          >
            {moreStatus === 'loading' ? t('loading') : t('show_more')}
          </button>
        )}
      </>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('gift_voucher')}</ScreenTitle>
      <div className="sf-vouchers">{body}</div>
    </AccountPage>
  );
}

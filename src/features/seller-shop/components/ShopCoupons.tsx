import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { LoadMore } from '../../../components/LoadMore';
import { CopyField } from '../../../components/CopyField';
import { Price } from '../../../components/Price';
import type { ShopCoupon } from '../seller-shop-api';
import { selectCouponList } from '../seller-shop-selectors';
import { moreCouponsRequested } from '../seller-shop-slice';

function CouponTile({ coupon }: { coupon: ShopCoupon }) {
  const t = useT();
  const titleId = `sf-shop-coupon-${coupon.id}`;
  const amount = Number(coupon.discount) || 0;

  return (
    <li className="sf-shop-coupon" aria-labelledby={titleId}>
      <div className="sf-shop-coupon__text">
        <p className="sf-shop-coupon__discount">
          {/* A flat discount is money (in the active currency); anything else is a percentage, as in the original. */}
          {coupon.discount_type === 'flat' ? (
            <Price shown={{ now: amount, was: null, off: null }} />
          ) : (
            t('amount_off', { amount: `${amount}%`, off: t('off') })
          )}
        </p>
        <h2 className="sf-shop-coupon__title" id={titleId}>
          {coupon.title || coupon.code}
        </h2>
        <CopyField kind="code" value={coupon.code} label={t('voucher_code')} className="sf-shop-coupon__code" describedBy={titleId} />
      </div>
      <img className="sf-shop-coupon__image" src={coupon.image_145x110} alt="" width={145} height={110} loading="lazy" />
    </li>
  );
}

/** The shop's running coupons, 16 a page; further pages come through shop-page-data (see fetchShopPage). */
export function ShopCoupons({ slug }: { slug: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectCouponList(state, slug));
  const items = list?.items ?? [];
  if (items.length === 0) return <p className="sf-shop-empty">{t('shop_coupons_none')}</p>;
  return (
    <>
      <ul className="sf-shop-coupons">
        {items.map((coupon) => (
          <CouponTile key={coupon.id} coupon={coupon} />
        ))}
      </ul>
      <LoadMore list={list} onMore={() => dispatch(moreCouponsRequested({ key: slug }))} />
    </>
  );
}

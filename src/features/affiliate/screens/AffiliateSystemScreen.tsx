import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { PagedListBody } from '../../../components/PagedListBody';
import { NOT_OFFERED, type AffiliateProduct, type AffiliateStates } from '../affiliate-api';
import { productLink, referralLink } from '../affiliate-links';
import { affiliateLinksRequested, LINKS_KEY, moreAffiliateLinksRequested, selectAffiliateCore, selectLinkList } from '../affiliate-slice';
import { CopyField } from '../../../components/CopyField';
import { AffiliatePage, useAffiliateAccess } from '../components/AffiliatePage';
import '../affiliate.css';

function Counters({ states }: { states: AffiliateStates }) {
  const t = useT();
  const rows = [
    ['number_of_click', states.no_of_click],
    ['number_of_item', states.no_of_order_item],
    ['number_of_delivered', states.no_of_delivered],
    ['number_of_cancel', states.no_of_cancel],
  ] as const;
  return (
    <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-stats">
      <h2 id="sf-affiliate-stats">{t('affiliate_statistics')}</h2>
      <dl className="sf-affiliate-counters">
        {rows.map(([label, value]) => (
          <div key={label} className="sf-affiliate-counters__item">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProductRow({ product, base, code }: { product: AffiliateProduct; base: string; code: string }) {
  const t = useT();
  const money = useMoney();
  const nameId = `sf-affiliate-product-${product.id}`;
  // No type (the original's expected shape) means a percentage, as its "You will get N% Per Sale".
  const commission =
    product.affiliate_amount_type === 'flat'
      ? t('affiliate_flat_per_item', { amount: money(product.affiliate_amount) })
      : t('affiliate_percent_per_sale', { percent: String(Number(product.affiliate_amount)) });
  return (
    <li className="sf-affiliate-product" aria-labelledby={nameId}>
      <img className="sf-affiliate-product__image" src={product.image_40x40} alt="" width={40} height={40} loading="lazy" />
      <div className="sf-affiliate-product__text">
        <p className="sf-affiliate-product__name" id={nameId}>
          {product.product_name}
        </p>
        <p className="sf-affiliate-product__commission">{commission}</p>
      </div>
      <CopyField
        kind="link"
        value={productLink(base, product.slug, code)}
        label={t('link_of', { name: product.product_name })}
        labelHidden
        className="sf-affiliate-copy"
        fieldClassName="sf-affiliate-copy__field"
        describedBy={nameId}
      />
    </li>
  );
}

/**
 * `/affiliate-system` (test/contract/affiliate/affiliate-links.json, 1.6.7 affiliate_system.vue): the four counters (clicks, order items,
 * delivered, cancelled), the referral link and one link per product that pays a commission, each
 * with "Copy Url" (announced, with a by-hand fallback), and the commission per product (a
 * percentage per sale, or a flat amount per item in the active currency). Products come page by
 * page (user/affiliate-links; "Load more" appends, where the original replaced the list).
 */
export default function AffiliateSystemScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const first = () => dispatch(affiliateLinksRequested({ key: LINKS_KEY }));
  const { offered, code } = useAffiliateAccess(first);
  const list = useAppSelector(selectLinkList);
  const { states, linkBase } = useAppSelector(selectAffiliateCore);
  const gate = {
    offered: offered && list?.error !== NOT_OFFERED,
    code,
    failure: list?.status === 'failed' && list.items.length === 0 ? (list.error ?? '') : null,
    loading: !states,
    onRetry: first,
  };
  return (
    <AffiliatePage titleKey="affiliate_system" gate={gate}>
      {(code) =>
        states && (
          <>
            <Counters states={states} />
            <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-link">
              <h2 id="sf-affiliate-link">{t('affiliate_link')}</h2>
              <p className="sf-hint">{t('affiliate_link_hint')}</p>
              <CopyField
                kind="link"
                value={referralLink(linkBase, code)}
                label={t('affiliate_link')}
                labelHidden
                className="sf-affiliate-copy"
                fieldClassName="sf-affiliate-copy__field"
              />
            </section>
            <section className="sf-affiliate__section" aria-labelledby="sf-affiliate-products">
              <h2 id="sf-affiliate-products">{t('marketplace_links')}</h2>
              <PagedListBody
                list={list}
                label={t('marketplace_links')}
                className="sf-affiliate-products"
                empty={t('affiliate_no_products')}
                onRetry={first}
                onMore={() => dispatch(moreAffiliateLinksRequested({ key: LINKS_KEY }))}
                renderItem={(product) => <ProductRow key={product.id} product={product} base={linkBase} code={code} />}
              />
            </section>
          </>
        )
      }
    </AffiliatePage>
  );
}

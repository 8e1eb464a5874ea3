import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { cardPrice } from '../../../lib/money/shown-price';
import type { ProductCard } from '../../../types/catalogue';
import { AddToCartButton } from '../../cart';
import { isOn } from '../../shop/shop-selectors';
import type { CompareItem } from '../compare-api';
import { comparePageFeature } from '../compare-feature';
import { comparePageRequested, selectComparePage } from '../compare-page-slice';
import { compareToggled } from '../compare-slice';
import { WithListToggles } from '../render-list-toggles';
import '../compare.css';

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
const priceOf = (item: CompareItem) =>
  cardPrice(item as unknown as Pick<ProductCard, 'price' | 'discount_percentage' | 'special_discount_check'>);

/** One row of the table: its label as the row header, one cell per product. */
function Row({ label, items, cell }: { label: string; items: CompareItem[]; cell: (item: CompareItem) => ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {items.map((item) => (
        <td key={item.id}>{cell(item)}</td>
      ))}
    </tr>
  );
}

function Actions({ item, busy }: { item: CompareItem; busy: boolean }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const named = (action: string) => t('action_on_product', { action, name: item.product_name });
  return (
    <div className="sf-compare__actions">
      {isOn(item.has_variant ?? 0) ? (
        <Link to={paths.product({ slug: item.slug })} className="sf-button" aria-label={named(t('select_options'))}>
          {t('select_options')}
        </Link>
      ) : (
        <AddToCartButton
          product={{
            id: Number(item.id),
            slug: item.slug,
            has_variant: 0,
            minimum_order_quantity: Math.max(1, Number(item.minimum_order_quantity) || 1),
            current_stock: present(item.current_stock) ? Number(item.current_stock) : 1,
            product_name: item.product_name,
          }}
        />
      )}
      <button
        type="button"
        className="sf-button"
        disabled={busy}
        aria-busy={busy}
        aria-label={named(t('remove'))}
        onClick={() => dispatch(compareToggled({ productId: Number(item.id), compared: false }))}
      >
        {t('remove')}
      </button>
    </div>
  );
}

/**
 * `/compare-list` (test/contract/lists/compare-list.json): products side by side, one column each. The original's list
 * has no rating or stock: a row shows only when some product has the value. On a phone the
 * table scrolls sideways inside its own region, with the row headers fixed.
 */
export default function CompareScreen() {
  useFeature(comparePageFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectComparePage);
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(0);

  useEffect(() => {
    dispatch(comparePageRequested());
  }, [dispatch]);

  // A removed column takes its focused button with it: keep the focus in the table.
  useEffect(() => {
    const el = region.current;
    if (el && state.items.length < shown.current) {
      const active = (el.getRootNode() as Document | ShadowRoot).activeElement;
      if (!active || active === document.body) el.focus();
    }
    shown.current = state.items.length;
  }, [state.items.length]);

  const items = state.items;
  const any = (key: keyof CompareItem) => items.some((item) => present(item[key]));

  let body;
  if (state.status === 'failed') {
    body = <ErrorPanel message={state.error ?? undefined} onRetry={() => dispatch(comparePageRequested())} />;
  } else if (state.status !== 'succeeded') {
    body = (
      <p role="status" className="sf-hint">
        {t('loading')}
      </p>
    );
  } else if (items.length === 0) {
    body = (
      <div className="sf-empty">
        <p>{t('compare_list_empty')}</p>
        <Link to={paths.home()} className="sf-button sf-button--primary">
          {t('continue_shopping')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="sf-compare__scroll" role="region" tabIndex={0} aria-label={t('compare_list')} ref={region}>
        <table className="sf-compare__table">
          <caption className="sf-visually-hidden">{t('compare_list')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              {items.map((item) => (
                <th scope="col" key={item.id}>
                  <Link to={paths.product({ slug: item.slug })}>{item.product_name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row
              label={t('image')}
              items={items}
              cell={(item) => <img src={item.image_190x230} alt={item.product_name} width={140} height={170} loading="lazy" />}
            />
            <Row label={t('price')} items={items} cell={(item) => <Price shown={priceOf(item)} />} />
            {any('brand') && <Row label={t('brand')} items={items} cell={(item) => item.brand || '–'} />}
            {any('category') && <Row label={t('category')} items={items} cell={(item) => item.category || '–'} />}
            {any('rating') && (
              <Row
                label={t('ratings')}
                items={items}
                cell={(item) => (present(item.rating) ? <Rating value={Number(item.rating)} /> : '–')}
              />
            )}
            {any('current_stock') && (
              <Row
                label={t('availability')}
                items={items}
                cell={(item) => (!present(item.current_stock) ? '–' : Number(item.current_stock) > 0 ? t('in_stock') : t('out_of_stock'))}
              />
            )}
            <Row
              label={t('Actions')}
              items={items}
              cell={(item) => <Actions item={item} busy={state.removing.includes(Number(item.id))} />}
            />
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="sf-compare">
      <ScreenTitle>{t('compare_list')}</ScreenTitle>
      <WithListToggles>{body}</WithListToggles>
    </div>
  );
}

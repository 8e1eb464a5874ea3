import { useLayoutEffect, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { formatMoney } from '../../../lib/money/format-money';
import type { Id } from '../../../types/common';
import { selectMoneyFormat } from '../../shop/shop-selectors';
import type { FilterData, ListingQuery } from '../catalog-types';
import { withoutFilters } from '../listing-query';

interface Chip {
  id: string;
  /** "Brand: Apple" */
  label: string;
  without: ListingQuery;
}

const drop = (ids: Id[], id: Id) => ids.filter((x) => x !== id);

/**
 * One chip per active filter, above the results: each names its filter ("Brand: Apple") and
 * removes it; "Clear all" removes them all. After a removal focus moves to the chip that took the
 * removed one's place (or the one before it); with none left, `onEmptied` places it (the results' count).
 */
export function ActiveFilters({
  query,
  data,
  onChange,
  onEmptied,
}: {
  query: ListingQuery;
  data: FilterData | undefined;
  onChange: (next: ListingQuery) => void;
  onEmptied: () => void;
}) {
  const t = useT();
  const money = useAppSelector(selectMoneyFormat);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);

  // A value chosen through the address may not be among the loaded filter rows (brands and colours
  // come 10 and 8 a page): it is still removable, named by its id.
  const named = (rows: { id: Id; title?: string; name?: string; value?: string }[] | undefined, id: Id) => {
    const row = rows?.find((r) => r.id === id);
    return row?.title ?? row?.name ?? row?.value ?? `#${id}`;
  };
  const chip = (filter: string, value: string, id: string, without: ListingQuery): Chip => ({
    id,
    label: t('filter_value', { filter, value }),
    without,
  });
  const values = data?.attributes.flatMap((a) => (a.attribute_value ?? []).map((v) => ({ ...v, filter: a.title }))) ?? [];
  // The price range is in the active currency already (the backend converts it back).
  const amount = (n: number) => formatMoney(n, { ...money, rate: 1 });
  const price = query.price;
  const chips: Chip[] = [
    ...query.category.map((id) =>
      chip(t('category'), named(data?.categories, id), `category-${id}`, { ...query, category: drop(query.category, id), page: 1 }),
    ),
    ...query.brand.map((id) =>
      chip(t('brand'), named(data?.brands, id), `brand-${id}`, { ...query, brand: drop(query.brand, id), page: 1 }),
    ),
    ...query.color.map((id) =>
      chip(t('color'), named(data?.colors, id), `color-${id}`, { ...query, color: drop(query.color, id), page: 1 }),
    ),
    ...query.attributeValues.map((id) => {
      const value = values.find((v) => v.id === id);
      return chip(value?.filter ?? t('filters'), value?.value ?? `#${id}`, `attr-${id}`, {
        ...query,
        attributeValues: drop(query.attributeValues, id),
        page: 1,
      });
    }),
    ...query.rating.map((n) => chip(t('ratting'), `${n} ★`, `rating-${n}`, { ...query, rating: drop(query.rating, n), page: 1 })),
    ...(price && (price.min || price.max)
      ? [
          chip(t('price'), price.max ? `${amount(price.min)} – ${amount(price.max)}` : `≥ ${amount(price.min)}`, 'price', {
            ...query,
            price: null,
            page: 1,
          }),
        ]
      : []),
  ];

  const count = chips.length;
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (at === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? [];
    const target = buttons[Math.min(at, buttons.length - 1)];
    if (target) target.focus();
    else onEmptied();
  }, [count, onEmptied]);

  if (count === 0) return null;
  return (
    <div className="sf-active-filters">
      <ul ref={list} className="sf-active-filters__list" aria-label={t('active_filters')}>
        {chips.map((c, index) => (
          <li key={c.id}>
            <button
              type="button"
              className="sf-chip-button"
              data-chip=""
              aria-label={t('remove_filter', { filter: c.label })}
              onClick={() => {
                focusAt.current = index;
                onChange(c.without);
              }}
            >
              {c.label}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sf-button sf-button--link"
        onClick={() => {
          focusAt.current = 0;
          onChange(withoutFilters(query));
        }}
      >
        {t('clear_all')}
      </button>
    </div>
  );
}

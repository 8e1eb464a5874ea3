import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import type { Id } from '../../../types/common';
import type { FilterData, ListingQuery } from '../catalog-types';
import { activeFilterCount, listingKey, withoutFilters } from '../listing-query';
import { selectFilters, selectPendingCount } from '../listing-selectors';
import { filtersRequested, pendingCountRequested } from '../listing-slice';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query';

type ListField = 'category' | 'brand' | 'color' | 'rating' | 'attributeValues';

function CheckList({
  legend,
  items,
  chosen,
  onToggle,
}: {
  legend: string;
  items: { id: Id; label: string }[];
  chosen: Id[];
  onToggle: (id: Id) => void;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, 8);
  return (
    <fieldset className="sf-filter">
      <legend>{legend}</legend>
      {shown.map((item) => (
        <label key={item.id} className="sf-checkbox">
          <input type="checkbox" checked={chosen.includes(item.id)} onChange={() => onToggle(item.id)} />
          {item.label}
        </label>
      ))}
      {items.length > 8 && (
        <button type="button" className="sf-button sf-button--link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {/* No count in the name: a fieldset's legend says what it shows more of. */}
          {expanded ? t('show_less') : t('show_more')}
        </button>
      )}
    </fieldset>
  );
}

/**
 * Min and max price. On the desktop sidebar they apply with their own button (each change reloads
 * the results); in the phone sheet (`live`) they change the pending choice as typed, and the
 * sheet's button applies everything at once.
 */
function PriceFields({ query, onChange, live }: { query: ListingQuery; onChange: (next: ListingQuery) => void; live: boolean }) {
  const t = useT();
  const givenMin = query.price?.min ? String(query.price.min) : '';
  const givenMax = query.price?.max ? String(query.price.max) : '';
  const [min, setMin] = useState(givenMin);
  const [max, setMax] = useState(givenMax);
  // When the query changes the price from outside (back/forward, a removed chip) the inputs follow
  // it; adjusted while rendering (React's pattern for state derived from props), not in an effect.
  const [priceShown, setPriceShown] = useState(`${givenMin}–${givenMax}`);
  if (priceShown !== `${givenMin}–${givenMax}`) {
    setPriceShown(`${givenMin}–${givenMax}`);
    const same = (typed: string, given: string) => (Number(typed) || 0) === (Number(given) || 0);
    // Typing "1." or "0" must not be rewritten by the query it produced.
    if (!same(min, givenMin)) setMin(givenMin);
    if (!same(max, givenMax)) setMax(givenMax);
  }
  const withPrice = (lowText: string, highText: string): ListingQuery => {
    const lo = Math.max(0, Number(lowText) || 0);
    const hi = Math.max(0, Number(highText) || 0);
    return { ...query, price: lo || hi ? { min: lo, max: hi } : null, page: 1 };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withPrice(min, max));
  };
  const field = (label: string, value: string, set: (text: string) => void, next: (text: string) => ListingQuery) => (
    <label>
      {label}
      <input
        type="number"
        min={0}
        inputMode="decimal"
        value={value}
        onChange={(e) => {
          set(e.target.value);
          if (live) onChange(next(e.target.value));
        }}
      />
    </label>
  );
  return (
    <form className="sf-filter sf-price-filter" onSubmit={submit}>
      <fieldset>
        <legend>{t('price')}</legend>
        {field(t('min'), min, setMin, (text) => withPrice(text, max))}
        {field(t('max'), max, setMax, (text) => withPrice(min, text))}
        {!live && (
          <button type="submit" className="sf-button">
            {t('apply')}
          </button>
        )}
      </fieldset>
    </form>
  );
}

/** Every filter of home/filter_data, working on `query`; `onChange` gets the changed query. */
function FilterFields({
  query,
  data,
  onChange,
  live,
}: {
  query: ListingQuery;
  data: FilterData | undefined;
  onChange: (next: ListingQuery) => void;
  live: boolean;
}) {
  const t = useT();
  const toggle = (field: ListField, id: Id) => {
    const current = query[field] as Id[];
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    onChange({ ...query, [field]: next, page: 1 });
  };
  return (
    <>
      {data && (
        <>
          <CheckList
            legend={t('categories')}
            items={data.categories.map((c) => ({ id: c.id, label: c.title }))}
            chosen={query.category}
            onToggle={(id) => toggle('category', id)}
          />
          <CheckList
            legend={t('brands')}
            items={data.brands.map((b) => ({ id: b.id, label: b.title }))}
            chosen={query.brand}
            onToggle={(id) => toggle('brand', id)}
          />
          <CheckList
            legend={t('colors')}
            items={data.colors.map((c) => ({ id: c.id, label: c.name }))}
            chosen={query.color}
            onToggle={(id) => toggle('color', id)}
          />
          {data.attributes.map((attribute) => (
            <CheckList
              key={attribute.id}
              legend={attribute.title}
              items={(attribute.attribute_value ?? []).map((v) => ({ id: v.id, label: v.value }))}
              chosen={query.attributeValues}
              onToggle={(id) => toggle('attributeValues', id)}
            />
          ))}
        </>
      )}
      {/* The backend reads one rating r as r−0.5…r and several as their min…max. */}
      <CheckList
        legend={t('ratting')}
        items={[5, 4, 3, 2, 1].map((n) => ({ id: n, label: `${n} ★` }))}
        chosen={query.rating}
        onToggle={(id) => toggle('rating', id)}
      />
      <PriceFields query={query} onChange={onChange} live={live} />
    </>
  );
}

/**
 * The phone filter sheet: a modal dialog whose choices stay pending until "Show n products",
 * which names how many products they would list (counted by the listing saga, debounced).
 * Close, Escape and the backdrop discard them.
 */
function FilterSheet({
  applied,
  data,
  onApply,
  onClose,
}: {
  applied: ListingQuery;
  data: FilterData | undefined;
  onApply: (next: ListingQuery) => void;
  onClose: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<ListingQuery>({ ...applied, page: 1 });
  const key = listingKey(pending);
  const counted = useAppSelector(selectPendingCount);
  useEffect(() => {
    dispatch(pendingCountRequested({ key, query: pending }));
    // `key` is the pending query's identity: the same choice rebuilt must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  const total = counted.key === key && counted.status === 'succeeded' ? counted.total : null;
  return (
    <Modal label={t('filters')} onClose={onClose} className="sf-filter-sheet">
      <h2 className="sf-filter-sheet__title">{t('filters')}</h2>
      <div className="sf-filter-sheet__fields">
        <FilterFields query={pending} data={data} onChange={setPending} live />
      </div>
      <p role="status" className="sf-visually-hidden">
        {total === null ? '' : t('products_found', { count: total })}
      </p>
      <div className="sf-filter-sheet__actions">
        <button type="button" className="sf-button" onClick={() => setPending(withoutFilters(pending))}>
          {t('clear_all')}
        </button>
        <button type="button" className="sf-button sf-button--primary" aria-busy={total === null} onClick={() => onApply(pending)}>
          {total === null ? t('show_results') : t('show_products', { count: total })}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Filters from home/filter_data. On desktop a sidebar whose every change updates the URL (which
 * drives the listing); on phones a "Filters (n)" button that opens the filter sheet.
 */
export function FilterSidebar({ query, slug, onChange }: { query: ListingQuery; slug: string; onChange: (next: ListingQuery) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters(slug));
  const phone = useMediaQuery(PHONE_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    dispatch(filtersRequested({ slug }));
  }, [dispatch, slug]);

  if (phone) {
    return (
      <div className="sf-filters sf-filters--phone">
        <button type="button" className="sf-button sf-filters__open" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
          {t('filters_count', { count: activeFilterCount(query) })}
        </button>
        {sheetOpen && (
          <FilterSheet
            applied={query}
            data={filters.data}
            onClose={() => setSheetOpen(false)}
            onApply={(next) => {
              setSheetOpen(false);
              onChange(next);
            }}
          />
        )}
      </div>
    );
  }
  return (
    <aside className="sf-filters" aria-label={t('filters')}>
      <h2 className="sf-filters__title">{t('filters')}</h2>
      <div className="sf-filters__panel">
        <FilterFields query={query} data={filters.data} onChange={onChange} live={false} />
      </div>
    </aside>
  );
}

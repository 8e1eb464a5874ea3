import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import type { Id } from '../../../types/common';
import { selectFilters } from '../listing-selectors';
import { filtersRequested } from '../listing-slice';
import type { ListingQuery } from '../catalog-types';

type Toggle = (field: 'category' | 'brand' | 'color' | 'rating' | 'attributeValues', id: Id) => void;

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
          {expanded ? '−' : `+ ${items.length - 8}`}
        </button>
      )}
    </fieldset>
  );
}

/** Filters from home/filter_data; every change updates the URL, which drives the listing. */
export function FilterSidebar({ query, slug, onChange }: { query: ListingQuery; slug: string; onChange: (next: ListingQuery) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters(slug));
  // On phones the filters fold away behind a toggle so the products come first.
  const [open, setOpen] = useState(false);
  const addressMin = query.price?.min ? String(query.price.min) : '';
  const addressMax = query.price?.max ? String(query.price.max) : '';
  const [min, setMin] = useState(addressMin);
  const [max, setMax] = useState(addressMax);
  // When the address changes the price (back/forward, a cleared filter) the inputs follow it;
  // adjusted while rendering (React's pattern for state derived from props), not in an effect.
  const [priceShown, setPriceShown] = useState(`${addressMin}–${addressMax}`);
  if (priceShown !== `${addressMin}–${addressMax}`) {
    setPriceShown(`${addressMin}–${addressMax}`);
    setMin(addressMin);
    setMax(addressMax);
  }

  useEffect(() => {
    dispatch(filtersRequested({ slug }));
  }, [dispatch, slug]);

  const toggle: Toggle = (field, id) => {
    const current = query[field] as Id[];
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    onChange({ ...query, [field]: next, page: 1 });
  };
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const lo = Math.max(0, Number(min) || 0);
    const hi = Math.max(0, Number(max) || 0);
    onChange({ ...query, price: lo || hi ? { min: lo, max: hi } : null, page: 1 });
  };
  const data = filters.data;
  return (
    <aside className={`sf-filters${open ? ' is-open' : ''}`} aria-label={t('filters')}>
      <h2 className="sf-filters__title">{t('filters')}</h2>
      <button
        type="button"
        className="sf-button sf-filters__toggle"
        aria-expanded={open}
        aria-controls="sf-filter-panel"
        onClick={() => setOpen(!open)}
      >
        {t('filters')}
      </button>
      <div id="sf-filter-panel" className="sf-filters__panel">
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
        <form className="sf-filter sf-price-filter" onSubmit={applyPrice}>
          <fieldset>
            <legend>{t('price')}</legend>
            <label>
              {t('min')}
              <input type="number" min={0} inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
            </label>
            <label>
              {t('max')}
              <input type="number" min={0} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
            </label>
            <button type="submit" className="sf-button">
              {t('apply')}
            </button>
          </fieldset>
        </form>
        <button
          type="button"
          className="sf-button sf-button--link"
          onClick={() => onChange({ ...query, category: [], brand: [], color: [], rating: [], attributeValues: [], price: null, page: 1 })}
        >
          {t('clear_all')}
        </button>
      </div>
    </aside>
  );
}

import { useId, useState } from 'react';
import { releaseRadio } from '../../../lib/dom/radio-groups';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { AddToCartButton } from '../../cart';
import { ListToggles } from '../../compare';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import { SafeHtml } from '../../../components/SafeHtml';
import { stockPrice } from '../../../lib/money/shown-price';
import { isOn } from '../../shop/shop-selectors';
import type { ProductDetailsAnswer } from '../product-api';
import { earlierChoiceKey, optionGroups } from '../product-options';
import { selectAllowedValues, selectOptionForm, selectVariantStock } from '../product-selectors';
import { optionChosen, quantityChanged } from '../product-slice';
import type { Flag } from '../../../types/common';
import { BuyNowButton } from './BuyNowButton';
import '../purchase-panel.css';

/** Only http(s) links from data become links. */
const safeExternal = (url: unknown): string | null => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null);

/**
 * Price, options, quantity and the add button of one product; used by the product page and
 * the product modal alike, so both follow the same rules (the original's details-view).
 */
export function PurchasePanel({ details, headingLevel = 1 }: { details: ProductDetailsAnswer; headingLevel?: 1 | 2 }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { product } = details;
  const groups = optionGroups(details);
  const form = useAppSelector(selectOptionForm(product.id));
  const variant = useAppSelector(selectVariantStock(product.id));
  const allowed = useAppSelector(selectAllowedValues(product.id));
  const hasVariants = isOn(product.has_variant);
  const colours = product.product_colors ?? [];
  // The last option's values not in stock for the options chosen before it (find/variants).
  const lastGroup = groups.length ? groups[groups.length - 1] : null;
  const earlierKey = hasVariants ? earlierChoiceKey(groups, form, colours.length > 0) : null;
  const unavailable = (groupId: unknown, valueId: number) =>
    groupId === lastGroup?.id && earlierKey !== null && allowed?.for === earlierKey && !allowed.ids.includes(valueId);
  const minimum = Math.max(1, Number(product.minimum_order_quantity) || 1);
  const quantity = form.quantity ?? Math.max(minimum, Number(product.form?.quantity) || minimum);

  const chosenAll = groups.every((g) => form.values[g.id] !== undefined) && (colours.length === 0 || form.colorId !== '');
  const variantKnown = hasVariants && chosenAll && variant.status === 'succeeded';
  const variantOut = variantKnown && !variant.data;
  const stockRow = variantKnown && variant.data ? variant.data : (product.product_stock ?? null);
  const stock = hasVariants
    ? variantKnown && variant.data
      ? Number(variant.data.current_stock)
      : variantOut
        ? 0
        : null
    : Number(product.product_stock?.current_stock ?? product.current_stock);
  const shown = stockPrice(product, stockRow);

  const sellable = !isOn(product.is_catalog) && !isOn(product.is_classified);
  const visibility = product.stock_visibility ?? 'visible_with_quantity';
  const showStock = sellable && !isOn(product.is_digital) && visibility !== 'hide_stock' && stock !== null;
  // The number in stock is said only where the shop shows it (stock_visibility visible_with_quantity).
  const sayCount = showStock && visibility === 'visible_with_quantity';

  // What the shopper typed, while it is not a quantity that can be ordered; null = the form's quantity.
  // Out-of-range input is explained and blocks Add to cart; it is never silently changed.
  const [draft, setDraft] = useState<string | null>(null);
  const shownQuantity = draft ?? String(quantity);
  const typed = /^\d+$/.test(shownQuantity.trim()) ? Number(shownQuantity.trim()) : null;
  const upper = stock !== null && stock > 0 ? stock : null;
  const tooMany = (n: number) => upper !== null && n > upper;
  const quantityProblem =
    typed === null || typed < 1
      ? t('quantity_whole_number')
      : typed < minimum
        ? t('quantity_below_minimum', { count: minimum })
        : tooMany(typed)
          ? sayCount
            ? t('quantity_above_stock', { count: upper! })
            : t('quantity_not_in_stock')
          : null;
  const setQuantity = (text: string) => {
    const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
    if (n !== null && n >= minimum && !tooMany(n)) {
      setDraft(null);
      dispatch(quantityChanged({ productId: product.id, quantity: n }));
    } else setDraft(text);
  };
  const atMinimum = typed !== null && typed <= minimum;
  const atMaximum = typed !== null && upper !== null && typed >= upper;
  const step = (by: 1 | -1) => {
    if (by === -1 ? atMinimum : atMaximum) return;
    // From an out-of-range value a step goes to the nearest quantity that can be ordered.
    const from = typed ?? quantity;
    const next = Math.max(minimum, upper === null ? from + by : Math.min(upper, from + by));
    setDraft(null);
    dispatch(quantityChanged({ productId: product.id, quantity: next }));
  };
  const ids = useId();
  const limitsId = `${ids}-limits`;
  const stockId = `${ids}-stock`;
  const problemId = `${ids}-problem`;
  const lowerReason = t('min_order_count', { count: minimum });
  const upperReason = sayCount && upper !== null ? t('quantity_above_stock', { count: upper }) : t('no_more_in_stock');

  const disabledReason =
    hasVariants && !chosenAll
      ? t('please_select_all_attributes')
      : variantOut || stock === 0 || (stock !== null && stock < minimum)
        ? t('out_of_stock')
        : quantityProblem
          ? quantityProblem
          : variant.status === 'loading'
            ? t('loading')
            : null;
  const summary = product.short_description ?? product.language_product?.short_description;
  const external = safeExternal(product.external_link);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="sf-purchase">
      <Heading className="sf-purchase__title" tabIndex={-1} data-sf-focus-target="">
        {product.product_name}
      </Heading>
      {Number(product.rating) > 0 && <Rating value={product.rating} count={product.reviews_count} />}
      <Price className="sf-price--large" shown={shown} showSaving />
      {summary && <SafeHtml html={summary} className="sf-purchase__summary sf-prose" />}

      {colours.length > 0 && (
        <fieldset className="sf-options">
          <legend>{t('color')}</legend>
          {colours.map((colour) => (
            <label key={colour.id} className="sf-swatch">
              <input
                ref={releaseRadio}
                type="radio"
                name={`colour-${product.id}`}
                checked={form.colorId === colour.id}
                onChange={() => dispatch(optionChosen({ productId: product.id, colorId: colour.id }))}
              />
              <span className="sf-swatch__chip" style={{ background: colour.code }} aria-hidden="true" />
              {colour.name}
            </label>
          ))}
        </fieldset>
      )}
      {groups.map((group) => (
        <fieldset key={group.id} className="sf-options">
          <legend>{group.title}</legend>
          {group.values.map((value) => {
            const off = unavailable(group.id, value.id);
            return (
              <label key={value.id} className={off ? 'sf-chip sf-chip--unavailable' : 'sf-chip'}>
                <input
                  ref={releaseRadio}
                  type="radio"
                  name={`attr-${product.id}-${group.id}`}
                  checked={form.values[group.id] === value.id}
                  disabled={off}
                  aria-disabled={off || undefined}
                  onChange={() => dispatch(optionChosen({ productId: product.id, attributeId: group.id, valueId: value.id }))}
                />
                <span>{value.value}</span>
                {/* Said in words, not by colour or strike-through alone. */}
                {off && <span className="sf-visually-hidden">, {t('out_of_stock')}</span>}
              </label>
            );
          })}
        </fieldset>
      ))}

      {sellable && (
        <>
          <div className="sf-purchase__row">
            <div className="sf-quantity" role="group" aria-labelledby={`${ids}-label`}>
              <label id={`${ids}-label`} htmlFor={`${ids}-input`}>
                {t('quantity')}
              </label>
              <button
                type="button"
                className="sf-quantity__step"
                aria-label={t('decrease_quantity')}
                // aria-disabled, not disabled: the button keeps focus at the limit and can say why.
                aria-disabled={atMinimum}
                aria-describedby={atMinimum ? `${ids}-lower` : undefined}
                title={atMinimum ? lowerReason : undefined}
                onClick={() => step(-1)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <input
                id={`${ids}-input`}
                type="number"
                inputMode="numeric"
                min={minimum}
                // The limit is a number in stock: not given where the shop hides it.
                max={sayCount && upper !== null ? upper : undefined}
                value={shownQuantity}
                aria-invalid={quantityProblem !== null}
                aria-describedby={[limitsId, showStock ? stockId : '', quantityProblem ? problemId : ''].filter(Boolean).join(' ')}
                onChange={(e) => setQuantity(e.target.value)}
              />
              <button
                type="button"
                className="sf-quantity__step"
                aria-label={t('increase_quantity')}
                aria-disabled={atMaximum}
                aria-describedby={atMaximum ? `${ids}-upper` : undefined}
                title={atMaximum ? upperReason : undefined}
                onClick={() => step(1)}
              >
                <span aria-hidden="true">+</span>
              </button>
              {/* The steppers' reasons, while they are at a limit (their descriptions; shown as the limits line and the stock line). */}
              {atMinimum && (
                <span id={`${ids}-lower`} hidden>
                  {lowerReason}
                </span>
              )}
              {atMaximum && (
                <span id={`${ids}-upper`} hidden>
                  {upperReason}
                </span>
              )}
            </div>
            <p id={limitsId} className="sf-quantity__limits">
              {minimum > 1 ? lowerReason : ''}
            </p>
            <p id={stockId} className="sf-stock" aria-live="polite">
              {!showStock
                ? ''
                : stock! > 0
                  ? visibility === 'visible_with_quantity'
                    ? t('in_stock_count', { count: stock! })
                    : t('in_stock')
                  : t('out_of_stock')}
            </p>
          </div>
          <p id={problemId} className="sf-field-error sf-quantity__problem" aria-live="polite">
            {quantityProblem ?? ''}
          </p>
          {(() => {
            const cartProduct = {
              ...product,
              has_variant: (hasVariants ? 1 : 0) as Flag,
              current_stock: stock ?? 1,
              minimum_order_quantity: minimum,
            };
            const cartForm = {
              quantity,
              variants_ids: hasVariants ? (variant.data?.variant_ids ?? '') : '',
              variants_name: hasVariants ? (variant.data?.name ?? '') : '',
              color_id: form.colorId,
              attribute_values: groups.map((g) => form.values[g.id]).filter((v) => v !== undefined),
            };
            return (
              <div className="sf-purchase__buttons">
                <AddToCartButton product={cartProduct} disabledReason={disabledReason} form={cartForm} />
                <BuyNowButton product={cartProduct} disabledReason={disabledReason} form={cartForm} />
              </div>
            );
          })()}
          {hasVariants && !chosenAll && <p className="sf-hint">{t('please_select_all_attributes')}</p>}
        </>
      )}
      <ListToggles product={product} />
      {!sellable && external && (
        <a className="sf-button" href={external} rel="noopener noreferrer">
          {t('view_details')}
        </a>
      )}
    </div>
  );
}

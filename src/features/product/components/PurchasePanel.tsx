import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import { isOn } from '../../session/session-selectors';
import type { ProductDetailsAnswer } from '../product-api';
import { selectOptionForm, selectVariantStock } from '../product-selectors';
import { optionChosen, quantityChanged } from '../product-slice';

/**
 * Price, options, quantity and the add button of one product; used by the product page and
 * the product modal alike, so both follow the same rules.
 */
export function PurchasePanel({ details, headingLevel = 1 }: { details: ProductDetailsAnswer; headingLevel?: 1 | 2 }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { product, attributes } = details;
  const form = useAppSelector(selectOptionForm(product.id));
  const variant = useAppSelector(selectVariantStock(product.id));
  const hasVariants = isOn(product.has_variant);
  const colours = product.product_colors ?? [];
  const minimum = Math.max(1, Number(product.minimum_order_quantity) || 1);
  const quantity = form.quantity ?? minimum;

  const chosenAll = attributes.every((a) => form.values[a.id] !== undefined) && (colours.length === 0 || form.colorId !== '');
  const stockInfo = hasVariants ? (variant.status === 'succeeded' ? variant.data ?? null : product.product_stock) : product.product_stock;
  const variantOut = hasVariants && chosenAll && variant.status === 'succeeded' && !variant.data;
  const stock = hasVariants ? (chosenAll && variant.data ? Number(variant.data.current_stock) : variantOut ? 0 : null) : Number(product.current_stock);
  const price = Number(stockInfo?.price ?? product.price);
  const discounted = stockInfo ? stockInfo.special_discount_check : product.special_discount_check;

  const disabledReason = hasVariants && !chosenAll ? t('please_select_all_options')
    : variantOut || (stock !== null && stock < quantity) ? t('out_of_stock')
      : variant.status === 'loading' ? t('loading') : null;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="sf-purchase">
      <Heading className="sf-purchase__title" tabIndex={-1} data-sf-focus-target="">{product.product_name}</Heading>
      <Rating value={product.rating} count={product.reviews_count} label={t('reviews')} />
      <Price className="sf-price--large" price={price} discounted={discounted} />
      {product.short_description && <p className="sf-purchase__summary">{product.short_description}</p>}

      {colours.length > 0 && (
        <fieldset className="sf-options">
          <legend>{t('colors')}</legend>
          {colours.map((colour) => (
            <label key={colour.id} className="sf-swatch">
              <input type="radio" name={`colour-${product.id}`} checked={form.colorId === colour.id}
                onChange={() => dispatch(optionChosen({ productId: product.id, colorId: colour.id }))} />
              <span className="sf-swatch__chip" style={{ background: colour.code }} aria-hidden="true" />
              {colour.name}
            </label>
          ))}
        </fieldset>
      )}
      {attributes.map((attribute) => (
        <fieldset key={attribute.id} className="sf-options">
          <legend>{attribute.title}</legend>
          {attribute.attribute_value.map((value) => (
            <label key={value.id} className="sf-chip">
              <input type="radio" name={`attr-${product.id}-${attribute.id}`} checked={form.values[attribute.id] === value.id}
                onChange={() => dispatch(optionChosen({ productId: product.id, attributeId: attribute.id, valueId: value.id }))} />
              <span>{value.value}</span>
            </label>
          ))}
        </fieldset>
      ))}

      <div className="sf-purchase__row">
        <label className="sf-quantity">
          {t('quantity')}
          <input type="number" inputMode="numeric" min={minimum} max={stock ?? undefined} value={quantity}
            onChange={(e) => dispatch(quantityChanged({ productId: product.id, quantity: Math.max(minimum, Math.trunc(Number(e.target.value)) || minimum) }))} />
        </label>
        <p className="sf-stock" aria-live="polite">
          {stock === null ? '' : stock > 0 ? `${t('in_stock')}: ${stock}` : t('out_of_stock')}
        </p>
      </div>
      <AddToCartButton
        product={{ ...product, has_variant: hasVariants ? 1 : 0, current_stock: stock ?? 1 }}
        disabledReason={disabledReason}
        form={{
          quantity,
          variants_ids: hasVariants ? variant.data?.variant_ids ?? '' : '',
          variants_name: hasVariants ? variant.data?.name ?? '' : '',
          color_id: form.colorId,
          attribute_values: attributes.map((a) => form.values[a.id]).filter((v) => v !== undefined),
        }}
      />
      {hasVariants && !chosenAll && <p className="sf-hint">{t('please_select_all_options')}</p>}
    </div>
  );
}

import { cardPrice, cartLineUnitPrice, stockPrice } from './shown-price';

describe('the price a shopper sees (original storefront rules)', () => {
  it('shows a flat discount as the discounted price, the struck list price and the amount off', () => {
    // 1.6.7 ProductResource: special_discount_check = 100 (flat amount), discount_percentage = 1099 (the price to pay).
    expect(cardPrice({ price: 1199, special_discount_type: 'flat', special_discount_check: 100, discount_percentage: 1099 })).toEqual({
      now: 1099,
      was: 1199,
      off: { amount: 100 },
    });
  });

  it('shows a percentage discount as a percent', () => {
    expect(
      cardPrice({ price: 1199, special_discount_type: 'percentage', special_discount_check: 10, discount_percentage: 1079.1 }),
    ).toEqual({ now: 1079.1, was: 1199, off: { percent: 10 } });
  });

  it('treats any type other than flat as a percent, as the original does', () => {
    expect(cardPrice({ price: 50, special_discount_type: '', special_discount_check: 20, discount_percentage: 40 }).off).toEqual({
      percent: 20,
    });
  });

  it('shows the plain price when no discount is active (both fields 0)', () => {
    expect(cardPrice({ price: 25, special_discount_type: 'flat', special_discount_check: 0, discount_percentage: 0 })).toEqual({
      now: 25,
      was: null,
      off: null,
    });
  });

  it('reads numbers sent as strings and never shows a negative price', () => {
    expect(
      cardPrice({
        price: '30' as unknown as number,
        special_discount_type: 'flat',
        special_discount_check: '40' as unknown as number,
        discount_percentage: -10,
      }),
    ).toEqual({ now: 0, was: 30, off: { amount: 40 } });
  });

  it('prices the detail page from product_stock, with the product deciding whether a discount shows', () => {
    const product = { price: 1199, special_discount_type: 'percentage', special_discount_check: 10, discount_percentage: 1079.1 };
    expect(stockPrice(product, { price: 1349, discount_percentage: 1214.1 })).toEqual({ now: 1214.1, was: 1349, off: { percent: 10 } });
    expect(stockPrice({ ...product, special_discount_check: 0 }, { price: 1349, discount_percentage: 0 })).toEqual({
      now: 1349,
      was: null,
      off: null,
    });
    expect(stockPrice(product, null)).toEqual(cardPrice(product));
  });

  it('prices a cart line as price minus its per-unit discount', () => {
    expect(cartLineUnitPrice({ price: 20, discount: 2 })).toBe(18);
    expect(cartLineUnitPrice({ price: 20, discount: 0 })).toBe(20);
  });
});

import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { CartLine } from '../../types/cart';
import type { AddToCartForm } from './cart-slice';

export interface CartAnswer {
  success?: string;
  carts: CartLine[];
}

export async function addToCart(http: Http, form: AddToCartForm & { trx_id: string }): Promise<CartAnswer> {
  const { data } = await http.post('user/addToCart', form);
  const body = expectKeys<CartAnswer>(data, ['carts']);
  return { success: body.success, carts: expectList<CartLine>(body.carts, 'cart lines') };
}

export async function getCartList(http: Http): Promise<CartAnswer> {
  const { data } = await http.get('cart/list', { params: { cart_page: 1 } });
  const body = expectKeys<CartAnswer>(data, ['carts']);
  return { carts: expectList<CartLine>(body.carts, 'cart lines') };
}

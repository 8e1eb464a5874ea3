import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { ViewedProduct } from '../../types/catalogue';

/** The shopper's recently viewed products (the shell's strip; kept per session by the backend). */
export async function getViewedProducts(http: Http): Promise<{ viewed_products: ViewedProduct[] }> {
  const { data } = await http.get('viewed-products');
  return expectKeys(data, ['viewed_products']);
}

/** The newsletter pop-up's subscription. */
export async function subscribeNewsletter(http: Http, email: string): Promise<{ success?: string }> {
  const { data } = await http.post('home/subscribers', { email });
  return data;
}

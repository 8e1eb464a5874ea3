import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { Currency, ViewedProduct } from '../../types/entities';

export async function changeCurrency(http: Http, code: string): Promise<{ active_currency: Currency; success?: string }> {
  const { data } = await http.get(`change/currency/${encodeURIComponent(code)}`);
  return expectKeys(data, ['active_currency']);
}

export async function logout(http: Http): Promise<{ success?: string; token?: string }> {
  const { data } = await http.get('logout');
  return data;
}

export async function getViewedProducts(http: Http): Promise<{ viewed_products: ViewedProduct[] }> {
  const { data } = await http.get('viewed-products');
  return expectKeys(data, ['viewed_products']);
}

export async function subscribeNewsletter(http: Http, email: string): Promise<{ success?: string }> {
  const { data } = await http.post('home/subscribers', { email });
  return data;
}

/** Pusher private-channel authorisation (laravel's /broadcasting/auth). */
export async function authorizeChannel(http: Http, socketId: string, channelName: string): Promise<{ auth: string; channel_data?: string }> {
  const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
  const { data } = await http.post('broadcasting/auth', body);
  return expectKeys(data, ['auth']);
}

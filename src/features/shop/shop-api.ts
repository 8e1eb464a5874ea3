import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import type { Currency } from '../../types/shop';

export async function changeCurrency(http: Http, code: string): Promise<{ active_currency: Currency; success?: string }> {
  const { data } = await http.get(`change/currency/${encodeURIComponent(code)}`);
  return expectKeys(data, ['active_currency']);
}

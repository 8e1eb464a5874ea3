import type { Http } from '../../lib/http/client';

export async function logout(http: Http): Promise<{ success?: string; token?: string }> {
  const { data } = await http.get('logout');
  return data;
}

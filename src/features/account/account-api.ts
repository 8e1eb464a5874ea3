import type { Http } from '../../lib/http/client';
import type { Paginated } from '../../types/catalogue';
import type { OrderRow, Reward, User } from '../../types/account';

/** `home/check-auth` (test/contract/session/check-auth.json): a guest's answer is an `{error}`, which the client throws. */
export interface CheckAuthAnswer {
  user?: User;
  reward?: Reward | null;
  download_urls?: boolean;
}

export async function checkAuth(http: Http): Promise<CheckAuthAnswer> {
  const { data } = await http.get('home/check-auth');
  return data;
}

/** `user/profile-orders` (test/contract/account/profile-orders.json): five orders a page, newest first. */
export interface ProfileOrdersAnswer {
  orders?: Paginated<OrderRow>;
}

export async function profileOrders(http: Http, page = 1): Promise<ProfileOrdersAnswer> {
  const { data } = await http.get('user/profile-orders', { params: { page } });
  return data;
}

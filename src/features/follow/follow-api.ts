/** Following a shop (test/contract/lists/{follow-shop,remove-followed}.json): both behind loginCheck, by seller profile id. */
import type { Http } from '../../lib/http/client';

/**
 * `GET user/follow-shop?id=` (1.6.7 `{success: "Added Successfully"}`, 1.5.3 `{follower: […]}`) or
 * `GET user/remove-followed?id=` (`{follower: [remaining shops]}`, every pivot row of the shop goes).
 * The client turns `{error}` into a failure; any other answer means done.
 */
export async function setFollowed(http: Http, id: string, follow: boolean): Promise<void> {
  await http.get(follow ? 'user/follow-shop' : 'user/remove-followed', { params: { id } });
}

import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';

/**
 * Pusher private-channel authorisation (laravel's /broadcasting/auth). Apart from the stored
 * notifications' calls (notifications-api.ts) because the live saga is in the home load and they are not.
 */
export async function authorizeChannel(
  http: Http,
  socketId: string,
  channelName: string,
): Promise<{ auth: string; channel_data?: string }> {
  const body = new URLSearchParams({ socket_id: socketId, channel_name: channelName });
  const { data } = await http.post('broadcasting/auth', body);
  return expectKeys(data, ['auth']);
}

import type { Http } from '../../../lib/http/client';
import { expectKeys } from '../../../lib/http/expect';
import type { SdkApproval } from './sdk-job';

/**
 * After a provider approved: `user/complete-order` with the provider's reference, as JSON (the
 * original's axios posts of a plain object), so the server verifies it and completes the orders.
 */
export async function completeSdkOrder(http: Http, approval: SdkApproval): Promise<{ success?: string }> {
  const { data } = await http.post('user/complete-order', approval.body, { params: approval.query });
  return expectKeys<{ success?: string }>(data, ['success']);
}

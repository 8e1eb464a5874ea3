/**
 * The test gateways' payment sessions (table gateway_sessions): one per visit to a gateway's page,
 * shared by the card gateway (routes/gateway.ts) and the redirect family (routes/gateway-redirect.ts).
 */
import type { Db } from '../db/types';

export interface GatewaySession {
  id: string;
  trx_id: string;
  code: string;
  user_id: number | null;
  session_id: string | null;
  amount: string;
  nonce: string;
  /** 'order' or 'wallet' for the card; `order:<method>` or `wallet:<method>` for the redirect family. */
  purpose: string;
  /** `authorized`: a redirect-family payment approved on the page, paid by its callback. */
  status: 'pending' | 'authorized' | 'processing' | 'approved' | 'declined' | 'cancelled' | 'failed';
}

/** The gateway session `id`, only for the browser session that opened it. */
export async function findGatewaySession(db: Db, id: string, browserSession: string): Promise<GatewaySession | null> {
  if (!/^[a-f0-9]{32}$/.test(id)) return null;
  const row = (
    await db.query<GatewaySession>(
      'SELECT id, trx_id, code, user_id, session_id, amount::text AS amount, nonce, purpose, status FROM gateway_sessions WHERE id = $1',
      [id],
    )
  ).rows[0];
  return row && row.session_id === browserSession ? row : null;
}

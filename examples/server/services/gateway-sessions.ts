/**
 * The test gateways' payment sessions (table gateway_sessions): one per visit to a gateway's page,
 * shared by the card gateway (routes/gateway.ts) and the redirect family (routes/gateway-redirect.ts).
 */
import type { Db, Queryable } from '../db/types';
import { randomId } from './payment';
import { recordGatewayRecharge } from './recharge';

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

/** Opens a pending session for `amount` (base currency) and returns its id (the page's address). */
export async function openGatewaySession(
  db: Queryable,
  v: { trx: string; code: string; userId: number | null; browserSession: string; amount: string; purpose: string },
): Promise<string> {
  const id = randomId();
  await db.query(
    `INSERT INTO gateway_sessions (id, trx_id, code, user_id, session_id, amount, nonce, purpose) VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
    [id, v.trx, v.code, v.userId, v.browserSession, v.amount, randomId(), v.purpose],
  );
  return id;
}

/** The session's amount as the page shows it: rounded in SQL numeric to the shop's decimals. */
export async function gatewayAmountText(db: Queryable, amount: string, places: number): Promise<string> {
  return (await db.query<{ a: string }>('SELECT round($1::numeric, $2)::text AS a', [amount, places])).rows[0].a;
}

/** Declined or cancelled on the page: only a still-pending session ends so. */
export async function endPendingGatewaySession(db: Queryable, id: string, verdict: 'declined' | 'cancelled'): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET status = $2, finished_at = now() WHERE id = $1 AND status = 'pending'`, [id, verdict]);
}

/** A provider's failure return: an open (pending or authorised) session ends declined. */
export async function declineOpenGatewaySession(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE gateway_sessions SET status = 'declined', finished_at = now() WHERE id = $1 AND status IN ('pending', 'authorized')`,
    [id],
  );
}

/** A redirect-family Approve: pending becomes authorised (the callback pays); other states stay. */
export async function authorizeGatewaySession(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET status = 'authorized' WHERE id = $1 AND status = 'pending'`, [id]);
}

/** Claims a session for paying, once: true only for the request that moved it from `from` to processing. */
export async function claimGatewaySession(db: Queryable, id: string, from: 'pending' | 'authorized'): Promise<boolean> {
  const rows = (await db.query(`UPDATE gateway_sessions SET status = 'processing' WHERE id = $1 AND status = $2 RETURNING id`, [id, from]))
    .rows;
  return rows.length > 0;
}

/** A claimed session's outcome once the orders were (or could not be) paid. */
export async function finishGatewaySession(db: Queryable, id: string, paid: boolean): Promise<void> {
  await db.query(`UPDATE gateway_sessions SET status = $2, finished_at = now() WHERE id = $1`, [id, paid ? 'approved' : 'failed']);
}

/**
 * A wallet recharge approved on the page: the session is claimed and the pending recharge recorded
 * in one transaction, once; false when another request had already ended the session.
 */
export async function approveGatewayRecharge(db: Db, s: GatewaySession, gateway: string, paymentMethod?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed =
      (
        await tx.query(
          `UPDATE gateway_sessions SET status = 'approved', finished_at = now() WHERE id = $1 AND status = 'pending' RETURNING id`,
          [s.id],
        )
      ).rows.length > 0;
    if (claimed && s.user_id)
      await recordGatewayRecharge(
        tx,
        s.user_id,
        s.amount,
        { gateway, session_id: s.id, amount: s.amount, status: 'approved' },
        paymentMethod,
      );
    return claimed;
  });
}

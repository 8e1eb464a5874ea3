/**
 * The reward add-on (test/contract/loyalty/{convert-reward,reward-history}.json): history and conversion to wallet credit
 * (services/rewards.ts), and the development action that delivers an order.
 *
 * - `GET user/reward-history?page=`: {reward: «Reward»|null, reward_details: (P) 10 per page | ""}.
 * - `POST user/convert-reward` {reward}: {success, user, reward} or {error}.
 * - Development only (DEV_TOOLS=1 only, lib/dev-tools.ts): `POST /_dev/orders/{id}/deliver` (with the
 *   session's X-CSRF-TOKEN) marks the order delivered, writes its `order_delivered_event` (as
 *   the seeded deliveries have) and awards its points once; answers {success, order_id, points}.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { readBody } from '../lib/responses';
import { fullUserOut } from '../services/auth-format';
import { lastRecharge } from '../services/recharge';
import { convertReward, currentBalance, deliverOrder, REWARD_TEXTS, rewardDetailsPage, rewardOf, rewardOut } from '../services/rewards';
import { addOns } from '../services/shell';
import { plainPaginator } from './notifications';

const PER_PAGE = 10;

function requestedPage(raw: string | undefined): number {
  const page = /^\s*\d{1,9}\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : 1;
  return page >= 1 ? page : 1;
}

export function rewardRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/user/reward-history', loginCheck(), async (c) => {
    const db = c.get('deps').db;
    const reward = await rewardOf(db, c.get('user')!.id);
    if (!reward) return c.json({ reward: null, reward_details: '' });
    const page = requestedPage(c.req.query('page'));
    const { data, total } = await rewardDetailsPage(db, c.get('base'), reward.id, page, PER_PAGE);
    return c.json({ reward: rewardOut(reward), reward_details: plainPaginator(data, total, page, PER_PAGE, c.req.url) });
  });

  r.post('/user/convert-reward', loginCheck(), async (c) => {
    const db = c.get('deps').db;
    const data = await c.get('store').get();
    const body = await readBody(c);
    const user = c.get('user')!;
    const result = await convertReward(db, data, user.id, body.reward);
    if (!result.ok) return c.json({ error: result.error });
    // The user as check-auth serialises it, with the new balance.
    const out = fullUserOut({ ...user, balance: await currentBalance(db, user.id) }, c.get('base'), {
      affiliate: addOns(data).includes('affiliate'),
    }) as Record<string, unknown>;
    out.last_recharge = await lastRecharge(db, user.id);
    return c.json({ success: REWARD_TEXTS.converted, user: out, reward: result.reward });
  });

  r.post('/_dev/orders/:id/deliver', async (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number.parseInt(raw, 10) : 0;
    const points = await deliverOrder(c.get('deps').db, id);
    if (points === null) return c.json({ error: 'No such order' }, 404);
    return c.json({ success: 'Order delivered', order_id: id, points });
  });

  return r;
}

/** The reward add-on's calls (test/contract/loyalty/{convert-reward,reward-history}.json); lazy, with the rewards feature. */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { User } from '../../types/account';

/** The shopper's Reward row (test/contract/loyalty/reward-history.json) as the screen shows it. */
export interface RewardInfo {
  /** Current points (lowered by conversions). */
  points: number;
  /** Points ever earned (`reward_sum`: a numeric string, or 0). */
  earned: number;
  /** `last_conversion`, only when `last_converted` is set (the original's append is NOW otherwise). */
  lastConversion: string | null;
}

/** One «RewardDetail»: a delivered order line of a product that carries points. */
export interface RewardRow {
  id: number;
  productName: string;
  quantity: number;
  points: number;
}

/** One page of the history, with the Reward row the same answer carries. */
export type RewardPage = PageOf<RewardRow> & { reward: RewardInfo | null };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const whole = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

export function toRewardInfo(raw: unknown): RewardInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const converted = typeof r.last_converted === 'string' && r.last_converted.trim() !== '';
  return {
    points: Math.max(0, whole(r.rewards)),
    earned: Math.max(0, whole(r.reward_sum ?? r.reward_details_sum_reward)),
    lastConversion: converted ? text(r.last_conversion) || text(r.last_converted) : null,
  };
}

function toRow(raw: unknown): RewardRow | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = whole(r.id);
  if (id < 1) return null;
  const product = r.product && typeof r.product === 'object' ? (r.product as Record<string, unknown>) : {};
  return { id, productName: text(product.product_name), quantity: whole(r.product_qty), points: whole(r.reward) };
}

/** `GET user/reward-history?page=` (test/contract/loyalty/reward-history.json): `reward_details` is "" when the shopper never earned. */
export async function fetchRewardHistory(http: Http, page = 1): Promise<RewardPage> {
  const { data } = await http.get('user/reward-history', { params: { page } });
  const answer = expectKeys<{ reward: unknown; reward_details: unknown }>(data, ['reward', 'reward_details']);
  const reward = toRewardInfo(answer.reward);
  const details = answer.reward_details;
  if (details === '' || details === null) return { ...readPage([], 'rewards', hasId), items: [], reward };
  const read = readPage(details, 'rewards', (row: unknown): row is object => !!row && typeof row === 'object');
  return { ...read, items: read.items.map(toRow).filter((row): row is RewardRow => row !== null), reward };
}

/** `POST user/convert-reward` (test/contract/loyalty/convert-reward.json): `{reward, amount}`; the server computes the amount itself. */
export async function convertReward(
  http: Http,
  body: { reward: number; amount: number },
): Promise<{ success: string; user: User | null; reward: RewardInfo | null }> {
  const { data } = await http.post('user/convert-reward', body);
  const answer = expectKeys<{ success: unknown; user?: unknown; reward?: unknown }>(data, ['success']);
  const user = answer.user && typeof answer.user === 'object' ? (answer.user as User) : null;
  return { success: text(answer.success), user, reward: toRewardInfo(answer.reward) };
}

/** The reward add-on's calls (test/contract/loyalty/{convert-reward,reward-history}.json); lazy, with the rewards feature. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
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

export interface RewardPage {
  reward: RewardInfo | null;
  rows: RewardRow[];
  nextPageUrl: string | null;
}

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
  const details = answer.reward_details;
  if (details === '' || details === null) return { reward: toRewardInfo(answer.reward), rows: [], nextPageUrl: null };
  if (typeof details !== 'object') throw new ApiError('malformed', "The server's answer has no reward history.");
  const p = details as Record<string, unknown>;
  return {
    reward: toRewardInfo(answer.reward),
    rows: expectList<unknown>(p.data, 'rewards')
      .map(toRow)
      .filter((row): row is RewardRow => row !== null),
    nextPageUrl: typeof p.next_page_url === 'string' && p.next_page_url ? p.next_page_url : null,
  };
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

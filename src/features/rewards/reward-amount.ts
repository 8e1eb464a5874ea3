import { dec, type Decimal } from '../../lib/money/decimal';

/**
 * What converting `points` gives, in the base currency: points ÷ rate, rounded DOWN to 2 decimals,
 * exactly (BigInt), as the server computes it. Null when the rate is not a positive number.
 */
export function rewardAmount(points: number, rate: unknown): Decimal | null {
  const r = dec(rate);
  if (r.units <= 0n || !Number.isSafeInteger(points) || points < 0) return null;
  // points / (units / 10^scale) × 100 = points × 100 × 10^scale / units, truncated (both positive).
  const cents = (BigInt(points) * 100n * 10n ** BigInt(r.scale)) / r.units;
  return { units: cents, scale: 2 };
}

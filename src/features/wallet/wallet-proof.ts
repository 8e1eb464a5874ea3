/**
 * The recharge proof the shopper picked. A File is not serialisable, so it stays out of actions and
 * state: the form leaves it here under a key and the recharge saga takes it with that key.
 */
const files = new Map<string, File>();
let next = 0;

export function leaveRechargeProof(file: File): string {
  next += 1;
  const key = `recharge-proof-${next}`;
  files.clear(); // one recharge at a time: an earlier pick is no longer wanted
  files.set(key, file);
  return key;
}

export function takeRechargeProof(key: string | null): File | null {
  if (!key) return null;
  const file = files.get(key) ?? null;
  files.delete(key);
  return file;
}

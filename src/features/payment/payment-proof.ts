/**
 * The offline proof the shopper picked. A File is not serialisable, so it stays out of actions and
 * state: the screen leaves it here under a key and the payment saga takes it with that key.
 */
const files = new Map<string, File>();
let next = 0;

export function leaveProof(file: File): string {
  next += 1;
  const key = `proof-${next}`;
  files.clear(); // one payment at a time: an earlier pick is no longer wanted
  files.set(key, file);
  return key;
}

export function proofFile(key: string | null): File | null {
  return key ? (files.get(key) ?? null) : null;
}

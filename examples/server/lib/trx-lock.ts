/**
 * One request at a time per cart (trx id): confirm-order, complete-order and the reads that
 * delete unpaid orders (cart/list, user/address) run inside it, so a double click, a retry after a
 * lost answer or two tabs cannot interleave and create two sets of orders or charge twice. The
 * server is one process, so an in-memory queue per key is enough.
 */
const tails = new Map<string, Promise<unknown>>();

export async function withTrxLock<T>(trx: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(trx) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(trx, tail);
  try {
    return await run;
  } finally {
    // The last one out clears the key, so the map does not grow with every cart ever seen.
    if (tails.get(trx) === tail) tails.delete(trx);
  }
}

import type { RootState } from '../../app/store';
import type { Id } from '../../types/common';

export const selectCartLines = (state: RootState) => state.cart.lines;
/**
 * The header badge counts lines, not units, and leaves out buy-now lines (1.6.7 header.vue:211);
 * 1.5.3's lines have no is_buy_now and all count.
 */
export const selectCartCount = (state: RootState) =>
  state.cart.lines.filter((line) => !(line.is_buy_now === true || Number(line.is_buy_now) === 1)).length;
export const selectIsAdding = (id: Id) => (state: RootState) => state.cart.adding.includes(id);
export const selectJustAdded = (id: Id) => (state: RootState) => state.cart.justAdded.includes(id);
/** Every line of one checkout shares a trx_id; the backend wants it with each add. */
export const selectCartTrxId = (state: RootState) => state.cart.lines[0]?.trx_id ?? '';

import type { RootState } from '../../app/store';
import type { Id } from '../../types/common';

export const selectCartLines = (state: RootState) => state.cart.lines;
/** The header badge counts units, not lines. */
export const selectCartCount = (state: RootState) => state.cart.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);
export const selectIsAdding = (id: Id) => (state: RootState) => state.cart.adding.includes(id);
export const selectJustAdded = (id: Id) => (state: RootState) => state.cart.justAdded.includes(id);
/** Every line of one checkout shares a trx_id; the backend wants it with each add. */
export const selectCartTrxId = (state: RootState) => state.cart.lines[0]?.trx_id ?? '';

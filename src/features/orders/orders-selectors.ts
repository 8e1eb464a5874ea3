import type { RootState } from '../../app/store';
import { initialOrdersState, type OrdersState } from './orders-slice';

/** The orders state; before the feature is injected, the initial one. */
export const selectOrders = (state: RootState): OrdersState => state.orders ?? initialOrdersState;

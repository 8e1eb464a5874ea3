import type { OrderRow } from '../../../types/account';
import { orderRowFrom, OrdersTable as OrderRows, type OrderRowItem } from '../../orders';

/**
 * The dashboard's latest orders (test/contract/account/profile-orders.json): the order history's
 * own table and row, so both word statuses and offer Pay Now the same way.
 */
export function OrdersTable({ rows, caption }: { rows: OrderRow[]; caption: string }) {
  const items = rows.map(orderRowFrom).filter((r): r is OrderRowItem => r !== null);
  return <OrderRows rows={items} caption={caption} />;
}

// What other features may use from orders.
export { OrdersTable } from './components/OrdersTable';
export { orderRowFrom, type OrderRowItem } from './orders-api';

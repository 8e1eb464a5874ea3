// What other features may use from orders.
export {};

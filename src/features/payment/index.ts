// What other features may use from payment.
export {};

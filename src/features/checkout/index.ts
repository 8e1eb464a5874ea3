// What other features may use from checkout.
export {};

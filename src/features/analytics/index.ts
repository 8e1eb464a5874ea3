// What other features may use from analytics.
export {};

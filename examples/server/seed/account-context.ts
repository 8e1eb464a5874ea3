/** What the account seeds (geography, orders, notifications) get from the main seed. */
export interface AccountSeedContext {
  seed: number;
  /** Every seeded product id, ascending. */
  productIds: number[];
}

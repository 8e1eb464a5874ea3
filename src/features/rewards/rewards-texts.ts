/** The rewards screens' texts, under the original's language keys (our English where it has none). */
export const REWARDS_TEXTS = {} as const;

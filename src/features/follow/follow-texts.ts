/** The followed shops screens' texts, under the original's language keys (our English where it has none). */
export const FOLLOW_TEXTS = {} as const;

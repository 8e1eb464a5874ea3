/** The compare screens' texts, under the original's language keys (our English where it has none). */
export const COMPARE_TEXTS = {} as const;

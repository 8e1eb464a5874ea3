/** The wishlist screens' texts, under the original's language keys (our English where it has none). */
export const WISHLIST_TEXTS = {} as const;

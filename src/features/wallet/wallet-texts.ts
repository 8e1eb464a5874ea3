/** The wallet screens' texts, under the original's language keys (our English where it has none). */
export const WALLET_TEXTS = {} as const;

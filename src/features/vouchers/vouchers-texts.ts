/** The gift voucher screens' texts, under the original's language keys (our English where it has none). */
export const VOUCHERS_TEXTS = {} as const;

/** Scalars every wire shape shares. */

export type Id = number;

/** 0/1 flags arrive as numbers, sometimes as strings or booleans. */
export type Flag = 0 | 1 | '0' | '1' | boolean;

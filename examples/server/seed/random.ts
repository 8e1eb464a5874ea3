/** A small seeded PRNG (mulberry32) and helpers. The seed data must never use Math.random(). */
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the original order. */
  sample<T>(items: readonly T[], count: number): T[];
  hex(bytes: number): string;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, count) {
      const idx = items.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j], idx[i]];
      }
      return idx
        .slice(0, Math.min(count, items.length))
        .sort((x, y) => x - y)
        .map((i) => items[i]);
    },
    hex(bytes) {
      let s = '';
      for (let i = 0; i < bytes; i++) s += int(0, 255).toString(16).padStart(2, '0');
      return s;
    },
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fixed reference instant for seeded dates (no Date.now() in seed data). */
export const SEED_EPOCH = Date.UTC(2025, 5, 1, 9, 0, 0);
export const DAY_MS = 86_400_000;

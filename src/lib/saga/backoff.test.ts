import { backoffMs } from './backoff';

describe('backoffMs', () => {
  it('doubles from the base and stays at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => backoffMs(attempt, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

import { baselineProblem, HOME_GROWTH_ALLOWANCE } from './size-baseline.mjs';

describe('the home-load baseline', () => {
  const baseline = { homeBytes: 100_000 };

  it('passes growth up to the allowance and any shrinking', () => {
    expect(baselineProblem(100_000 + HOME_GROWTH_ALLOWANCE, baseline)).toBeNull();
    expect(baselineProblem(90_000, baseline)).toBeNull();
  });

  it('fails one byte past the allowance, saying by how much and how to accept it on purpose', () => {
    const problem = baselineProblem(100_000 + HOME_GROWTH_ALLOWANCE + 1, baseline);
    expect(problem).toContain(`grew by ${HOME_GROWTH_ALLOWANCE + 1} bytes`);
    expect(problem).toContain('npm run size -- --update-baseline');
  });

  it('fails without a recorded baseline instead of passing silently', () => {
    expect(baselineProblem(1, null)).toContain('--update-baseline');
  });
});

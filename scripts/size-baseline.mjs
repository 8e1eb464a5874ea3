// The home load's recorded size: later screens must not make the first visit heavier unnoticed.
// The absolute budget in size.mjs catches only the last step over it; this catches every step.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Growth of the home load allowed over the baseline before the size check fails. */
export const HOME_GROWTH_ALLOWANCE = 1024;

export function readBaseline(file) {
  if (!existsSync(file)) return null;
  const value = JSON.parse(readFileSync(file, 'utf8'));
  return Number.isInteger(value?.homeBytes) ? value : null;
}

export function writeBaseline(file, homeBytes) {
  const note =
    'gzip -9 bytes of everything the home route loads (npm run size). Raise it only on purpose: npm run size -- --update-baseline';
  writeFileSync(file, `${JSON.stringify({ homeBytes, note }, null, 2)}\n`);
}

/**
 * What is wrong with the home load's size against the baseline (null = nothing). A missing
 * baseline is a problem too: without it the check would silently pass forever.
 */
export function baselineProblem(homeBytes, baseline, allowance = HOME_GROWTH_ALLOWANCE) {
  if (!baseline)
    return 'no home-load baseline is recorded (scripts/size-baseline.json); record it with `npm run size -- --update-baseline`';
  const growth = homeBytes - baseline.homeBytes;
  if (growth <= allowance) return null;
  return (
    `the home load grew by ${growth} bytes (${baseline.homeBytes} → ${homeBytes}, gzip), more than the ${allowance} allowed. ` +
    'A new screen belongs in its own chunk (lazy route, its slice and sagas via its feature descriptor), not in the home load. ' +
    'If the growth is intended, update the baseline consciously: npm run size -- --update-baseline'
  );
}

/**
 * The pause before try `attempt + 1` of something that failed for a passing reason (a lost answer):
 * `baseMs`, then twice as long each time, never more than `maxMs`, so a fault that lasts minutes
 * costs one request per `maxMs`, and one that lasts a moment is over after a short wait.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
}

/**
 * Compares an answer's shape with a contract fixture's (see ../README.md for the rules).
 * Returns one readable problem per mismatch; an empty list means the shapes agree.
 */
export interface ShapeHints {
  dynamicKeys?: string[];
  optional?: string[];
  nullable?: string[];
  anyValue?: string[];
}

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'undefined';

export function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'object' || t === 'string' || t === 'number' || t === 'boolean' || t === 'undefined') return t;
  return 'object';
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

interface Walk {
  hints: Required<ShapeHints>;
  problems: string[];
}

/** `pattern` is the hint path (`a.b[].c`, `m.*`); `where` is the concrete path for messages. */
function compare(expected: unknown, actual: unknown, pattern: string, where: string, walk: Walk): void {
  const { hints, problems } = walk;
  if (hints.anyValue.includes(pattern)) return;
  const want = kindOf(expected);
  const got = kindOf(actual);
  if (want === 'null' || got === 'null') {
    if (want === got || hints.nullable.includes(pattern)) return;
    problems.push(`${where || '(root)'}: expected ${want}, got ${got}`);
    return;
  }
  if (want !== got) {
    problems.push(`${where || '(root)'}: expected ${want}, got ${got}`);
    return;
  }
  if (want === 'array') {
    const items = expected as unknown[];
    if (items.length === 0) return;
    (actual as unknown[]).forEach((item, i) => bestMatch(items, item, `${pattern}[]`, `${where}[${i}]`, walk));
    return;
  }
  if (want !== 'object') return;
  const exp = expected as Record<string, unknown>;
  const act = actual as Record<string, unknown>;
  if (hints.dynamicKeys.includes(pattern)) {
    const values = Object.values(exp);
    if (values.length === 0) return;
    for (const [key, value] of Object.entries(act)) bestMatch(values, value, join(pattern, '*'), join(where, key), walk);
    return;
  }
  for (const key of Object.keys(exp)) {
    const p = join(pattern, key);
    if (!(key in act)) {
      if (!hints.optional.includes(p)) problems.push(`${join(where, key)}: missing`);
      continue;
    }
    compare(exp[key], act[key], p, join(where, key), walk);
  }
  for (const key of Object.keys(act)) {
    if (!(key in exp)) problems.push(`${join(where, key)}: extra key (the original does not send it)`);
  }
}

/** An item matches when it agrees with any one of the fixture's items; otherwise report the closest. */
function bestMatch(candidates: unknown[], actual: unknown, pattern: string, where: string, walk: Walk): void {
  let best: string[] | null = null;
  for (const candidate of candidates) {
    const trial: Walk = { hints: walk.hints, problems: [] };
    compare(candidate, actual, pattern, where, trial);
    if (trial.problems.length === 0) return;
    if (!best || trial.problems.length < best.length) best = trial.problems;
  }
  walk.problems.push(...(best ?? []));
}

export function compareShape(expected: unknown, actual: unknown, hints: ShapeHints = {}): string[] {
  const walk: Walk = {
    hints: { dynamicKeys: [], optional: [], nullable: [], anyValue: [], ...hints },
    problems: [],
  };
  compare(expected, actual, '', '', walk);
  return walk.problems;
}

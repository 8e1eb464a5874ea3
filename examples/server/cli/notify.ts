/**
 * Sends a live notification to a user through the running server.
 *   npx tsx examples/server/cli/notify.ts --user 1 "Your order has shipped" [--type success] [--url http://127.0.0.1:8080] [--link /user/order-history]
 * Signs the JSON body with HMAC-SHA256(PUSHER_APP_SECRET) and posts it to /internal/notify.
 */
import { createHmac } from 'node:crypto';

const TYPES = ['success', 'error', 'warning', 'info'];

function usage(message?: string): never {
  if (message) console.error(`Error: ${message}\n`);
  console.error('Usage: npx tsx examples/server/cli/notify.ts --user <id> "<message>" [--type success|error|warning|info] [--url http://127.0.0.1:8080] [--link <path>]');
  process.exit(message ? 1 : 0);
}

function parseArgs(argv: string[]) {
  const out: { user?: number; message?: string; type: string; url: string; link?: string } = {
    type: 'info',
    url: process.env.STOREFRONT_URL || `http://127.0.0.1:${process.env.PORT || 8080}`,
  };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value`);
      return v;
    };
    if (a === '--help' || a === '-h') usage();
    else if (a === '--user' || a === '-u') out.user = Number(value());
    else if (a === '--type' || a === '-t') out.type = value();
    else if (a === '--url') out.url = value().replace(/\/+$/, '');
    else if (a === '--link') out.link = value();
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else rest.push(a);
  }
  out.message = rest.join(' ').trim();
  if (!out.user || !Number.isInteger(out.user) || out.user < 1) usage('--user must be a user id (e.g. 1)');
  if (!out.message) usage('a message is required');
  if (!TYPES.includes(out.type)) usage(`--type must be one of ${TYPES.join(', ')}`);
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const secret = process.env.PUSHER_APP_SECRET || 'storefront-secret';
  const body = JSON.stringify({ user_id: args.user, message: args.message, type: args.type, url: args.link ?? null });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  let res: Response;
  try {
    res = await fetch(`${args.url}/internal/notify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Internal-Signature': signature },
      body,
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    console.error(`Could not reach the storefront server at ${args.url} (${cause?.code ?? (err as Error).message}). Is it running? Start it with: npx tsx examples/server/main.ts`);
    process.exit(1);
  }
  const text = await res.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  if (!res.ok) {
    console.error(`Server answered ${res.status}:`, parsed);
    if (res.status === 401) console.error('Hint: PUSHER_APP_SECRET must match the server\'s.');
    process.exit(1);
  }
  console.log(`Sent "${args.message}" (${args.type}) to user ${args.user}:`, parsed);
}

void main();

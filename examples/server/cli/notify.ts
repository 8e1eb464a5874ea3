/**
 * Sends a live notification to a user through the running reference server.
 *   npm run notify -- --user 1 "Your order has shipped" [--type success] [--url http://127.0.0.1:8080] [--link get-invoice/YRI-1]
 * Finds the server the way it was started: --url, else STOREFRONT_URL, else http://HOST:PORT
 * with the same defaults as the server (127.0.0.1, 8080). Signs the JSON body with
 * HMAC-SHA256(PUSHER_APP_SECRET) and posts it to /internal/notify; the server publishes on the
 * channel its REALTIME_CHANNEL selects and says which.
 */
import { createHmac } from 'node:crypto';

const TYPES = ['success', 'error', 'warning', 'info'];
const TIMEOUT_MS = 5000;

function usage(message?: string): never {
  if (message) console.error(`Error: ${message}\n`);
  console.error(
    'Usage: npm run notify -- --user <id> "<message>" [--type success|error|warning|info] [--url http://127.0.0.1:8080] [--link <path>]',
  );
  console.error('Without --url: STOREFRONT_URL, else http://$HOST:$PORT (defaults 127.0.0.1 and 8080, as the server).');
  process.exit(message ? 1 : 0);
}

/** Where the server started with the same environment listens. */
function defaultServerUrl(env: NodeJS.ProcessEnv): { url: string; from: string } {
  if (env.STOREFRONT_URL) return { url: env.STOREFRONT_URL.replace(/\/+$/, ''), from: 'STOREFRONT_URL' };
  // A server bound to every interface is reached on loopback.
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const port = env.PORT || '8080';
  const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const from = [env.HOST ? 'HOST' : '', env.PORT ? 'PORT' : ''].filter(Boolean).join(' and ') || 'the default 127.0.0.1:8080';
  return { url: `http://${shownHost}:${port}`, from };
}

function parseArgs(argv: string[]) {
  const fallback = defaultServerUrl(process.env);
  const out: { user?: number; message?: string; type: string; url: string; from: string; link?: string } = { type: 'info', ...fallback };
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
    else if (a === '--url') {
      out.url = value().replace(/\/+$/, '');
      out.from = '--url';
    } else if (a === '--link') out.link = value();
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else rest.push(a);
  }
  out.message = rest.join(' ').trim();
  if (!out.user || !Number.isInteger(out.user) || out.user < 1) usage('--user must be a user id (e.g. 1)');
  if (!out.message) usage('a message is required');
  if (!TYPES.includes(out.type)) usage(`--type must be one of ${TYPES.join(', ')}`);
  if (!/^https?:\/\/[^/]+/.test(out.url)) usage(`${out.url} is not an http(s) URL`);
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const endpoint = `${args.url}/internal/notify`;
  console.log(`Using ${args.url} (from ${args.from})`);
  const secret = process.env.PUSHER_APP_SECRET || 'storefront-secret';
  const body = JSON.stringify({ user_id: args.user, message: args.message, type: args.type, url: args.link ?? null });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Internal-Signature': signature },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code ?? (err as Error).name;
    const why =
      code === 'ECONNREFUSED'
        ? 'nothing is listening there'
        : code === 'TimeoutError'
          ? `no answer within ${TIMEOUT_MS / 1000} s`
          : (cause?.message ?? (err as Error).message);
    console.error(`Could not reach the storefront server at ${args.url}: ${why}.`);
    console.error(
      'Start it (npm start, or PORT=<port> npm run server) and run this with the same PORT/HOST, or pass --url http://127.0.0.1:<port>.',
    );
    process.exit(1);
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    console.error(`${endpoint} answered ${res.status}:`, parsed);
    if (res.status === 401) console.error("Hint: PUSHER_APP_SECRET must match the server's.");
    if (res.status === 404 && !(parsed as { message?: string } | null)?.message?.includes('User')) {
      console.error(`Hint: is ${args.url} the reference storefront server? It has no /internal/notify.`);
    }
    process.exit(1);
  }
  const answer = parsed as { channel?: string; published?: boolean };
  const where = answer.channel ? ` on ${answer.channel}` : '';
  console.log(
    `Sent "${args.message}" (${args.type}) to user ${args.user}${where}${answer.published === false ? ' (stored only: no socket server)' : ''}:`,
    parsed,
  );
}

void main();

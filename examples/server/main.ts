/**
 * Starts the reference backend: one Node process serving the host page, the JSON API,
 * the built widget (/assets), generated images, and the Pusher-protocol WebSocket server
 * on the same port.   npx tsx examples/server/main.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirInUse, lockDataDir } from './lib/data-dir-lock';
import { loadConfig } from './config';
import { openPreparedDb } from './db/open';
import { pruneSessions, sessionIdOfCookies } from './lib/session';
import { createPusherServer } from './realtime';

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseDataDir = lockDataDir(config.dataDir);
  process.on('exit', releaseDataDir);
  if (config.devTools) console.log(`[storefront] development tools on (DEV_TOOLS=1): /_dev/mailbox, /_dev/wallet, … on ${config.appUrl}`);
  const started = Date.now();
  const { db, seeded, migrated, setAside } = await openPreparedDb(join(config.dataDir, 'db'), {
    products: config.seedProducts,
    seed: config.seed,
  });
  if (setAside)
    console.warn(`[storefront] the data in ${config.dataDir} was seeded by an older version; moved it to ${setAside} and seeded afresh`);
  await pruneSessions(db);
  const dbMs = Date.now() - started;

  const pusher = createPusherServer({
    appId: config.pusher.appId,
    key: config.pusher.key,
    secret: config.pusher.secret,
    // The upgrade request carries the page's cookies: a socket belongs to a session (for /_dev/realtime/outage).
    tagOf: (req) => sessionIdOfCookies(req.headers.cookie),
  });
  const app = createApp({ db, config, pusher, extraRoutes: [pusher.rest] });

  // With TLS: HTTP/2 as a production front serves it, HTTP/1.1 kept for older clients and for the
  // WebSocket (browsers open it over HTTP/1.1; the 'upgrade' event still fires).
  const tls = config.tls && {
    createServer: createSecureServer,
    serverOptions: { allowHTTP1: true, cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) },
  };
  const scheme = tls ? 'https' : 'http';
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, ...tls }, () => {
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const what = seeded ? `seeded ${config.seedProducts} products` : 'reused existing data';
    const mig = migrated.length ? `, migrations ${migrated.join(',')}` : '';
    console.log(
      `Storefront server ready at ${scheme}://${shownHost}:${config.port}${config.appPath || '/'} (db ${dbMs} ms, ${what}${mig}; data in ${config.dataDir})`,
    );
  }) as Server; // the HTTP/2 server's 'upgrade', 'close' and 'error' are the ones used here
  pusher.attach(server);

  server.on('error', async (err: NodeJS.ErrnoException) => {
    console.error(err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use (set PORT).` : err);
    await db.close().catch(() => {});
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: shutting down…`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    try {
      await pusher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await db.close();
    } catch (err) {
      console.error(err);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A refused setting or a busy data directory is a sentence for the person starting it, not a stack.
  const plain = err instanceof DataDirInUse || (err instanceof Error && err.message.startsWith('Refusing to start'));
  console.error('Failed to start the storefront server:', plain ? (err as Error).message : err);
  process.exit(1);
});

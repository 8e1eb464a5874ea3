/**
 * createApp({db, config, pusher?}) → the Hono app. No port, no globals: tests call
 * app.request() against a fresh PGlite. main.ts adds the Pusher REST routes and WebSockets.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './lib/context';
import { csrfMiddleware, headNeverChangesState } from './lib/csrf';
import { devToolsGate } from './lib/dev-tools';
import { sessionMiddleware } from './lib/session';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { devMailRoutes } from './routes/dev-mail';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { couponRoutes } from './routes/coupons';
import { checkoutRoutes } from './routes/checkout';
import { paymentRoutes } from './routes/payment';
import { gatewayRoutes } from './routes/gateway';
import { gatewayRedirectRoutes } from './routes/gateway-redirect';
import { gatewaySdkRoutes } from './routes/gateway-sdk';
import { invoiceRoutes } from './routes/invoices';
import { downloadRoutes } from './routes/downloads';
import { walletRoutes } from './routes/wallet';
import { rewardRoutes } from './routes/rewards';
import { profileRoutes } from './routes/profile';
import { signupRoutes } from './routes/signup';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { broadcastingRoutes } from './routes/broadcasting';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { blogRoutes } from './routes/blogs';
import { pageRoutes } from './routes/pages';
import { affiliateRoutes } from './routes/affiliate';
import { contentRoutes } from './routes/content';
import { benchPageRoutes } from './routes/bench-pages';
import { cspReportRoutes } from './routes/csp-reports';
import { hostPageRoutes } from './routes/host-page';
import { i18nRoutes } from './routes/i18n';
import { imageRoutes } from './routes/images';
import { internalRoutes } from './routes/internal';
import { productRoutes } from './routes/product';
import { promotionRoutes } from './routes/promotions';
import { sellerRoutes } from './routes/sellers';
import { shopPageRoutes } from './routes/shop-page';
import { videoShopRoutes } from './routes/video-shops';
import { reviewRoutes } from './routes/reviews';
import { createStore } from './services/store';

export interface CreateAppOptions extends AppDeps {
  /** Extra routes mounted before the host-page catch-all (main.ts passes the Pusher REST app). */
  extraRoutes?: Array<Hono<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function createApp(opts: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db: opts.db, config: opts.config, pusher: opts.pusher ?? null };
  const store = createStore(opts.db, { ...opts.config.settingsOverrides, demo_mode: opts.config.demoMode });
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('store', store);
    // Links are built from configuration (APP_URL), never from the request's Host header.
    c.set('base', opts.config.appUrl);
    await next();
  });
  app.use('*', headNeverChangesState());
  app.use('*', devToolsGate());
  // Pages and API answers go out gzipped, as a Laravel shop's nginx or Apache sends them (the
  // original app leaves compression to its web server). Assets carry their own encoding and pass
  // through untouched; the answers' bytes after decoding are the original's.
  app.use('*', compress());
  app.use('*', sessionMiddleware());
  app.use('*', csrfMiddleware());

  app.route('/', assetRoutes(opts.config.distDir));
  app.route('/', imageRoutes());
  app.route('/', i18nRoutes());
  app.route('/', authRoutes());
  app.route('/', catalogRoutes());
  app.route('/', productRoutes());
  app.route('/', cartRoutes());
  app.route('/', contentRoutes());
  app.route('/', blogRoutes());
  app.route('/', pageRoutes());
  app.route('/', affiliateRoutes());
  app.route('/', promotionRoutes());
  app.route('/', sellerRoutes());
  app.route('/', shopPageRoutes());
  app.route('/', videoShopRoutes());
  app.route('/', reviewRoutes());
  app.route('/', accountRoutes());
  app.route('/', signupRoutes());
  app.route('/', devMailRoutes());
  app.route('/', cspReportRoutes());
  app.route('/', benchPageRoutes());
  app.route('/', addressRoutes());
  app.route('/', profileRoutes());
  app.route('/', notificationRoutes());
  app.route('/', orderRoutes());
  app.route('/', couponRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', gatewaySdkRoutes()); // before paymentRoutes: it takes complete-order for the in-page providers
  app.route('/', gatewayRedirectRoutes()); // the redirect family's starts and returns (GET complete-order among them)
  app.route('/', paymentRoutes());
  app.route('/', gatewayRoutes());
  app.route('/', invoiceRoutes());
  app.route('/', downloadRoutes());
  app.route('/', walletRoutes());
  app.route('/', rewardRoutes());
  app.route('/', broadcastingRoutes());
  app.route('/', internalRoutes());
  for (const extra of opts.extraRoutes ?? []) app.route('/', extra);
  app.route('/', hostPageRoutes(opts.config.appPath));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    console.error(`[storefront] ${c.req.method} ${c.req.path}:`, err);
    // Never leak internals (the original put raw exception text in `error`).
    return c.json({ message: 'Server error' }, 500);
  });
  return app;
}

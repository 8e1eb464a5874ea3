/**
 * The contract between the host page, the loader and the app.
 * The loader reads the page, validates it into a MountConfig and calls `mount`.
 * Keep this file free of runtime imports: the loader bundles only its constants.
 */
import type { User, WishlistRow } from './types/account';
import type { CartLine } from './types/cart';
import type { Category, ViewedProduct } from './types/catalogue';
import type { Banner, Currency, Language, Service, Settings, Slider, StaticPage } from './types/shop';

/** The element the widget mounts into. Without it the loader alerts and stops. */
export const MARKER_SELECTOR = '[data-storefront]';

/** `<script type="application/json" id="storefront-shell-data">` holding ShellData. */
export const SHELL_DATA_ID = 'storefront-shell-data';

/**
 * A chunk (the app entry or a screen) that has not arrived in 120 s counts as failed.
 * The loader (for the entry) and the app (for screens and lazy parts) both apply it.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Hidden inputs the backend's template renders (looked up by id, then by name).
 * The first five are the original template's names; the last three are optional
 * and point pusher-js at a self-hosted Pusher-protocol server.
 */
export const PAGE_FIELDS = {
  token: 'token',
  baseUrl: 'base_url',
  appPath: 'app_path',
  pusherKey: 'f_pusher_app_key',
  pusherCluster: 'f_pusher_app_cluster',
  pusherHost: 'f_pusher_host',
  pusherPort: 'f_pusher_port',
  /** `https` (default) or `http`. */
  pusherScheme: 'f_pusher_scheme',
  /**
   * Absent or `auto` (default): private-notification-send.{id}, authorised at broadcasting/auth,
   * unless the shop has no such route (a stock shop): then its public notification-send-{id}.
   * `private` or `public` forces one (public: anyone who knows the id can listen).
   */
  pusherChannel: 'f_pusher_channel',
  /**
   * The session's flash message (`info`, `success`, `warning` or `error`, and its text), which the
   * stock 1.6.7 view toasts once (payment callbacks report failures so): optional, both or neither.
   */
  flashType: 'flash_type',
  flashMessage: 'flash_message',
} as const;

/** The kinds of session flash message the original's view shows, in the order it checks them. */
export const FLASH_TYPES = ['info', 'success', 'warning', 'error'] as const;

export interface PageFlash {
  type: (typeof FLASH_TYPES)[number];
  message: string;
}

/** How live notifications reach the widget (see PAGE_FIELDS.pusherChannel). */
export type RealtimeChannelMode = 'auto' | 'private' | 'public';

export interface RealtimeConfig {
  key: string;
  cluster: string;
  /** Set for a self-hosted server; absent means Pusher's own hosts for `cluster`. */
  host?: string;
  port?: number;
  tls: boolean;
  channel: RealtimeChannelMode;
}

/**
 * What the host page embeds in #storefront-shell-data: the props the original Blade view passes
 * to its app (`settings_data`, `add_ons`, …) or, as well, the controller's variable names
 * (`settings`, `addons`), quirks included. The loader checks only that it is an object with
 * settings; the app normalises the rest into ShellData (src/app/normalize-shell.ts).
 */
export type HostShellData = Record<string, unknown>;

/** Shell data after normalisation: every list present, every quirk repaired. */
export interface ShellData {
  settings_data: Settings;
  languages: Language[];
  currencies: Currency[];
  active_language: Language | null;
  active_currency: Currency;
  default_currency: Currency | null;
  user: User | null;
  /** Wishlist count (an integer) for the header badge. */
  wishlists: number;
  user_wishlists: WishlistRow[];
  carts: CartLine[];
  /** Compare-list count (an integer). */
  compare_list: number;
  categories: Category[];
  sliders: Slider[];
  banners: Banner[];
  services: Service[];
  viewed_products: ViewedProduct[];
  pages: StaticPage[];
  home_components: string[];
  default_assets: { static_asset: string };
  add_ons: string[];
  shop_follower: unknown[];
  /** Translations, when an integrator inlines them (the original does not); otherwise fetched from settings.lang_file. */
  lang_keywords: Record<string, string> | null;
  guest_user?: unknown;
}

export interface MountConfig {
  /** CSRF token, also sent as Authorization. Kept in memory only. */
  token: string;
  /** Absolute http(s) URL without a trailing slash; every API path is relative to it. */
  baseUrl: string;
  /** Router base path, starting with `/` and without a trailing slash (`''` for the site root). */
  appPath: string;
  /** Null when the page renders no Pusher key (push off, or nobody signed in). */
  realtime: RealtimeConfig | null;
  shell: HostShellData;
  /**
   * The page's CSP nonce (from the loader's own tag, or `<meta property="csp-nonce" content>`):
   * every <style> the widget adds carries it. Absent: the widget adds no <style> to the page.
   */
  nonce?: string;
  /**
   * GETs the loader started before the app arrived (loader/early.ts), by absolute URL: the app's
   * HTTP client answers its first GET of each URL with it. Absent: every request starts in the app.
   */
  early?: EarlyAnswers;
  /** The session's flash message rendered into the page (PAGE_FIELDS.flashType): shown once as a notice. */
  flash?: PageFlash;
}

/** Responses (or their promises) to GETs started early, keyed by absolute URL with its query. */
export type EarlyAnswers = Record<string, Promise<Response>>;

export type Unmount = () => void;
export type Mount = (element: HTMLElement, config: MountConfig) => Unmount;

/** What the app entry module exports. */
export interface AppEntry {
  mount: Mount;
}

/** What the loader puts on `window.Storefront` for integrators. */
export interface StorefrontHandle {
  /** Resolves once the app is mounted; rejects when it could not be. */
  ready: Promise<void>;
  unmount(): void;
}

/** Types shared by the app, its middleware and routes. */
import type { Db } from '../db/types';
import type { ServerConfig } from '../config';
import type { Store } from '../services/store';

/** What the app needs from the Pusher-protocol server (examples/server/realtime). */
export interface RealtimeLike {
  /** Returns the `auth` string ("key:hex-hmac"). */
  authorizeChannel(socketId: string, channelName: string, channelData?: string): string;
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): void | Promise<void>;
  /** A simulated outage of one session's sockets for the browser tests (POST /_dev/realtime/outage). */
  outage?(sessionId: string, ms: number): number;
}

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** Optional: without it notifications are stored but not pushed, and broadcasting/auth answers 503. */
  pusher?: RealtimeLike | null;
}

export interface SessionRow {
  id: string;
  csrf_token: string;
  user_id: number | null;
  walk_in_trx: string | null;
  currency_code: string | null;
  locale: string | null;
  compare: number[];
  /** session('addresses'), the guest's address book (services/address-book.ts); NULL until the first save. */
  addresses?: unknown;
  /** The trx ids of guest checkouts get-invoices ended in this session, newest first (services/invoices.ts). */
  guest_checkouts?: unknown;
  updated_at: Date | string;
}

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  user_type: 'customer' | 'seller' | 'admin' | 'staff' | 'walk_in';
  balance: number;
  referral_code: string | null;
  currency_code: string | null;
  lang_code: string | null;
  cart_trx: string | null;
  status: number;
  is_user_banned?: number;
  is_deleted?: number;
  otp?: number | null;
  seller_verified_at?: string | Date | null;
  created_at?: string | Date;
  updated_at?: string | Date;
  /** The default shipping / billing «Address» rows (jsonb), kept by a trigger on `addresses` (db/migrations/addresses.ts). */
  shipping_address_row?: Record<string, unknown> | null;
  billing_address_row?: Record<string, unknown> | null;
}

export interface AppVariables {
  deps: AppDeps;
  store: Store;
  session: SessionRow;
  user: UserRow | null;
  /** Absolute origin of this request, e.g. http://127.0.0.1:8080 (no trailing slash). */
  base: string;
}

export type AppEnv = { Variables: AppVariables };

/**
 * What a service may read of the request: its variables, and nothing of the HTTP framework. Hono's
 * Context has this shape, so a route passes its `c` as it is, and a service stays free of hono types
 * (and testable with a plain object).
 */
export interface RequestScope {
  get<K extends keyof AppVariables>(key: K): AppVariables[K];
}

/**
 * The development OTP channel. The original texts the code through its SMS add-on; this server has
 * no SMS gateway, so the code goes to the server console and, when the server keeps its data in a
 * directory, is appended to `${DATA_DIR}/dev-otp.log` (one line per code) for scripts and tests.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/types';

export const DEV_OTP_FILE = 'dev-otp.log';

/** rand(10000, 99999) in the original: five digits. */
export const newOtp = (random: () => number = Math.random) => 10000 + Math.floor(random() * 90000);

export function deliverOtp(config: Pick<ServerConfig, 'dataDir'>, phone: string, otp: number): void {
  console.info(`[storefront] OTP for ${phone}: ${otp}`);
  if (!config.dataDir) return;
  appendFileSync(join(config.dataDir, DEV_OTP_FILE), `${new Date().toISOString()} ${phone} ${otp}\n`);
}

/** Keeps a new one-time code on the account (users.otp), valid for `minutes`. */
export async function storeOtp(db: Queryable, userId: number, otp: number, minutes: number): Promise<void> {
  await db.query(`UPDATE users SET otp = $1, otp_expires_at = now() + $3::int * interval '1 minute', updated_at = now() WHERE id = $2`, [
    otp,
    userId,
    minutes,
  ]);
}

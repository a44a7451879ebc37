import { db, type Db } from '../../db/client';
import { trustSettings } from '../../db/schema/ad-trust';
import { memoize } from '../../lib/memo';

export const trustSettingKeys = [
  'reports-rented-to-ask',
  'reports-scam-to-hide',
  'availability-ask-every',
  'availability-link-valid',
  'unconfirmed-leaves-lists',
  'off-market-notice',
  'relist-keeps-first-date',
] as const;

export type TrustSettingKey = (typeof trustSettingKeys)[number];
export type TrustSettings = Record<TrustSettingKey, number>;

/**
 * The settings read through the given executor: inside a transaction, its own (PGlite has one connection, so a read
 * through another would wait for the transaction that waits for it).
 */
export async function readTrustSettings(
  executor: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
): Promise<TrustSettings> {
  const rows = await executor.select({ key: trustSettings.key, value: trustSettings.value }).from(trustSettings);
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    trustSettingKeys.map((key) => {
      const value = values.get(key);
      // A missing row is a seeding fault: better a clear failure than a limit quietly taken as 0.
      if (value === undefined) throw new Error(`trust setting ${key} is missing`);
      return [key, value];
    }),
  ) as TrustSettings;
}

/** The back office changes these rarely: a minute of staleness per process is fine. */
export const trustSettingsOf = memoize(60_000, () => readTrustSettings(db()));

export const DAY_MS = 24 * 3600 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

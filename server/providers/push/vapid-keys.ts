import path from 'node:path';
import webpush from 'web-push';
import { config, ConfigError } from '../../config';
import { readOrCreateDataFile } from '../../lib/data-file';

export type VapidKeys = { publicKey: string; privateKey: string };

const keysFileName = 'vapid-keys.json';

function readKeys(file: string, text: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new ConfigError(
      `${file} is damaged. Delete it (browsers subscribed with the old key subscribe again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

const globalForVapid = globalThis as unknown as { manzilVapidKeys?: VapidKeys };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (production requires them); otherwise a pair the installation
 * generates once into DATA_DIR, like its secret, so browsers stay subscribed across restarts (per process in memory).
 */
export function vapidKeys(): VapidKeys {
  const cfg = config();
  if (cfg.VAPID_PUBLIC_KEY && cfg.VAPID_PRIVATE_KEY)
    return { publicKey: cfg.VAPID_PUBLIC_KEY, privateKey: cfg.VAPID_PRIVATE_KEY };
  if (cfg.DATA_DIR === 'memory://') return (globalForVapid.manzilVapidKeys ??= webpush.generateVAPIDKeys());
  const file = path.resolve(cfg.DATA_DIR, keysFileName);
  globalForVapid.manzilVapidKeys ??= readOrCreateDataFile(
    file,
    () => JSON.stringify(webpush.generateVAPIDKeys()),
    (text) => readKeys(file, text),
  );
  return globalForVapid.manzilVapidKeys;
}

import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { config, ConfigError, type Config } from '../config';
import { readOrCreateDataFile } from './data-file';

/** Each use of the secret gets its own key: a key leaked or misused in one place says nothing about the others. */
const keyLabels = {
  accessToken: 'manzil access token v1',
  oneTimeCode: 'manzil one-time code hash v1',
  pageRevalidation: 'manzil page revalidation v1',
  refreshSuccessor: 'manzil refresh-token successor v1',
  localGatewayWebhook: 'manzil local payment gateway webhook v1',
  availabilityLink: 'manzil ad availability answer link v1',
  reportAddress: 'manzil ad report address hash v1',
  newsletterLink: 'manzil newsletter confirm and unsubscribe link v1',
} as const;

export type KeyPurpose = keyof typeof keyLabels;

/** The file in DATA_DIR that keeps the generated secret of an installation without AUTH_SECRET. */
export const secretFileName = 'auth-secret';

function readSecret(file: string, text: string): Buffer {
  const secret = text.trim();
  if (secret.length < 32)
    throw new ConfigError(
      `${file} is damaged. Delete it to generate a new secret (this signs every member out), or set AUTH_SECRET.`,
    );
  return Buffer.from(secret, 'utf8');
}

/** AUTH_SECRET when set; otherwise the installation's own generated secret (per process with DATA_DIR=memory://). */
export function loadInstallationSecret(cfg: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): Buffer {
  if (cfg.AUTH_SECRET) return Buffer.from(cfg.AUTH_SECRET, 'utf8');
  if (cfg.DATA_DIR === 'memory://') return Buffer.from(randomBytes(32).toString('base64url'), 'utf8');
  const file = path.resolve(cfg.DATA_DIR, secretFileName);
  return readOrCreateDataFile(
    file,
    () => randomBytes(32).toString('base64url'),
    (text) => readSecret(file, text),
  );
}

// Next bundles server code separately from the custom server's own modules: both read the one secret on globalThis.
const globalForSecret = globalThis as unknown as {
  manzilInstallationSecret?: { secret: Buffer; keys: Map<KeyPurpose, Buffer> };
};

function installation() {
  globalForSecret.manzilInstallationSecret ??= { secret: loadInstallationSecret(config()), keys: new Map() };
  return globalForSecret.manzilInstallationSecret;
}

/** Resolves the secret once at start-up, so a bad data folder stops the start and every module sees the same secret. */
export function prepareInstallationSecret(): void {
  installation();
}

/** The secret as AUTH_SECRET text, for the render workers this process starts (they must derive the same keys). */
export const installationSecretText = () => installation().secret.toString('utf8');

export const deriveKey = (secret: Buffer, purpose: KeyPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), keyLabels[purpose], 32));

/** The key for one purpose, derived from the installation secret with HKDF-SHA256. */
export function derivedKey(purpose: KeyPurpose): Buffer {
  const { secret, keys } = installation();
  let key = keys.get(purpose);
  if (!key) {
    key = deriveKey(secret, purpose);
    keys.set(purpose, key);
  }
  return key;
}

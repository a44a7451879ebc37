import sharp from 'sharp';
import { createApp } from './app';
import { config, ConfigError } from './config';
import { database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { logger } from './logger';
import { prepareInstallationSecret } from './lib/installation-secret';
import { assertProvidersAllowed, DevelopmentAdapterRefused, prepareChannelSenders } from './providers/registry';
import { startJobs } from './job-workers/all-workers';
import { backupSocketPath, serveBackups } from './operations/backup';
import { observePgliteMemory } from './operations/pglite-memory';

/**
 * Validates configuration, refuses development adapters in production, resolves the secret and the channel senders,
 * migrates and seeds, starts the job workers and (embedded database) the backup socket; returns the API.
 */
export async function startBackend() {
  const cfg = config();
  assertProvidersAllowed(cfg);
  prepareInstallationSecret();
  prepareChannelSenders();
  if (cfg.DATABASE_URL && !cfg.AUTH_SECRET)
    logger.warn(
      'no AUTH_SECRET: this instance signs with the secret in its own DATA_DIR; instances that share the database must share AUTH_SECRET',
    );
  // libvips keeps the images of recent operations (up to 50 MB) for reuse; here every image is processed once (an upload,
  // the demo seed's drawings), and what it kept stayed in the process (docs/performance.md, Memory).
  sharp.cache(false);
  const db = database();
  await migrateDatabase(db);
  if (cfg.SEED_ON_START) await seedIfEmpty(db.db);
  await startJobs();
  if (db.kind === 'pglite') observePgliteMemory(db.client);
  if (db.kind === 'pglite' && cfg.DATA_DIR !== 'memory://') {
    // Serving matters more than the backup socket (a data folder on a file system without sockets, a path too long).
    await serveBackups(db.client, backupSocketPath(cfg.DATA_DIR)).catch((err: unknown) =>
      logger.error({ err }, 'backup socket not opened: npm run backup cannot reach this server'),
    );
  }
  logger.info({ database: db.kind, appEnv: cfg.APP_ENV }, 'backend ready');
  return createApp();
}

/** Start-up refusals the operator must fix (configuration, development adapters) print as plain text; others log. */
export function failStartup(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DevelopmentAdapterRefused)
    console.error(`Manzil cannot start.\n${err.message}`);
  else logger.fatal({ err }, err instanceof Error ? err.message : 'start-up failed');
  process.exit(1);
}

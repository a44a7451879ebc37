import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['{lib,server,components,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    env: {
      NODE_ENV: 'test',
      APP_ENV: 'demo',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      // Test files create more drafts for one member than the production default allows.
      PENDING_ADS_PER_MEMBER: '100',
      // Test files write fixtures straight to the database between API calls, which no cache hears of: the answer
      // cache is tested on its own (server/lib/api-cache.test.ts).
      API_CACHE_MB: '0',
    },
    globalSetup: ['server/testing/postgres-global-setup.ts'],
    setupFiles: ['server/testing/database-per-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './find-chromium.mjs';

/** Browser journeys: production build, then Playwright against `npm start` on a fresh data folder. */
const chromium = ensureChromium();
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== 'true') run('npm', ['run', 'build']);
rmSync('.e2e-data', { recursive: true, force: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
// A whole run also checks two instances on the local PostgreSQL, Redis and an S3 server (skipped when those are absent).
if (process.argv.length === 2) run('node', ['scripts/e2e-instances.mjs']);

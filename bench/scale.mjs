import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstLiveAdId, runBench, startServer, waitForHealth } from './harness.mjs';
import { grantPublishCredits, measurePublish, publishChosen, publishServerEnv } from './publish.mjs';
import { references, scaleTargets } from './targets.mjs';

/**
 * The ads list at scale: BENCH_SCALE_ADS (default 100,000) demo ads from the deterministic generator, in their own
 * data folder BENCH_SCALE_DATA_DIR (default .bench-scale-data, kept between runs and regenerated only when the count
 * changes), then the production server on it. Run `npm run build` first. With DATABASE_URL it seeds and measures
 * that PostgreSQL database instead (it must be empty or hold exactly that many ads). After the read targets it
 * measures publishing with every automated check (bench/publish.mjs). BENCH_TARGETS=<text>,<text>: only the targets
 * whose names contain one of them (`publish` for publishing alone).
 */
const port = Number(process.env.BENCH_PORT ?? 3300);
const count = Number(process.env.BENCH_SCALE_ADS ?? 100_000);
const dataDir = process.env.BENCH_SCALE_DATA_DIR ?? '.bench-scale-data';
if (path.resolve(dataDir) === path.resolve(process.env.DATA_DIR ?? '.data')) {
  throw new Error(`${dataDir} is the application's data folder; the scale bench needs a folder of its own`);
}

const stamp = path.join(dataDir, 'bench-scale.json');
const stamped = existsSync(stamp) ? JSON.parse(readFileSync(stamp, 'utf8')).ads : undefined;
if (!process.env.DATABASE_URL && stamped !== count) rmSync(dataDir, { recursive: true, force: true });
const seeded = spawnSync('npx', ['tsx', 'scripts/bench-scale-seed.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: 'demo', DATA_DIR: dataDir, BENCH_SCALE_ADS: String(count), LOG_LEVEL: 'warn' },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
if (!process.env.DATABASE_URL) writeFileSync(stamp, JSON.stringify({ ads: count }));
const only = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
const publishing = publishChosen(only);
if (publishing) grantPublishCredits(dataDir);

const server = startServer({ port, dataDir, env: { APP_ENV: 'demo', SEED_ON_START: 'false', ...publishServerEnv } });
await waitForHealth(server.base, 600_000);
const adId = await firstLiveAdId(server.base);
const title = `Manzil scale bench (${count.toLocaleString('en-US')} ads)`;
const result = await runBench({
  title,
  base: server.base,
  references,
  targets: scaleTargets({ adId, count }).filter((target) => !only || only.some((text) => target.name.includes(text))),
  resultFile: 'scale.json',
});
// After the read targets: each publication clears the cached lists they read.
if (publishing) {
  result.publish = await measurePublish(server.base, { title: `${title}, publishing with every check` });
  writeFileSync('bench/results/scale.json', JSON.stringify(result, null, 2));
}
server.stop();
await server.exited;
// The saved-search alerts' daily matching, on the same database once the server has let go of it.
const matched = spawnSync('npx', ['tsx', 'scripts/bench-saved-searches.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
if (matched.status !== 0) process.exit(matched.status ?? 1);
// The publish check's photo-copy lookup against 500,000 stored photos (issue 29), on the same database.
const photos = spawnSync('npx', ['tsx', 'scripts/bench-photo-matches.ts'], {
  stdio: 'inherit',
  env: { ...process.env, APP_ENV: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
process.exit(photos.status ?? 1);

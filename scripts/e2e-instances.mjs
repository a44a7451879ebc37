import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startServer, waitForHealth } from '../bench/harness.mjs';

/**
 * Two instances behind no balancer but the same PostgreSQL, Redis and S3 server (the production build, `npm run
 * build` first): an owner's writes through A are seen on B's pages at once, and a photo uploaded through A is served
 * by B. Skips, saying why, when PostgreSQL (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer.
 */
const postgresServer = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = `${Date.now().toString(36)}${process.pid}`;
const database = `manzil_instances_${run}`;
const keyPrefix = `manzil-e2e-${run}:`;
const bucket = 'manzil-instances';

/** A port nobody listens on now (the machine may run other servers). */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const step = (what) => console.log(`two instances: ${what}`);

async function answers(what, check) {
  try {
    await check();
    return true;
  } catch (err) {
    console.log(`Two-instance check skipped: ${what} does not answer (${err.message}).`);
    return false;
  }
}

const admin = new pg.Client({ connectionString: `${postgresServer}/postgres`, connectionTimeoutMillis: 2000 });
const redis = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
redis.on('error', () => {});
if (
  !(await answers(`PostgreSQL at ${postgresServer}`, () => admin.connect())) ||
  !(await answers(`Redis at ${redisUrl}`, () => redis.connect()))
)
  process.exit(0);

const s3Directory = mkdtempSync(path.join(tmpdir(), 'manzil-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const servers = [];

async function cleanUp() {
  for (const server of servers) server.stop();
  for (const dataDir of ['.e2e-instance-a', '.e2e-instance-b']) rmSync(dataDir, { recursive: true, force: true });
  await s3.close().catch(() => {});
  rmSync(s3Directory, { recursive: true, force: true });
  for (const key of await redis.keys(`${keyPrefix}*`)) await redis.unlink(key);
  await redis.quit();
  // The instances' pools close with them; force the few that linger.
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

setTimeout(() => {
  console.error('two instances: no result within 10 minutes');
  cleanUp().finally(() => process.exit(1));
}, 10 * 60_000).unref();

try {
  await admin.query(`create database ${database}`);
  const { port: s3Port } = await s3.run();
  const env = {
    APP_ENV: 'demo',
    // Instances that share a database share the installation secret: a sign-in on A is valid on B.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL: `${postgresServer}/${database}`,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    RENDER_WORKERS: '1',
    SEED_ON_START: 'false',
  };
  step(`migrating and seeding the reference data of ${database}`);
  // In production mode the seed writes the reference data alone, not the demo's thousands of ads (the instances stay in demo mode for the code outbox).
  const production = {
    APP_ENV: 'production',
    AUTH_SECRET: 'e2e-instances-secret-of-32-characters',
    PUBLIC_BASE_URL: 'https://manzil.example',
    EMAIL_PROVIDER: 'outbox',
    SMS_PROVIDER: 'outbox',
    TAP_SECRET_KEY: 'sk_test_e2e_instances',
  };
  const seed = spawnSync('npm', ['run', 'db:seed'], {
    env: { ...process.env, ...env, ...production },
    stdio: 'inherit',
  });
  assert.equal(seed.status, 0, 'the seed failed');

  step('starting A and B');
  const a = startServer({ port: await freePort(), dataDir: '.e2e-instance-a', env });
  const b = startServer({ port: await freePort(), dataDir: '.e2e-instance-b', env });
  servers.push(a, b);
  await Promise.all([waitForHealth(a.base, 240_000), waitForHealth(b.base, 240_000)]);
  step('both healthy; an owner signs up and posts an ad with a photo through A');

  const json = async (res, status) => {
    const body = await res.json();
    assert.equal(res.status, status, JSON.stringify(body));
    return body.data;
  };
  const phone = `9${String(Date.now()).slice(-7)}`;
  await json(
    await fetch(`${a.base}/api/v1/auth/users/sendOTP`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    }),
    200,
  );
  const outbox = await json(await fetch(`${b.base}/api/dev/outbox?to=${phone}`), 200);
  const otp = outbox[0].body.match(/\d{6}/)[0];
  const register = {
    phone,
    otp,
    email: `${phone}@example.com`,
    firstName: 'فاطمة',
    lastName: 'الكندري',
    accountType: 1,
  };
  const { token } = await json(
    await fetch(`${a.base}/api/v1/auth/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(register),
    }),
    201,
  );
  const auth = { authorization: `Bearer ${token}` };
  await json(await fetch(`${b.base}/api/v1/members/myAccount`, { headers: auth }), 200);
  const write = (method, url, body) =>
    fetch(`${a.base}${url}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const ad = {
    title: `شقة للإيجار في حولي ${run.slice(-4)}`,
    dealType: 'rent',
    categoryId: 2,
    propertyTypeId: 8,
    areaId: 33,
    sizeSqm: 90,
    priceFils: 300_000,
  };
  const { id } = await json(await write('POST', '/api/v1/ads', ad), 201);
  const form = new FormData();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a97c' } })
    .jpeg()
    .toBuffer();
  form.append('file', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
  const media = await json(
    await fetch(`${a.base}/api/v1/ads/${id}/media`, { method: 'POST', headers: auth, body: form }),
    201,
  );
  await json(await write('POST', `/api/v1/ads/${id}/publish`), 200);

  step('B serves the upload; B renders the pages; the owner edits the ad through A');
  // An upload through A is served by B.
  const fromA = await fetch(`${a.base}${media.url}`);
  const fromB = await fetch(`${b.base}${media.url}`);
  assert.equal(fromB.status, 200, 'B serves the photo uploaded through A');
  assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()));

  // B renders its pages (filling the shared cache), then the owner edits the ad through A.
  const page = async (url) => (await fetch(`${b.base}${url}`)).text();
  assert.ok((await page(`/ad/${id}`)).includes(ad.title), "B's ad page shows the ad");
  assert.ok((await page('/ads/rent')).includes(ad.title), "B's list shows the ad");
  await page('/');
  // B's API keeps its answers (the app's list and the ad) in its own memory; their tags' versions are in Redis.
  const apiTitles = async (url) => (await json(await fetch(`${b.base}${url}`), 200)).map((card) => card.title);
  const apiAdTitle = async () => (await json(await fetch(`${b.base}/api/v1/ads/${id}`), 200)).title;
  assert.ok((await apiTitles('/api/v1/ads?dealType=rent')).includes(ad.title), "B's API list shows the ad");
  assert.equal(await apiAdTitle(), ad.title, "B's API shows the ad");
  const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();
  const sharedTags = `${keyPrefix}next:${env.APP_ENV}:${buildId}:__sharedTags__`;
  const taggedAds = async () =>
    Object.values(await redis.hGetAll(sharedTags)).filter((tags) => JSON.parse(tags).includes('ads')).length;
  assert.ok((await taggedAds()) > 0, "B's cached ads data is in the shared Redis cache");

  const edited = { ...ad, title: `${ad.title} بإطلالة بحرية` };
  await json(await write('PUT', `/api/v1/ads/${id}`, edited), 200);
  const deadline = Date.now() + 5000;
  while ((await taggedAds()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await taggedAds(), 0, "A's write expired the cached ads data B had stored");
  assert.ok((await page(`/ad/${id}`)).includes(edited.title), "B's ad page shows the edit at once");
  assert.ok((await page('/ads/rent')).includes(edited.title), "B's list shows the edit at once");
  assert.ok(
    (await apiTitles('/api/v1/ads?dealType=rent')).includes(edited.title),
    "B's cached API list shows the edit at once",
  );
  assert.equal(await apiAdTitle(), edited.title, "B's cached API answer for the ad shows the edit at once");
  console.log('Two instances: 2 passed, 0 failed (a write on A seen on B, pages and API; an upload on A served by B).');
} finally {
  await cleanUp();
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { stopJobQueue } from '../server/jobs/queue';
import { findPhotoMatches } from '../server/services/photo-hashes/photo-matches';

/**
 * `npm run bench:scale`'s photo-copy lookup: the demo seed shows a few dozen files on all its ads, so the scale
 * database gets BENCH_PHOTO_FILES (500,000: 100,000 ads of five photos) synthetic stored photos of its own, each with
 * its nine hashes (whole and crops, the crops a few bits off the whole), kept between runs. Then BENCH_PHOTO_LOOKUPS
 * (500) lookups of an ad's five photos as the publish check makes them, a fifth of them copies of a stored photo,
 * timed one by one; p50, p99 and the slowest go to bench/results/scale.json as `photoMatches`.
 */
const files = Number(process.env.BENCH_PHOTO_FILES ?? 500_000);
const lookups = Number(process.env.BENCH_PHOTO_LOOKUPS ?? 500);
const resultFile = 'bench/results/scale.json';

/** A fixed-seed generator of 64-bit values: the same photos every run. */
function random64(seed: number) {
  let state = BigInt(seed);
  return () => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return state;
  };
}

const db = database();
try {
  await migrateDatabase(db);
  const run = db.db;
  const [{ present } = { present: 0 }] = (
    (await run.execute(
      sql`select count(*)::int as present from photo_hashes where storage_key like 'bench-photo/%' and crop = 0`,
    )) as unknown as { rows: Array<{ present: number }> }
  ).rows;
  if (present < files) {
    const started = Date.now();
    // Nine rows per photo in SQL: the whole photo's hash, and eight crops each 1–4 bits away from it.
    for (let start = present; start < files; start += 50_000) {
      await run.execute(sql`
        insert into photo_hashes (storage_key, crop, hash, band0, band1, band2, band3)
        select 'bench-photo/' || g, c, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
        from (
          select g, c, case when c = 0 then w else w # (1::bigint << floor(random() * 63)::int) # (1::bigint << floor(random() * 63)::int) end as h
          from (
            select g, ((floor(random() * 65536)::bigint - 32768) << 48) | (floor(random() * 65536)::bigint << 32)
                      | (floor(random() * 65536)::bigint << 16) | floor(random() * 65536)::bigint as w
            from generate_series(${start + 1}::int, ${Math.min(files, start + 50_000)}::int) g
          ) photos cross join generate_series(0, 8) c
        ) rows
        on conflict do nothing`);
    }
    await run.execute(sql`vacuum analyze photo_hashes`);
    console.info(
      `photo hashes: ${files - present} synthetic photos stored in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  const { rows: samples } = (await run.execute(
    sql`select hash from photo_hashes where storage_key like 'bench-photo/%' and crop = 0 order by storage_key limit ${lookups}`,
  )) as unknown as { rows: Array<{ hash: string | bigint }> };
  const next = random64(29);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < lookups; i++) {
    const photos = Array.from({ length: 5 }, (_, p) => {
      const copy = i % 5 === 0 && p === 0 && samples[i];
      // A copy: a stored photo's hash with three bits changed; otherwise a photo no one has.
      const hash = copy ? BigInt.asUintN(64, BigInt(copy.hash)) ^ 0b1001001n : next();
      return { mediaId: p, hash };
    });
    const started = performance.now();
    found += (await findPhotoMatches(run, { photos, ownerId: 0, excludeAdId: 0 })).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0) * 10) / 10;
  const result = { files, rows: files * 9, lookups, photosPerLookup: 5, p50: at(0.5), p99: at(0.99), max: at(1) };
  console.info(
    `photo-copy lookup, 5 photos against ${files.toLocaleString('en-US')} stored photos (${(files * 9).toLocaleString('en-US')} hashes): ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms over ${lookups} lookups (${found} matching ads; the synthetic photos are on no ad)`,
  );
  mkdirSync('bench/results', { recursive: true });
  const previous = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : {};
  writeFileSync(
    resultFile,
    JSON.stringify({ ...previous, photoMatches: { at: new Date().toISOString(), ...result } }, null, 2),
  );
} finally {
  await stopJobQueue();
  await db.close();
}

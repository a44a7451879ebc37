import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run bench:deal-import`: the Ministry of Justice's deals import (issue 30 §4) at 50,000 rows on a fresh embedded
 * database with the demo data: a CSV with 1 % bad rows is checked (the dry run), committed, then checked again (the
 * same file must add nothing). Prints each step's seconds and the process's peak resident memory. Target: each step
 * under 60 s, memory bounded (the file is read row by row). `FORMAT=xlsx` writes the same rows as an Excel sheet.
 */
const ROWS = Number(process.env.ROWS ?? 50_000);
const FORMAT = process.env.FORMAT === 'xlsx' ? 'xlsx' : 'csv';
const folder = mkdtempSync(path.join(tmpdir(), 'manzil-deal-import-'));
process.env.DATA_DIR = folder;
process.env.APP_ENV = 'demo';
process.env.LOG_LEVEL = 'warn';

const { database } = await import('../server/db/client');
const { migrateDatabase } = await import('../server/db/migrate');
const { seedIfEmpty } = await import('../server/seed/seed');
const { areas } = await import('../server/db/schema/reference');
const { members } = await import('../server/db/schema/accounts');
const { checkDealImport, commitDealImport } = await import('../server/services/deal-imports/deal-imports');

const db = database();
await migrateDatabase(db);
await seedIfEmpty(db.db);
const areaNames = (await db.db.select({ name: areas.nameAr }).from(areas)).map((row) => row.name);
const [staff] = await db.db.select({ id: members.id }).from(members).limit(1);

const kinds = [
  ['سكن خاص', 'بيت'],
  ['سكن خاص', 'أرض فضاء'],
  ['استثماري', 'عمارة'],
  ['تجاري', 'محل'],
] as const;
const header = ['المحافظة', 'المنطقة', 'القطعة', 'نوع العقار', 'الوصف', 'المساحة (م²)', 'القيمة (د.ك)', 'التاريخ'];
const rows: Array<Array<string | number>> = [];
for (let i = 0; i < ROWS; i++) {
  const [category, kind] = kinds[i % kinds.length]!;
  const area = i % 100 === 99 ? 'منطقة غير موجودة' : areaNames[i % areaNames.length]!;
  const day = new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString().slice(0, 10);
  rows.push(['-', area, 1 + (i % 12), category, kind, 400 + (i % 7) * 100, 150_000 + ((i * 7919) % 900_000), day]);
}
const fileName = `bulletin.${FORMAT}`;
const file = path.join(folder, fileName);
if (FORMAT === 'csv') writeFileSync(file, [header, ...rows].map((row) => row.join(',')).join('\n'));
else {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('الصفقات');
  for (const row of [header, ...rows]) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}
const fileMb = statSync(file).size / 1024 / 1024;

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssBefore = process.memoryUsage().rss;

const dry = await timed(() => checkDealImport({ path: file, fileName, staffId: staff!.id }));
const commit = await timed(() => commitDealImport(dry.result.id, staff!.id));
const again = await timed(() => checkDealImport({ path: file, fileName, staffId: staff!.id }));
const recommit = await timed(() => commitDealImport(again.result.id, staff!.id));
clearInterval(sampler);

console.log(`Deals import, ${ROWS.toLocaleString('en')} rows (${fileMb.toFixed(1)} MB ${FORMAT}), PGlite:\n`);
console.log('| Step | Seconds | Result |');
console.log('|---|---|---|');
console.log(
  `| Dry run | ${dry.seconds.toFixed(1)} | ${dry.result.acceptedRows} accepted, ${dry.result.refusedRows} refused, ${dry.result.duplicateRows} recorded already |`,
);
console.log(`| Commit | ${commit.seconds.toFixed(1)} | ${commit.result.addedRows} added |`);
console.log(`| Same file, dry run | ${again.seconds.toFixed(1)} | ${again.result.duplicateRows} recorded already |`);
console.log(`| Same file, commit | ${recommit.seconds.toFixed(1)} | ${recommit.result.addedRows} added |`);
console.log(`\nResident memory: ${mb(rssBefore)} MB before, peak ${mb(peak)} MB.`);
await db.close();
rmSync(folder, { recursive: true, force: true });

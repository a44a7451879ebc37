import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dealStatus } from '@/lib/constants';
import { kuwaitDate } from '@/lib/kuwait-time';
import type { DealImport, DealImportRefusal } from '@/lib/schemas/deal-imports';
import { db, type Executor } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { dealImportRows, dealImports } from '../../db/schema/deal-imports';
import { areas } from '../../db/schema/reference';
import { ApiError } from '../../lib/errors';
import { recordAudit } from '../staff/audit-log';
import { mapHeader, normalizeHeader, type ColumnMap } from './columns';
import { dealKey, isRefusal, parseDealRow, type AreaLookup } from './parse-row';
import { readRows, sha256Of, sniffFormat } from './read-rows';
import { memberName } from '@/lib/member-name';

/** Refused rows kept with their reasons: 1 % of a 50,000-row file, with room to spare. */
export const DEAL_IMPORT_REFUSALS_KEPT = 2000;
/** Rows written to the staging table per statement. */
const BATCH = 1000;
/** Rows above the header a sheet may have (the bulletin's title, its week) before the header must be found. */
const HEADER_SEARCH_ROWS = 10;
/** One commit at a time across instances: two imports of the same week cannot both add its deals. */
const COMMIT_LOCK = 3004;

async function areaLookup(): Promise<AreaLookup> {
  const rows = await db()
    .select({
      id: areas.id,
      governorateId: areas.governorateId,
      nameAr: areas.nameAr,
      nameEn: areas.nameEn,
      aliases: areas.aliases,
    })
    .from(areas);
  const lookup: AreaLookup = new Map();
  for (const row of rows)
    for (const name of [row.nameAr, row.nameEn, ...row.aliases])
      lookup.set(normalizeHeader(name), { id: row.id, governorateId: row.governorateId });
  return lookup;
}

/**
 * The accepted rows of an import already recorded: the n-th of a set of identical rows counts as recorded while at
 * least n ministry deals alike in every field exist.
 */
const alreadyRecorded = sql`${dealImportRows.occurrence} <= (
  select count(*) from deals d
  where d.status = ${dealStatus.approved} and d.source = 'moj'
    and d.area_id = ${dealImportRows.areaId} and d.category = ${dealImportRows.category}
    and d.recorded_on = ${dealImportRows.recordedOn} and d.block is not distinct from ${dealImportRows.block}
    and d.property_kind = ${dealImportRows.propertyKind} and d.size_sqm = ${dealImportRows.sizeSqm}
    and d.total_value_fils = ${dealImportRows.totalValueFils} and d.sale_percentage = ${dealImportRows.salePercentage}
)`;

async function countRecorded(executor: Executor, importId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(dealImportRows)
    .where(and(eq(dealImportRows.importId, importId), alreadyRecorded));
  return row?.count ?? 0;
}

/**
 * The dry run: reads an uploaded deals file row by row, refuses each bad row with its reason, stages the good ones and
 * counts those already recorded. Nothing reaches the recorded deals until `commitDealImport`. A file without the
 * required columns in its first rows is refused whole.
 */
export async function checkDealImport(input: {
  path: string;
  fileName: string;
  staffId: number;
  now?: Date;
}): Promise<DealImport> {
  const now = input.now ?? new Date();
  const { format, delimiter } = await sniffFormat(input.path);
  const [fileSha256, areasByName] = await Promise.all([sha256Of(input.path), areaLookup()]);
  const today = kuwaitDate(now);
  const id = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(dealImports)
      .values({
        fileName: input.fileName.slice(0, 200),
        fileSha256,
        format,
        totalRows: 0,
        acceptedRows: 0,
        duplicateRows: 0,
        refusedRows: 0,
        refusals: [],
        checkedBy: input.staffId,
        checkedAt: now,
      })
      .returning({ id: dealImports.id });
    const importId = created!.id;
    let columns: ColumnMap | undefined;
    let rowsBeforeHeader = 0;
    let total = 0;
    let accepted = 0;
    let firstDay: string | null = null;
    let lastDay: string | null = null;
    const refusals: DealImportRefusal[] = [];
    let refused = 0;
    const occurrences = new Map<string, number>();
    let batch: (typeof dealImportRows.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length) await tx.insert(dealImportRows).values(batch);
      batch = [];
    };
    for await (const { line, cells } of readRows(input.path, format, delimiter)) {
      if (cells.every((cell) => cell === null || String(cell).trim() === '')) continue;
      if (!columns) {
        columns = mapHeader(cells.map((cell) => (cell === null ? '' : String(cell))));
        if (!columns && ++rowsBeforeHeader >= HEADER_SEARCH_ROWS) break;
        continue;
      }
      total += 1;
      const parsed = parseDealRow(cells, columns, areasByName, today);
      if (isRefusal(parsed)) {
        refused += 1;
        if (refusals.length < DEAL_IMPORT_REFUSALS_KEPT) refusals.push({ line, ...parsed });
        continue;
      }
      accepted += 1;
      const key = dealKey(parsed);
      const occurrence = (occurrences.get(key) ?? 0) + 1;
      occurrences.set(key, occurrence);
      if (!firstDay || parsed.recordedOn < firstDay) firstDay = parsed.recordedOn;
      if (!lastDay || parsed.recordedOn > lastDay) lastDay = parsed.recordedOn;
      batch.push({ importId, line, occurrence, ...parsed });
      if (batch.length >= BATCH) await flush();
    }
    if (!columns) throw new ApiError('VALIDATION_FAILED', { file: ['dealImports.validation.columns'] });
    await flush();
    const duplicates = await countRecorded(tx, importId);
    const counts = { totalRows: total, acceptedRows: accepted, duplicateRows: duplicates, refusedRows: refused };
    await tx
      .update(dealImports)
      .set({ ...counts, refusals, firstDay, lastDay })
      .where(eq(dealImports.id, importId));
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'deal-import.check',
      entityType: 'deal-import',
      entityId: importId,
      note: input.fileName.slice(0, 200),
      after: { ...counts, format, firstDay, lastDay, fileSha256 },
      at: now,
    });
    return importId;
  });
  return (await findDealImport(id))!;
}

/**
 * Adds a checked import's accepted rows to the recorded deals, skipping those recorded by then, in one transaction
 * and once: a second commit of the same import is a conflict, and a second import of the same file adds nothing.
 */
export async function commitDealImport(id: number, staffId: number, now = new Date()): Promise<DealImport> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMMIT_LOCK})`);
    const [committed] = await tx
      .update(dealImports)
      .set({ status: 'committed', committedBy: staffId, committedAt: now })
      .where(and(eq(dealImports.id, id), eq(dealImports.status, 'checked')))
      .returning({ id: dealImports.id, duplicateRows: dealImports.duplicateRows });
    if (!committed) {
      const [exists] = await tx.select({ id: dealImports.id }).from(dealImports).where(eq(dealImports.id, id));
      throw new ApiError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    const { rows } = (await tx.execute(sql`
      with added as (
        insert into deals (recorded_on, area_id, governorate_id, block, category, property_kind, size_sqm,
          total_value_fils, price_per_sqm_fils, sale_percentage, supply_ratio, source, status, import_id, created_at)
        select ${dealImportRows.recordedOn}, ${dealImportRows.areaId}, ${dealImportRows.governorateId},
          ${dealImportRows.block}, ${dealImportRows.category}, ${dealImportRows.propertyKind}, ${dealImportRows.sizeSqm},
          ${dealImportRows.totalValueFils}, ${dealImportRows.pricePerSqmFils}, ${dealImportRows.salePercentage},
          ${dealImportRows.supplyRatio}, 'moj', ${dealStatus.approved}, ${id}, ${now}
        from ${dealImportRows}
        where ${dealImportRows.importId} = ${id} and not (${alreadyRecorded})
        order by ${dealImportRows.line}
        returning 1
      )
      select count(*)::int as count from added`)) as unknown as { rows: { count: number }[] };
    const addedRows = Number(rows[0]?.count ?? 0);
    await tx.delete(dealImportRows).where(eq(dealImportRows.importId, id));
    await tx.update(dealImports).set({ addedRows }).where(eq(dealImports.id, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'deal-import.commit',
      entityType: 'deal-import',
      entityId: id,
      before: { status: 'checked' },
      after: { status: 'committed', addedRows },
      at: now,
    });
  });
  return (await findDealImport(id))!;
}

/**
 * Drops a checked import that will not be committed: its staged rows are deleted and it stays listed as discarded.
 * A committed or already discarded import is a conflict.
 */
export async function discardDealImport(id: number, staffId: number, now = new Date()): Promise<DealImport> {
  await db().transaction(async (tx) => {
    const [discarded] = await tx
      .update(dealImports)
      .set({ status: 'discarded' })
      .where(and(eq(dealImports.id, id), eq(dealImports.status, 'checked')))
      .returning({ id: dealImports.id });
    if (!discarded) {
      const [exists] = await tx.select({ id: dealImports.id }).from(dealImports).where(eq(dealImports.id, id));
      throw new ApiError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await tx.delete(dealImportRows).where(eq(dealImportRows.importId, id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'deal-import.discard',
      entityType: 'deal-import',
      entityId: id,
      before: { status: 'checked' },
      after: { status: 'discarded' },
      at: now,
    });
  });
  return (await findDealImport(id))!;
}

const checker = alias(members, 'checker');
const committer = alias(members, 'committer');
const nameOf = (firstName: string | null, lastName: string | null) =>
  firstName === null ? null : memberName({ firstName, lastName: lastName ?? '' });

function selectImports() {
  return db()
    .select({
      row: dealImports,
      checkerFirst: checker.firstName,
      checkerLast: checker.lastName,
      committerFirst: committer.firstName,
      committerLast: committer.lastName,
      sameFileCommittedAt: sql<string | null>`(
        select max(other.committed_at) from deal_imports other
        where other.file_sha256 = ${dealImports.fileSha256} and other.status = 'committed' and other.id <> ${dealImports.id}
      )`,
    })
    .from(dealImports)
    .leftJoin(checker, eq(checker.id, dealImports.checkedBy))
    .leftJoin(committer, eq(committer.id, dealImports.committedBy));
}

type SelectedImport = Awaited<ReturnType<ReturnType<typeof selectImports>['execute']>>[number];

const toDealImport = ({ row, ...names }: SelectedImport): DealImport => ({
  id: row.id,
  fileName: row.fileName,
  format: row.format,
  status: row.status,
  totalRows: row.totalRows,
  acceptedRows: row.acceptedRows,
  duplicateRows: row.duplicateRows,
  refusedRows: row.refusedRows,
  refusals: row.refusals,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  checkedAt: row.checkedAt.toISOString(),
  checkedBy: nameOf(names.checkerFirst, names.checkerLast),
  committedAt: row.committedAt?.toISOString() ?? null,
  committedBy: nameOf(names.committerFirst, names.committerLast),
  addedRows: row.addedRows,
  sameFileCommittedAt: names.sameFileCommittedAt ? new Date(names.sameFileCommittedAt).toISOString() : null,
});

export async function findDealImport(id: number): Promise<DealImport | undefined> {
  const [row] = await selectImports().where(eq(dealImports.id, id));
  return row && toDealImport(row);
}

/** The latest imports, newest first, without their refusals (each import's page shows them). */
export async function recentDealImports(limit = 20): Promise<DealImport[]> {
  const rows = await selectImports().orderBy(desc(dealImports.id)).limit(limit);
  return rows.map((row) => ({ ...toDealImport(row), refusals: [] }));
}

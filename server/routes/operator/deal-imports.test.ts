import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealImport } from '@/lib/schemas/deal-imports';
import type { DealPage } from '@/lib/schemas/deals';
import type { AuditLogPage } from '@/lib/schemas/staff';
import ar from '@/messages/ar.json';
import { db } from '../../db/client';
import { deals } from '../../db/schema/market';
import { dealImportRows } from '../../db/schema/deal-imports';
import { dealImportRefreshJob } from '../../jobs/deal-import-refresh';
import { queuedKeys } from '../../jobs/queue';
import { grantRole } from '../../services/staff/roles';
import { bearer, registerByPhone } from '../../testing/auth-helpers';
import { testApp } from '../../testing/test-app';

let api: Awaited<ReturnType<typeof testApp>>;
type Session = Awaited<ReturnType<typeof registerByPhone>>;
let staff: Session;

/** Failaka (area 32): these tests' deals are the only ones recorded there in this database. */
const failaka = 32;
const json = async <T>(res: Response) => (await res.json()) as T;
const day = (daysAgo: number) => new Date(Date.now() + 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

function upload(bytes: BlobPart, name: string, session = staff) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return api.request('/api/v1/operator/deal-imports', { method: 'POST', body: form, headers: bearer(session.token) });
}

async function checked(bytes: BlobPart, name: string) {
  const res = await upload(bytes, name);
  expect(res.status).toBe(201);
  return (await json<{ data: DealImport }>(res)).data;
}

const commit = (id: number) =>
  api.request(`/api/v1/operator/deal-imports/${id}/commit`, { method: 'POST', headers: bearer(staff.token) });

const failakaDeals = async () =>
  (await json<DealPage>(await api.request(`/api/v1/deals?areaId=${failaka}&pageSize=50`))).totalItems;

/** The ministry's bulletin as a CSV: a title row, Arabic headers, a governorate column the import reads past. */
const bulletin = [
  'النشرة الأسبوعية للتداولات العقارية,,,,,,,,',
  'المحافظة,المنطقة,القطعة,نوع العقار,الوصف,المساحة (م²),القيمة (د.ك),التاريخ,نسبة البيع',
  `العاصمة,فيلكا,2,الشريط الساحلي,شاليه,1000,"450,000",${dmy(day(3))},`,
  `العاصمة,فيلكا,2,الشريط الساحلي,شاليه,1000,"450,000",${dmy(day(3))},`,
  `العاصمة,فيلكا,3,الشريط الساحلي,أرض فضاء,٨٠٠,320000,${day(5)},50`,
  `العاصمة,فيلكا,4,الشريط الساحلي,شاليه,900,400000,${day(-2)},`,
  `العاصمة,مدينة الأحلام,1,سكن خاص,بيت,400,200000,${day(4)},`,
  `العاصمة,فيلكا,1,قصور,شاليه,900,400000,${day(4)},`,
  `العاصمة,فيلكا,1,الشريط الساحلي,شاليه,-5,400000,${day(4)},`,
].join('\r\n');

beforeAll(async () => {
  api = await testApp();
  staff = await registerByPhone(api);
  await grantRole(staff.id, 'market-data');
});

describe("the ministry's weekly deals: dry run, then commit", () => {
  let first: DealImport;

  it('checks every row, refuses each bad one with its reason, and records nothing yet', async () => {
    const before = await failakaDeals();
    first = await checked(bulletin, 'bulletin-week-47.csv');
    expect(first).toMatchObject({
      fileName: 'bulletin-week-47.csv',
      format: 'csv',
      status: 'checked',
      totalRows: 7,
      acceptedRows: 3,
      duplicateRows: 0,
      refusedRows: 4,
      firstDay: day(5),
      lastDay: day(3),
      committedAt: null,
      sameFileCommittedAt: null,
    });
    expect(first.refusals).toEqual([
      { line: 6, field: 'recordedOn', reason: 'futureDate', value: day(-2) },
      { line: 7, field: 'area', reason: 'area', value: 'مدينة الأحلام' },
      { line: 8, field: 'category', reason: 'category', value: 'قصور' },
      { line: 9, field: 'sizeSqm', reason: 'size', value: '-5' },
    ]);
    expect(await failakaDeals()).toBe(before);
  });

  it('commits the accepted rows once, keeping two identical real sales, and the deals list shows them', async () => {
    const before = await failakaDeals();
    const res = await commit(first.id);
    expect(res.status).toBe(200);
    const done = (await json<{ data: DealImport }>(res)).data;
    expect(done).toMatchObject({ status: 'committed', addedRows: 3 });
    expect(await failakaDeals()).toBe(before + 3);
    const half = await db().select().from(deals).where(eq(deals.importId, first.id));
    expect(half.find((deal) => deal.salePercentage === 50)).toMatchObject({
      sizeSqm: 800,
      totalValueFils: 320_000_000,
      pricePerSqmFils: 800_000,
      propertyKind: 'vacant-land',
      source: 'moj',
    });
    expect(await db().select().from(dealImportRows).where(eq(dealImportRows.importId, first.id))).toEqual([]);
    // The price levels, the fair-price badges and the backtest are refreshed by the job queue.
    expect(await queuedKeys(dealImportRefreshJob, [String(first.id)])).toEqual(new Set([String(first.id)]));
    expect((await commit(first.id)).status).toBe(409);
    expect((await commit(999_999)).status).toBe(404);
  });

  it('adds nothing when the same file comes again, and says it was imported before', async () => {
    const again = await checked(bulletin, 'bulletin-week-47 (1).csv');
    expect(again).toMatchObject({ acceptedRows: 3, duplicateRows: 3, refusedRows: 4 });
    expect(again.sameFileCommittedAt).not.toBeNull();
    const before = await failakaDeals();
    expect((await json<{ data: DealImport }>(await commit(again.id))).data.addedRows).toBe(0);
    expect(await failakaDeals()).toBe(before);
  });

  it('discards a checked file with its staged rows: nothing added, and it cannot be committed after', async () => {
    const file = await checked(bulletin.replaceAll('450,000', '455,000'), 'bulletin-draft.csv');
    const before = await failakaDeals();
    const discard = (id: number) =>
      api.request(`/api/v1/operator/deal-imports/${id}/discard`, { method: 'POST', headers: bearer(staff.token) });
    const res = await discard(file.id);
    expect(res.status).toBe(200);
    expect((await json<{ data: DealImport }>(res)).data.status).toBe('discarded');
    expect((await commit(file.id)).status).toBe(409);
    expect((await discard(file.id)).status).toBe(409);
    expect((await discard(first.id)).status).toBe(409);
    expect((await discard(999_999)).status).toBe(404);
    expect(await failakaDeals()).toBe(before);
    const [{ staged }] = (await db()
      .select({ staged: count() })
      .from(dealImportRows)
      .where(eq(dealImportRows.importId, file.id))) as [{ staged: number }];
    expect(staged).toBe(0);
  });

  it('reads an Excel sheet with English headers, date cells and numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deals');
    sheet.addRow(['Date', 'Area', 'Block', 'Category', 'Description', 'Size (m²)', 'Value (KWD)', 'Share sold']);
    sheet.addRow([new Date(`${day(6)}T00:00:00Z`), 'Failaka', 5, 'Coastal strip', 'Chalet', 1200, 510000, 100]);
    sheet.addRow([day(6), 'failaka', '6', 'coastal-strip', 'plot', '750', 'KD 300,000', '']);
    sheet.addRow([day(6), 'Failaka', '7', 'Coastal strip', 'Chalet', 700, 0, '']);
    const file = await checked(await workbook.xlsx.writeBuffer(), 'week-48.xlsx');
    expect(file).toMatchObject({ format: 'xlsx', totalRows: 3, acceptedRows: 2, refusedRows: 1 });
    expect(file.refusals).toEqual([{ line: 4, field: 'value', reason: 'value', value: '0' }]);
  });

  it('refuses a file without the required columns, a binary file and an empty one, storing nothing', async () => {
    const noHeader = await upload('a,b,c\n1,2,3\n', 'other.csv');
    expect(noHeader.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(noHeader)).fieldErrors.file).toEqual([
      ar.dealImports.validation.columns,
    ]);
    const pdf = await upload(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0x01]), 'deals.pdf');
    expect(pdf.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(pdf)).fieldErrors.file).toEqual([
      ar.dealImports.validation.format,
    ]);
    expect((await upload('', 'empty.csv')).status).toBe(400);
    const list = await json<{ data: DealImport[] }>(
      await api.request('/api/v1/operator/deal-imports', { headers: bearer(staff.token) }),
    );
    expect(list.data.map((item) => item.fileName)).not.toContain('other.csv');
  });

  it('writes the dry run and the commit to the audit log', async () => {
    const admin = await registerByPhone(api);
    await grantRole(admin.id, 'admin');
    const log = await json<{ data: AuditLogPage }>(
      await api.request(`/api/v1/operator/audit-log?entityType=deal-import&entityId=${first.id}`, {
        headers: bearer(admin.token),
      }),
    );
    expect(log.data.items.map((entry) => entry.action)).toEqual(['deal-import.commit', 'deal-import.check']);
    expect(log.data.items[0]).toMatchObject({ actor: { id: staff.id }, after: { status: 'committed', addedRows: 3 } });
  });
});

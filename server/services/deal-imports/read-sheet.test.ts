import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileRow } from './parse-row';
import { readSheet } from './read-sheet';

const folder = mkdtempSync(path.join(tmpdir(), 'manzil-read-sheet-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rowsOf = async (file: string) => {
  const rows: FileRow[] = [];
  for await (const row of readSheet(file)) rows.push(row);
  return rows;
};

/** Arabic rows long enough that the sheet's XML streams in many chunks, each row different. */
const arabicRows = Array.from({ length: 3000 }, (_, i) => [
  'الأحمدي',
  `هدية قطعة ${i} – أرض فضاء على شارعين`,
  'سكن خاص',
  400 + (i % 7) * 100,
  150_000 + i,
]);

describe('readSheet', () => {
  it('keeps every Arabic character whole across the stream of inline strings (ExcelJS streaming writer)', async () => {
    const file = path.join(folder, 'inline.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
    const sheet = workbook.addWorksheet('الصفقات');
    for (const row of arabicRows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
    const rows = await rowsOf(file);
    expect(rows.map((row) => row.cells)).toEqual(arabicRows);
    expect(rows.at(-1)!.line).toBe(3000);
  });

  it('reads shared strings, numbers, dates as serial numbers, skipped cells and the first sheet only', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('الأسبوع');
    first.addRow(['التاريخ', 'المنطقة', 'القيمة']);
    first.getCell('A2').value = new Date('2026-11-23T00:00:00Z');
    first.getCell('C2').value = 510000;
    first.getCell('A3').value = 'سلوى';
    first.getCell('C3').value = { formula: 'C2*2', result: 1020000 };
    for (const row of arabicRows) first.addRow(row);
    workbook.addWorksheet('ملاحظات').addRow(['لا تُقرأ']);
    const file = path.join(folder, 'shared.xlsx');
    await workbook.xlsx.writeFile(file);

    const [header, dated, formula, ...rest] = await rowsOf(file);
    expect(header).toEqual({ line: 1, cells: ['التاريخ', 'المنطقة', 'القيمة'] });
    // Excel's day 46,349 is 23 November 2026.
    expect(dated).toEqual({ line: 2, cells: [46349, null, 510000] });
    expect(formula).toEqual({ line: 3, cells: ['سلوى', null, 1020000] });
    expect(rest.map((row) => row.cells)).toEqual(arabicRows);
  });

  it('fails on a file that is not a workbook', async () => {
    const file = path.join(folder, 'not-a-workbook.xlsx');
    writeFileSync(file, 'PK\u0003\u0004 not really a zip');
    await expect(rowsOf(file)).rejects.toThrow();
  });
});

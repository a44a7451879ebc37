import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { ApiError } from '../../lib/errors';
import type { FileRow } from './parse-row';
import { readSheet } from './read-sheet';

export type DealFileFormat = 'csv' | 'xlsx';

const wrongFormat = () => new ApiError('VALIDATION_FAILED', { file: ['dealImports.validation.format'] });

/**
 * What a file is from its first bytes: an Excel workbook (a zip), or text read as CSV. An old binary .xls, or any other
 * binary file, is refused (the page asks for .xlsx or CSV).
 */
export async function sniffFormat(path: string): Promise<{ format: DealFileFormat; delimiter: string }> {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
      return { format: 'xlsx', delimiter: ',' };
    if (bytesRead === 0 || bytes.includes(0)) throw wrongFormat();
    // The header line's most frequent of comma, semicolon and tab (Excel writes semicolons in some regions).
    const firstLine = bytes.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
    const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
      firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
    );
    return { format: 'csv', delimiter };
  } finally {
    await handle.close();
  }
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The file's rows one at a time, never the whole file in memory: a CSV through csv-parse (UTF-8, a BOM skipped), a
 * workbook's first sheet through `readSheet`.
 */
export async function* readRows(path: string, format: DealFileFormat, delimiter = ','): AsyncGenerator<FileRow> {
  if (format === 'csv') {
    const parser = createReadStream(path).pipe(
      parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }),
    );
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
        yield { line: info.lines, cells: record };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw wrongFormat();
    }
    return;
  }
  try {
    yield* readSheet(path);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw wrongFormat();
  }
}

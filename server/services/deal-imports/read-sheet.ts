import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import type { Cell, FileRow } from './parse-row';

/*
 * The first sheet of an Excel workbook (.xlsx), a row at a time: the zip's entries are opened by name (yauzl reads the
 * central directory) and their XML parsed as it streams (saxes), so the sheet is never in memory whole; its shared
 * strings are. Written for the deals import because ExcelJS's streaming reader decodes each chunk of XML on its own
 * and breaks a multi-byte character at a chunk's edge (exceljs issues 2063, 2084: about one Arabic cell in a
 * thousand came out with "��"). A date cell comes as Excel's serial number, which the row parser reads.
 */

/** What an XML part can be at most once inflated: far above any ministry file, far below a zip bomb. */
const MAX_PART_BYTES = 512 * 1024 * 1024;

type XmlEvent =
  | { kind: 'open'; name: string; attributes: Record<string, string> }
  | { kind: 'text'; text: string }
  | { kind: 'close'; name: string };

class Workbook {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static async open(path: string): Promise<Workbook> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
    return new Workbook(zip, entries);
  }

  async *events(name: string): AsyncGenerator<XmlEvent> {
    const entry = this.entries.get(name);
    if (!entry) return;
    if (entry.uncompressedSize > MAX_PART_BYTES) throw new Error(`${name} is too large`);
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
    );
    yield* xmlEvents(stream);
  }

  has(name: string) {
    return this.entries.has(name);
  }

  close() {
    this.zip.close();
  }
}

/** A part's XML as events, decoded as one text (a character split between two chunks stays whole). */
async function* xmlEvents(stream: Readable): AsyncGenerator<XmlEvent> {
  const parser = new SaxesParser();
  let batch: XmlEvent[] = [];
  let failure: Error | undefined;
  parser.on('opentag', (tag) =>
    batch.push({ kind: 'open', name: tag.name, attributes: tag.attributes as Record<string, string> }),
  );
  parser.on('text', (text) => batch.push({ kind: 'text', text }));
  parser.on('closetag', (tag) => batch.push({ kind: 'close', name: tag.name }));
  parser.on('error', (error) => (failure ??= error));
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    if (failure) throw failure;
    yield* batch;
    batch = [];
  }
  parser.close();
  if (failure) throw failure;
  yield* batch;
}

/** The part of the workbook's first sheet, from the workbook and its relationships. */
async function firstSheetPath(book: Workbook): Promise<string> {
  let relationId: string | undefined;
  for await (const event of book.events('xl/workbook.xml'))
    if (event.kind === 'open' && event.name === 'sheet') {
      relationId = event.attributes['r:id'];
      break;
    }
  if (relationId)
    for await (const event of book.events('xl/_rels/workbook.xml.rels'))
      if (event.kind === 'open' && event.name === 'Relationship' && event.attributes.Id === relationId) {
        const target = event.attributes.Target ?? '';
        return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      }
  return 'xl/worksheets/sheet1.xml';
}

/** The text of every string item (`<si>`), phonetic runs (`<rPh>`) left out. */
async function sharedStrings(book: Workbook): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let inPhonetic = false;
  for await (const event of book.events('xl/sharedStrings.xml')) {
    if (event.kind === 'open') {
      if (event.name === 'si') text = '';
      else if (event.name === 't') inText = true;
      else if (event.name === 'rPh') inPhonetic = true;
    } else if (event.kind === 'close') {
      if (event.name === 'si') strings.push(text);
      else if (event.name === 't') inText = false;
      else if (event.name === 'rPh') inPhonetic = false;
    } else if (inText && !inPhonetic) text += event.text;
  }
  return strings;
}

/** A cell reference's column, from 0: A → 0, Z → 25, AA → 26. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = reference?.match(/^[A-Z]+/)?.[0];
  if (!letters) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** A cell's value by its type (`t`): a shared or inline string, a formula's text, a boolean, a date, else a number. */
function cellValue(type: string | undefined, raw: string, strings: readonly string[]): Cell {
  switch (type) {
    case 's':
      return strings[Number(raw)] ?? null;
    case 'inlineStr':
    case 'str':
      return raw;
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'e':
      return null;
    case 'd':
      return raw === '' ? null : new Date(raw);
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
  }
}

/** The workbook's first sheet, a row at a time, each cell in its column (an empty one null). */
export async function* readSheet(path: string): AsyncGenerator<FileRow> {
  const book = await Workbook.open(path);
  try {
    if (!book.has('xl/workbook.xml')) throw new Error('not a workbook');
    const strings = await sharedStrings(book);
    let line = 0;
    let cells: Cell[] = [];
    let column = 0;
    let type: string | undefined;
    let raw = '';
    let inValue = false;
    let inPhonetic = false;
    for await (const event of book.events(await firstSheetPath(book))) {
      if (event.kind === 'open') {
        if (event.name === 'row') {
          line = Number(event.attributes.r) || line + 1;
          cells = [];
          column = 0;
        } else if (event.name === 'c') {
          column = columnOf(event.attributes.r) ?? column;
          type = event.attributes.t;
          raw = '';
        } else if (event.name === 'v' || event.name === 't') inValue = true;
        else if (event.name === 'rPh') inPhonetic = true;
      } else if (event.kind === 'close') {
        if (event.name === 'c') {
          while (cells.length < column) cells.push(null);
          cells[column] = cellValue(type, raw, strings);
          column += 1;
        } else if (event.name === 'row') yield { line, cells };
        else if (event.name === 'v' || event.name === 't') inValue = false;
        else if (event.name === 'rPh') inPhonetic = false;
      } else if (inValue && !inPhonetic) raw += event.text;
    }
  } finally {
    book.close();
  }
}

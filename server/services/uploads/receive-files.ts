import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { config } from '../../config';
import { ApiError } from '../../lib/errors';
import { detectFileType, type AcceptedType } from './file-type';

/** Enough of a file's start to recognise every accepted type (WebM's DocType sits within the first 64 bytes). */
const SNIFF_BYTES = 64;
/** Text fields beside the files (an appraisal report's note): a few, each within the JSON body limit. */
const MAX_TEXT_FIELDS = 10;

export interface ReceivedFile {
  /** The file as received, in a folder of its own removed when the request is done. */
  path: string;
  size: number;
  /** Its real type from its first bytes, whatever its name or declared type says. */
  type: AcceptedType | undefined;
  /** The name the sender gave it, for display only. */
  name: string;
}

export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  /** The form's file field (`files[]` counts too). */
  field: string;
  /** Files over this count are not written; the caller sees `maxFiles + 1` and refuses. */
  maxFiles: number;
  /** The largest file of a type: past it the request is refused with 413 on the field, without reading further. */
  maxBytes: (type: AcceptedType | undefined) => number;
}

const tooLarge = (field: string) => new ApiError('PAYLOAD_TOO_LARGE', { [field]: ['uploads.tooLarge'] });

/** Counts a file's bytes as they pass, types it from its first bytes, and stops it past its type's limit. */
function checkedOnTheWay(file: ReceivedFile, options: ReceiveOptions): Transform {
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        file.type = detectFileType(head);
      }
      file.size += chunk.length;
      if (file.size > options.maxBytes(file.type)) return done(tooLarge(options.field));
      done(null, chunk);
    },
  });
}

/**
 * Reads a multipart body as it arrives, writing each file of `options.field` to a temporary file (busboy's parser;
 * nothing larger than a chunk is held in memory), runs `handle` with the files and the text fields, then removes the
 * files. A malformed body is a field error; other file fields are read past and dropped.
 */
export async function withReceivedFiles<T>(
  c: Context,
  options: ReceiveOptions,
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const body = c.req.raw.body;
  const malformed = () => new ApiError('VALIDATION_FAILED', { [options.field]: ['general.validation.required_field'] });
  if (!body) throw malformed();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') },
      // File names as browsers send them: UTF-8 (an Arabic name stays readable).
      defParamCharset: 'utf8',
      limits: { fields: MAX_TEXT_FIELDS, fieldSize: config().REQUEST_BODY_MAX_BYTES },
    });
  } catch {
    throw malformed();
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'manzil-upload-'));
  try {
    return await handle(
      await receive(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser, folder, options, malformed),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function receive(
  source: Readable,
  parser: busboy.Busboy,
  folder: string,
  options: ReceiveOptions,
  malformed: () => ApiError,
): Promise<ReceivedForm> {
  const form: ReceivedForm = { files: [], fields: {} };
  const writes: Array<Promise<void>> = [];
  return new Promise((resolve, reject) => {
    let failed = false;
    // The first failure decides; a file over its limit stops the whole body, so nothing more is read or written.
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      reject(error instanceof ApiError ? error : malformed());
    };
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if ((name !== options.field && name !== `${options.field}[]`) || form.files.length > options.maxFiles)
        return void stream.resume();
      const file: ReceivedFile = {
        path: path.join(folder, String(form.files.length)),
        size: 0,
        type: undefined,
        name: info.filename ?? '',
      };
      form.files.push(file);
      writes.push(pipeline(stream, checkedOnTheWay(file, options), createWriteStream(file.path)).catch(fail));
    });
    parser.on('error', fail);
    parser.on('close', () => void Promise.all(writes).then(() => failed || resolve(form)));
    source.on('error', fail);
    source.pipe(parser);
  });
}

import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { config } from '../../config';
import { db } from '../../db/client';
import { uploads, type UploadPurpose } from '../../db/schema/accounts';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { storage } from '../../providers/storage/registry';
import type { FileContent } from '../../providers/storage/storage';
import type { AcceptedType } from './file-type';
import { withReceivedFiles } from './receive-files';

const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadRule {
  purpose: UploadPurpose;
  accept: AcceptedType[];
  maxFiles: number;
  isPrivate: boolean;
  /** Longest side of the re-encoded image. */
  maxDimension: number;
  /** The largest file; UPLOAD_MAX_BYTES when not given. */
  maxBytes?: () => number;
}

export const uploadRules = {
  avatar: {
    purpose: 'avatar',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxFiles: 1,
    isPrivate: false,
    maxDimension: 512,
  },
  supportingDocument: {
    purpose: 'supporting-document',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    maxFiles: 4,
    isPrivate: true,
    maxDimension: 2400,
  },
  /** An official appraisal's images (deed, civil ID, photos): private to the applicant and the assigned appraiser. */
  appraisalDocument: {
    purpose: 'appraisal-document',
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    maxFiles: 4,
    isPrivate: true,
    maxDimension: 2400,
  },
  /**
   * An ad's verification (issue 29): the photo of the unit's address plate, then for an owner a document showing the
   * right to let or sell; private to the advertiser and the operators.
   */
  verificationDocument: {
    purpose: 'verification-document',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    maxFiles: 2,
    isPrivate: true,
    maxDimension: 2400,
  },
  /** The appraiser's signed report. */
  appraisalReport: {
    purpose: 'appraisal-report',
    accept: ['application/pdf'],
    maxFiles: 1,
    isPrivate: true,
    maxDimension: 0,
    maxBytes: () => config().APPRAISAL_REPORT_MAX_BYTES,
  },
  /** An auction property's file (terms, documents), checked as the appraisal report is and published to everyone. */
  auctionFile: {
    purpose: 'auction-file',
    accept: ['application/pdf'],
    maxFiles: 1,
    isPrivate: false,
    maxDimension: 0,
    maxBytes: () => config().APPRAISAL_REPORT_MAX_BYTES,
  },
} satisfies Record<string, UploadRule>;

export interface CheckedFile {
  path: string;
  size: number;
  type: AcceptedType;
}

/**
 * Receives the files of a multipart body under `field` (streamed to temporary files) and runs `handle` with them and the
 * text fields, once they pass the rule's count, size and real type (a PDF also parsed) and before anything is stored.
 */
export function withUploadedFiles<T>(
  c: Context,
  field: string,
  rule: UploadRule,
  handle: (files: CheckedFile[], fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const maxBytes = () => rule.maxBytes?.() ?? config().UPLOAD_MAX_BYTES;
  return withReceivedFiles(c, { field, maxFiles: rule.maxFiles, maxBytes }, async (form) => {
    if (form.files.length === 0)
      throw new ApiError('VALIDATION_FAILED', { [field]: ['general.validation.required_field'] });
    if (form.files.length > rule.maxFiles) throw new ApiError('LIMIT_REACHED', { [field]: ['uploads.tooMany'] });
    const checked: CheckedFile[] = [];
    for (const { path, size, type } of form.files) {
      if (!type || !rule.accept.includes(type))
        throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badType'] });
      if (type === 'application/pdf' && !(await isReadablePdf(await readFile(path))))
        throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badPdf'] });
      checked.push({ path, size, type });
    }
    return handle(checked, form.fields);
  });
}

/**
 * PDFs are stored as sent, so the whole document is parsed (pdf-lib), not only its first bytes: it must have a page
 * and no encryption (pdf-lib refuses an encrypted document), so whoever reviews it can open it.
 */
async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Images are decoded and re-encoded (dropping metadata and anything hidden in them); PDFs are kept as sent. */
async function normalise(
  file: CheckedFile,
  rule: UploadRule,
): Promise<{ content: FileContent; size: number; mimeType: string; extension: string }> {
  if (file.type === 'application/pdf')
    return { content: { filePath: file.path }, size: file.size, mimeType: file.type, extension: 'pdf' };
  try {
    const output = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: rule.maxDimension, height: rule.maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { content: output, size: output.length, mimeType: 'image/webp', extension: 'webp' };
  } catch {
    throw new ApiError('VALIDATION_FAILED', { file: ['uploads.badImage'] });
  }
}

export async function storeUpload(ownerId: number, file: CheckedFile, rule: UploadRule) {
  const normalised = await normalise(file, rule);
  const storageKey = `${rule.purpose}/${randomToken(18)}.${normalised.extension}`;
  await storage().put(storageKey, normalised.content, normalised.mimeType);
  const [row] = await db()
    .insert(uploads)
    .values({
      ownerId,
      purpose: rule.purpose,
      storageKey,
      mimeType: normalised.mimeType,
      byteSize: normalised.size,
      isPrivate: rule.isPrivate,
    })
    .returning({ id: uploads.id, storageKey: uploads.storageKey, mimeType: uploads.mimeType });
  if (!row) throw new ApiError('INTERNAL');
  return row;
}

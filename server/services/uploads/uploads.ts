import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { config } from '../../config';
import { db } from '../../db/client';
import { uploads } from '../../db/schema/accounts';
import { randomToken } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { storage } from '../../providers/storage/registry';
import { detectFileType, type AcceptedType } from './file-type';

const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadRule {
  purpose: 'avatar' | 'supporting-document' | 'appraisal-document' | 'appraisal-report';
  accept: AcceptedType[];
  maxFiles: number;
  isPrivate: boolean;
  /** Longest side of the re-encoded image. */
  maxDimension: number;
  /** The largest file; UPLOAD_MAX_BYTES when not given. */
  maxBytes?: () => number;
}

export const uploadRules = {
  avatar: { purpose: 'avatar', accept: ['image/jpeg', 'image/png', 'image/webp'], maxFiles: 1, isPrivate: false, maxDimension: 512 },
  supportingDocument: {
    purpose: 'supporting-document',
    accept: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    maxFiles: 4,
    isPrivate: true,
    maxDimension: 2400,
  },
  /** An official appraisal's images (deed, civil ID, photos): private to the applicant and the assigned appraiser. */
  appraisalDocument: { purpose: 'appraisal-document', accept: ['image/jpeg', 'image/png', 'image/webp'], maxFiles: 4, isPrivate: true, maxDimension: 2400 },
  /** The appraiser's signed report. */
  appraisalReport: {
    purpose: 'appraisal-report',
    accept: ['application/pdf'],
    maxFiles: 1,
    isPrivate: true,
    maxDimension: 0,
    maxBytes: () => config().APPRAISAL_REPORT_MAX_BYTES,
  },
} satisfies Record<string, UploadRule>;

/** Files of a multipart body under `field`, refused by count, size and real type before anything is stored. */
export async function readUploadedFiles(body: Record<string, unknown>, field: string, rule: UploadRule): Promise<Array<{ bytes: Buffer; type: AcceptedType }>> {
  const raw = body[field] ?? body[`${field}[]`];
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => f instanceof File);
  if (files.length === 0) throw new ApiError('VALIDATION_FAILED', { [field]: ['general.validation.required_field'] });
  if (files.length > rule.maxFiles) throw new ApiError('LIMIT_REACHED', { [field]: ['uploads.tooMany'] });
  const checked = [];
  for (const file of files) {
    if (file.size > (rule.maxBytes?.() ?? config().UPLOAD_MAX_BYTES)) throw new ApiError('PAYLOAD_TOO_LARGE', { [field]: ['uploads.tooLarge'] });
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = detectFileType(bytes);
    if (!type || !rule.accept.includes(type)) throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badType'] });
    if (type === 'application/pdf' && !(await isReadablePdf(bytes))) throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badPdf'] });
    checked.push({ bytes, type });
  }
  return checked;
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
async function normalise(bytes: Buffer, type: AcceptedType, rule: UploadRule): Promise<{ bytes: Buffer; mimeType: string; extension: string }> {
  if (type === 'application/pdf') return { bytes, mimeType: type, extension: 'pdf' };
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: rule.maxDimension, height: rule.maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, mimeType: 'image/webp', extension: 'webp' };
  } catch {
    throw new ApiError('VALIDATION_FAILED', { file: ['uploads.badImage'] });
  }
}

export async function storeUpload(ownerId: number, file: { bytes: Buffer; type: AcceptedType }, rule: UploadRule) {
  const normalised = await normalise(file.bytes, file.type, rule);
  const storageKey = `${rule.purpose}/${randomToken(18)}.${normalised.extension}`;
  await storage().put(storageKey, normalised.bytes, normalised.mimeType);
  const [row] = await db()
    .insert(uploads)
    .values({ ownerId, purpose: rule.purpose, storageKey, mimeType: normalised.mimeType, byteSize: normalised.bytes.length, isPrivate: rule.isPrivate })
    .returning({ id: uploads.id, storageKey: uploads.storageKey, mimeType: uploads.mimeType });
  if (!row) throw new ApiError('INTERNAL');
  return row;
}

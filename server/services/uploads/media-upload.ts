import { config } from '../../config';
import { ApiError } from '../../lib/errors';
import { detectFileType, isVideoType, type ImageType, type VideoType } from './file-type';
import { isVideoContainer } from './video-container';

/** Enough of a file's start to recognise every accepted type (WebM's DocType sits within the first 64 bytes). */
const SNIFF_BYTES = 64;
export const mediaMaxBytes = (type: ImageType | VideoType) => (isVideoType(type) ? config().UPLOAD_VIDEO_MAX_BYTES : config().UPLOAD_MAX_BYTES);

export type MediaUpload = { ok: true; bytes: Buffer; type: ImageType | VideoType } | { ok: false; reason: 'too-large' };

/**
 * The one photo or video under `field`, typed by its first bytes (its name and declared type are ignored). A missing,
 * repeated or unsupported file, or a video that is not a valid container, is a field error; a file over its kind's
 * limit is reported for a 413.
 */
export async function readMediaUpload(body: Record<string, unknown>, field: string): Promise<MediaUpload> {
  const raw = body[field];
  const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter((f): f is File => f instanceof File);
  if (files.length === 0) throw new ApiError('VALIDATION_FAILED', { [field]: ['general.validation.required_field'] });
  if (files.length > 1) throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.tooMany'] });
  const [file] = files as [File];
  const type = detectFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  // Every detected type but PDF is a photo or a video.
  if (!type || type === 'application/pdf') throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badMediaType'] });
  if (file.size > mediaMaxBytes(type)) return { ok: false, reason: 'too-large' };
  const bytes = Buffer.from(await file.arrayBuffer());
  // Videos are stored as sent: their container's structure is parsed, not only its first bytes.
  if (isVideoType(type) && !(await isVideoContainer(bytes, type))) throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badVideo'] });
  return { ok: true, bytes, type };
}

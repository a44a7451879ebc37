import type { Context } from 'hono';
import { config } from '../../config';
import { ApiError } from '../../lib/errors';
import type { MediaFile } from '../ads/ad-media-files';
import { isVideoType, type AcceptedType } from './file-type';
import { withReceivedFiles } from './receive-files';
import { isVideoContainer } from './video-container';

/** A video may be up to UPLOAD_VIDEO_MAX_BYTES; anything else (a photo, or bytes of no accepted type) UPLOAD_MAX_BYTES. */
const mediaMaxBytes = (type: AcceptedType | undefined) =>
  type && isVideoType(type) ? config().UPLOAD_VIDEO_MAX_BYTES : config().UPLOAD_MAX_BYTES;

/**
 * Receives the one photo or video under `field`, typed by its first bytes (its name and declared type are ignored),
 * and runs `handle` with it. A missing, repeated or unsupported file, or a video that is not a valid container, is a
 * field error; a file over its kind's limit is 413, as soon as it passes the limit.
 */
export function withMediaUpload<T>(c: Context, field: string, handle: (file: MediaFile) => Promise<T>): Promise<T> {
  return withReceivedFiles(c, { field, maxFiles: 1, maxBytes: mediaMaxBytes }, async ({ files }) => {
    if (files.length === 0) throw new ApiError('VALIDATION_FAILED', { [field]: ['general.validation.required_field'] });
    if (files.length > 1) throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.tooMany'] });
    const [{ path, type }] = files as [(typeof files)[number]];
    // Every detected type but PDF is a photo or a video.
    if (!type || type === 'application/pdf')
      throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badMediaType'] });
    // Videos are stored as sent: their container's structure is parsed, not only its first bytes.
    if (isVideoType(type) && !(await isVideoContainer(path, type)))
      throw new ApiError('VALIDATION_FAILED', { [field]: ['uploads.badVideo'] });
    return handle({ path, type });
  });
}

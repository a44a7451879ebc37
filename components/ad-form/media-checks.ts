import { MAX_AD_MEDIA } from '@/lib/constants';

/** The API's defaults (UPLOAD_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES), checked here so a wrong file is refused before it is sent. */
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AD_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];
const videoTypes = ['video/mp4', 'video/quicktime', 'video/webm'];

/** For the file picker's `accept`: the same list the API recognises by the file's first bytes. */
export const adMediaAccept = [...imageTypes, ...videoTypes].join(',');

export type MediaKind = 'image' | 'video';
export type MediaProblem = 'badType' | 'imageTooLarge' | 'videoTooLarge' | 'tooMany';

export function mediaKindOf(file: File): MediaKind | undefined {
  if (imageTypes.includes(file.type)) return 'image';
  if (videoTypes.includes(file.type)) return 'video';
  return undefined;
}

/**
 * Splits chosen files into those to upload and those refused by declared type, size or the ad's room for more (the
 * API checks the real bytes again). `taken` is how many photos and videos the ad already has or is about to get.
 */
export function checkMediaFiles(files: File[], taken: number) {
  const accepted: Array<{ file: File; kind: MediaKind }> = [];
  const refused: Array<{ file: File; problem: MediaProblem }> = [];
  for (const file of files) {
    const kind = mediaKindOf(file);
    if (!kind) refused.push({ file, problem: 'badType' });
    else if (kind === 'image' && file.size > AD_IMAGE_MAX_BYTES) refused.push({ file, problem: 'imageTooLarge' });
    else if (kind === 'video' && file.size > AD_VIDEO_MAX_BYTES) refused.push({ file, problem: 'videoTooLarge' });
    else if (taken + accepted.length >= MAX_AD_MEDIA) refused.push({ file, problem: 'tooMany' });
    else accepted.push({ file, kind });
  }
  return { accepted, refused };
}

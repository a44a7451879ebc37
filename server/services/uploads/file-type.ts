export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type VideoType = 'video/mp4' | 'video/quicktime' | 'video/webm';
export type AcceptedType = ImageType | VideoType | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * ISO base media brands of MP4 video. The same `ftyp` box also opens HEIC and AVIF photos (brands heic, mif1, avif…),
 * which are not videos, so brands are listed rather than any `ftyp` accepted.
 */
const mp4Brands = /^(isom|iso[2-9]|mp41|mp42|avc1|M4V |M4VH|M4VP|dash|3gp[4-6]|3g2a)$/;

function videoType(bytes: Uint8Array): VideoType | undefined {
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (mp4Brands.test(brand)) return 'video/mp4';
    return undefined;
  }
  // EBML header; its DocType tells WebM from other Matroska files.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes('webm')) return 'video/webm';
  return undefined;
}

/** The real type of a file from its first bytes (magic numbers), whatever its name or declared type says. */
export function detectFileType(bytes: Uint8Array): AcceptedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return videoType(bytes);
}

export const isVideoType = (type: AcceptedType): type is VideoType => type.startsWith('video/');

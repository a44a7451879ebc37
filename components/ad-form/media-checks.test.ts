import { describe, expect, it } from 'vitest';
import { AD_IMAGE_MAX_BYTES, AD_VIDEO_MAX_BYTES, checkMediaFiles } from './media-checks';

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

describe('checkMediaFiles', () => {
  it('accepts photos and videos up to the room left and says why the others are refused', () => {
    const { accepted, refused } = checkMediaFiles(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.mov', 'video/quicktime'),
        file('c.pdf', 'application/pdf'),
        file('d.png', 'image/png', AD_IMAGE_MAX_BYTES + 1),
        file('e.mp4', 'video/mp4', AD_VIDEO_MAX_BYTES + 1),
        file('f.webp', 'image/webp'),
      ],
      9,
    );
    expect(accepted.map((a) => [a.file.name, a.kind])).toEqual([['a.jpg', 'image']]);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['b.mov', 'tooMany'],
      ['c.pdf', 'badType'],
      ['d.png', 'imageTooLarge'],
      ['e.mp4', 'videoTooLarge'],
      ['f.webp', 'tooMany'],
    ]);
  });
});

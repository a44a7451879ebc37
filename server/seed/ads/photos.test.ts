import { describe, expect, it } from 'vitest';
import { demoPhotoSvg, photoScenes, VARIANTS_PER_SCENE } from './photos';

describe('demoPhotoSvg', () => {
  it('draws the same picture for the same scene and variant', () => {
    expect(demoPhotoSvg('villa', 3)).toBe(demoPhotoSvg('villa', 3));
  });

  it('draws a different picture for every scene and variant', () => {
    const drawings = photoScenes.flatMap((scene) =>
      Array.from({ length: VARIANTS_PER_SCENE }, (_, variant) => demoPhotoSvg(scene, variant)),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('varies the colours between the pictures of a scene', () => {
    for (const scene of photoScenes) {
      const palettes = Array.from({ length: VARIANTS_PER_SCENE }, (_, variant) =>
        (demoPhotoSvg(scene, variant).match(/#[0-9a-f]{6}/g) ?? []).sort().join(),
      );
      expect(new Set(palettes).size, scene).toBeGreaterThan(VARIANTS_PER_SCENE / 2);
    }
  });

  it('has a scene for every kind of property the issue names', () => {
    expect(photoScenes).toEqual(
      expect.arrayContaining(['apartment', 'villa', 'house', 'land', 'shop', 'office', 'warehouse', 'chalet']),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandIcons, lineIcons } from './icon-shapes';
import { iconMasksCss, iconSpriteMarkup } from './icon-sprite';

describe('icon sprite', () => {
  it('is the file the pages reference, up to date with the shapes (npm run icons rewrites it)', () => {
    expect(readFileSync(new URL('../../public/static/icons.svg', import.meta.url), 'utf8')).toBe(iconSpriteMarkup());
  });

  it('writes the CSS icons the cards use, up to date with the shapes', () => {
    expect(readFileSync(new URL('../../app/icon-masks.css', import.meta.url), 'utf8')).toBe(iconMasksCss());
  });

  it('names every icon once', () => {
    const ids = [...Object.keys(lineIcons), ...Object.keys(brandIcons)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(iconSpriteMarkup()).toContain(`<symbol id="${id}" viewBox="0 0 24 24"`);
  });
});

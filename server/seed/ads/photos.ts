import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { storage } from '../../providers/storage/registry';
import { putIfMissing } from '../put-if-missing';
import { scenePainters, type PhotoScene } from './scenes';
import { createRandom } from './random';

export type { PhotoScene } from './scenes';

export interface DemoPhoto {
  /** Key of the 1280-wide original; the 640 and 320 variants add `-640` / `-320` before the extension. */
  key: string;
  width: number;
  height: number;
  scene: PhotoScene;
}

export const photoWidths = [1280, 640, 320] as const;
const width = 1280;
const height = 960;

/** Pictures drawn per scene: enough that neighbours in a list differ (the seed hands them out in turn). */
export const VARIANTS_PER_SCENE = 6;

export const photoScenes = Object.keys(scenePainters) as PhotoScene[];

export function variantKey(key: string, variantWidth: number): string {
  return variantWidth === width ? key : key.replace(/\.webp$/, `-${variantWidth}.webp`);
}

/** One picture of a scene; `variant` seeds its composition, colours and time of day. */
export function demoPhotoSvg(scene: PhotoScene, variant: number): string {
  const r = createRandom(0x5eed0000 + photoScenes.indexOf(scene) * 1000 + variant);
  const body = scenePainters[scene](r, variant);
  // Every other picture is mirrored: the same elements, another composition.
  const mirrored = variant % 2 === 1 ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${mirrored}</svg>`;
}

/** Named by the drawing itself, so a changed picture gets a new file and an existing one is never redrawn. */
function photoKey(svg: string): string {
  return `ad-media/${createHash('sha256').update(svg).digest('base64url').slice(0, 24)}.webp`;
}

/** Renders the demo photo pool (once; later runs find the files) and returns it, scene by scene. */
export async function seedDemoPhotos(options: { variants?: number } = {}): Promise<DemoPhoto[]> {
  const variants = options.variants ?? VARIANTS_PER_SCENE;
  const drawings = photoScenes.flatMap((scene) =>
    Array.from({ length: variants }, (_, variant) => {
      const svg = demoPhotoSvg(scene, variant);
      return { svg, photo: { key: photoKey(svg), width, height, scene } satisfies DemoPhoto };
    }),
  );
  const files = storage();
  const work = drawings.map(({ svg, photo }) => async () => {
    const missing = [];
    for (const w of photoWidths) if (!(await files.get(variantKey(photo.key, w)))) missing.push(w);
    if (missing.length === 0) return;
    const raster = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    for (const w of missing) {
      await putIfMissing(variantKey(photo.key, w), 'image/webp', () =>
        sharp(raster.data, { raw: raster.info }).resize(w).webp({ quality: 76, effort: 2 }).toBuffer(),
      );
    }
  });
  // A few at a time: libvips already uses several threads per image.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < work.length) await (work[next++] as () => Promise<void>)();
    }),
  );
  return drawings.map(({ photo }) => photo);
}

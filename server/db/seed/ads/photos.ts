import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { storage } from '../../../providers/storage/registry';
import { putIfMissing } from '../put-if-missing';
import { createRandom, type Random } from './random';

export type PhotoScene = 'facade' | 'interior' | 'land' | 'sea';

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

/** Scenes of the pool, in order: 12 facades, 10 interiors, 7 plots of land, 7 seaside chalets. */
const scenes: PhotoScene[] = [
  ...Array<PhotoScene>(12).fill('facade'),
  ...Array<PhotoScene>(10).fill('interior'),
  ...Array<PhotoScene>(7).fill('land'),
  ...Array<PhotoScene>(7).fill('sea'),
];

export function demoPhotoToken(index: number): string {
  return createHash('sha256').update(`manzil-demo-photo-${index}`).digest('base64url').slice(0, 24);
}

export function variantKey(key: string, variantWidth: number): string {
  return variantWidth === width ? key : key.replace(/\.webp$/, `-${variantWidth}.webp`);
}

const sandTones = ['#e3d3b3', '#d8c3a0', '#efe4cf', '#cdb58e', '#f2ece0', '#c9a97c', '#e8dccb'];
const glassTones = ['#4f6f8a', '#3d5a73', '#5d8aa8', '#2f4858', '#6f93a8'];
const skyTops = ['#5b9bd5', '#6fa8dc', '#4a90c8', '#7db3e0', '#8ab8de'];
const skyBottoms = ['#d6e9f5', '#e4f0f7', '#f3e7d3', '#eaf3f8'];
const wallTones = ['#efe6d8', '#e9e2d6', '#f4efe6', '#e6dccb', '#ddd3c2'];
const sofaTones = ['#7a6a58', '#8c9a8b', '#5e6e7d', '#a08a6e', '#6b5b73'];

function skyDefs(r: Random): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(skyTops)}"/><stop offset="1" stop-color="${r.pick(skyBottoms)}"/></linearGradient>`;
}

function palm(x: number, ground: number, scale: number): string {
  const top = ground - 260 * scale;
  const leaves = [-60, -25, 10, 45, 80, 125, 160, 200]
    .map((angle) => `<ellipse cx="${x}" cy="${top}" rx="${95 * scale}" ry="${16 * scale}" fill="#3f7d3a" transform="rotate(${angle} ${x} ${top}) translate(${70 * scale} 0)"/>`)
    .join('');
  return `<path d="M${x - 9 * scale} ${ground} Q${x + 12 * scale} ${(ground + top) / 2} ${x} ${top} L${x + 7 * scale} ${top} Q${x + 22 * scale} ${(ground + top) / 2} ${x + 9 * scale} ${ground} Z" fill="#7a5c3c"/>${leaves}`;
}

function facade(r: Random): string {
  const ground = r.int(720, 800);
  const bx = r.int(140, 300);
  const bw = r.int(700, 960);
  const floors = r.int(2, 4);
  const floorHeight = r.int(130, 160);
  const by = ground - floors * floorHeight;
  const wall = r.pick(sandTones);
  const glass = r.pick(glassTones);
  const columns = Math.floor(bw / r.int(150, 210));
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const cellWidth = bw / columns;
      const wx = bx + c * cellWidth + cellWidth * 0.2;
      const wy = by + f * floorHeight + floorHeight * 0.22;
      windows += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(cellWidth * 0.6).toFixed(1)}" height="${(floorHeight * 0.5).toFixed(1)}" fill="url(#glass)" stroke="#f7f3ea" stroke-width="5"/>`;
    }
    windows += `<rect x="${bx - 12}" y="${by + (f + 1) * floorHeight - 8}" width="${bw + 24}" height="10" fill="#000" opacity="0.08"/>`;
  }
  const door = `<rect x="${bx + bw / 2 - 45}" y="${ground - 150}" width="90" height="150" fill="#6b4a2f"/>`;
  const parapet = `<rect x="${bx - 15}" y="${by - 24}" width="${bw + 30}" height="26" fill="${wall}" stroke="#000" stroke-opacity="0.08"/>`;
  const shadow = `<rect x="${bx + bw}" y="${by}" width="${r.int(40, 90)}" height="${ground - by}" fill="#000" opacity="0.12"/>`;
  const palms = r.chance(0.7) ? palm(r.int(40, 120), ground + 10, r.float(0.8, 1.1)) + (r.chance(0.5) ? palm(r.int(1150, 1240), ground + 10, r.float(0.7, 1)) : '') : '';
  const car = r.chance(0.5)
    ? `<rect x="${r.int(300, 700)}" y="${ground + 40}" width="220" height="60" rx="22" fill="${r.pick(['#f5f5f5', '#222831', '#b0b7bf', '#8d1c1c'])}"/><circle cx="${0}" cy="0" r="0"/>`
    : '';
  return `<defs>${skyDefs(r)}<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${glass}"/><stop offset="1" stop-color="#a9c6d8"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfa77f"/><stop offset="1" stop-color="#8f7a58"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${r.int(150, 1100)}" cy="${r.int(80, 200)}" r="${r.int(40, 70)}" fill="#fff6da" opacity="0.85"/>
${shadow}<rect x="${bx}" y="${by}" width="${bw}" height="${ground - by}" fill="${wall}"/>${parapet}${windows}${door}
<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="url(#ground)"/>
<rect x="0" y="${ground}" width="${width}" height="14" fill="#9e9584"/>${car}${palms}`;
}

function interior(r: Random): string {
  const horizon = r.int(560, 640);
  const wall = r.pick(wallTones);
  const wx = r.int(120, 700);
  const ww = r.int(320, 460);
  const sofa = r.pick(sofaTones);
  const sx = r.int(100, 600);
  const lamp = r.int(200, 1100);
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#cfc4b3"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#d9d4cb', '#c8b79b', '#e8e4dd', '#b89b76'])}"/><stop offset="1" stop-color="#8c8273"/></linearGradient>
<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1e8"/><stop offset="1" stop-color="#e8f2f8"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${horizon}" fill="url(#wall)"/>
<polygon points="0,${horizon} ${width},${horizon} ${width},${height} 0,${height}" fill="url(#floor)"/>
<rect x="${wx}" y="110" width="${ww}" height="${horizon - 200}" fill="url(#view)" stroke="#fafafa" stroke-width="14"/>
<line x1="${wx + ww / 2}" y1="110" x2="${wx + ww / 2}" y2="${horizon - 90}" stroke="#fafafa" stroke-width="8"/>
<rect x="${wx + 30}" y="${horizon - 240}" width="${ww - 60}" height="60" fill="#d4c9b0" opacity="0.6"/>
<rect x="${sx}" y="${horizon - 40}" width="520" height="120" rx="18" fill="${sofa}"/>
<rect x="${sx}" y="${horizon - 110}" width="520" height="90" rx="18" fill="${sofa}" opacity="0.85"/>
<rect x="${sx + 30}" y="${horizon - 90}" width="120" height="70" rx="14" fill="#efe9dc"/>
<ellipse cx="${sx + 260}" cy="${horizon + 200}" rx="360" ry="70" fill="${r.pick(['#9c4f3c', '#5b6b82', '#b39b72', '#6e7f63'])}" opacity="0.75"/>
<rect x="${sx + 170}" y="${horizon + 120}" width="200" height="24" rx="6" fill="#4a3a2a"/>
<rect x="${lamp}" y="${horizon - 260}" width="8" height="300" fill="#3a3a3a"/>
<circle cx="${lamp + 4}" cy="${horizon - 270}" r="140" fill="url(#light)"/>
<path d="M${lamp - 40} ${horizon - 260} L${lamp + 48} ${horizon - 260} L${lamp + 28} ${horizon - 320} L${lamp - 20} ${horizon - 320} Z" fill="#f2e6c8"/>
<rect x="0" y="40" width="${width}" height="14" fill="#fff" opacity="0.5"/>`;
}

function land(r: Random): string {
  const horizon = r.int(430, 560);
  let skyline = '';
  for (let x = r.int(0, 80); x < width; x += r.int(90, 200)) {
    const h = r.int(30, 120);
    skyline += `<rect x="${x}" y="${horizon - h}" width="${r.int(50, 110)}" height="${h}" fill="#b9b2a4" opacity="0.8"/>`;
  }
  let posts = '';
  const fenceY = horizon + r.int(120, 200);
  for (let x = 20; x < width; x += 80) posts += `<rect x="${x}" y="${fenceY - 40}" width="6" height="44" fill="#6a5a45"/>`;
  return `<defs>${skyDefs(r)}<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#e2cc9f', '#d9bf8c', '#e8d5ad'])}"/><stop offset="1" stop-color="${r.pick(['#b8955f', '#a88455', '#c2a06a'])}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${r.int(150, 1100)}" cy="${r.int(80, 200)}" r="${r.int(40, 70)}" fill="#fff6da" opacity="0.85"/>
${skyline}
<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sand)"/>
<path d="M0 ${horizon + 60} Q ${width / 3} ${horizon + 20} ${(2 * width) / 3} ${horizon + 70} T ${width} ${horizon + 50} L ${width} ${height} L 0 ${height} Z" fill="#000" opacity="0.05"/>
<line x1="20" y1="${fenceY - 30}" x2="${width}" y2="${fenceY - 30}" stroke="#6a5a45" stroke-width="3"/>${posts}
<path d="M ${r.int(300, 600)} ${height} L ${width / 2} ${horizon + 10} L ${width / 2 + 30} ${horizon + 10} L ${r.int(800, 1100)} ${height} Z" fill="#8f8a80" opacity="0.55"/>`;
}

function sea(r: Random): string {
  const horizon = r.int(380, 460);
  const beach = horizon + r.int(170, 260);
  const cx = r.int(80, 700);
  return `<defs>${skyDefs(r)}<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7fb0"/><stop offset="1" stop-color="${r.pick(['#63c0d6', '#7fd1d8', '#4fb3c9'])}"/></linearGradient>
<linearGradient id="beach" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0e0bc"/><stop offset="1" stop-color="#d6bd8e"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${r.int(150, 1100)}" cy="${r.int(80, 180)}" r="${r.int(40, 60)}" fill="#fff6da" opacity="0.9"/>
<rect x="0" y="${horizon}" width="${width}" height="${beach - horizon}" fill="url(#sea)"/>
<path d="M0 ${beach} Q ${width / 4} ${beach - 18} ${width / 2} ${beach} T ${width} ${beach} L ${width} ${height} L 0 ${height} Z" fill="url(#beach)"/>
<path d="M0 ${beach - 4} Q ${width / 4} ${beach - 22} ${width / 2} ${beach - 4} T ${width} ${beach - 4}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>
<rect x="${cx}" y="${beach - 150}" width="${r.int(380, 520)}" height="230" fill="#f7f5f0"/>
<rect x="${cx - 20}" y="${beach - 170}" width="${r.int(440, 560)}" height="22" fill="#c8b08a"/>
<rect x="${cx + 40}" y="${beach - 110}" width="140" height="110" fill="#5d8aa8" stroke="#fff" stroke-width="6"/>
<rect x="${cx + 220}" y="${beach - 110}" width="140" height="110" fill="#5d8aa8" stroke="#fff" stroke-width="6"/>
<path d="M${cx + 720} ${beach + 60} L${cx + 780} ${beach - 60} L${cx + 840} ${beach + 60} Z" fill="${r.pick(['#e4572e', '#f3a712', '#29335c'])}"/>
<rect x="${cx + 777}" y="${beach - 60}" width="6" height="200" fill="#555"/>
${palm(r.int(1100, 1220), beach + 120, r.float(0.8, 1.1))}`;
}

const painters: Record<PhotoScene, (r: Random) => string> = { facade, interior, land, sea };

export function demoPhotoSvg(index: number, scene: PhotoScene): string {
  const r = createRandom(0x5eed0000 + index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${painters[scene](r)}</svg>`;
}


/** Renders the demo photo pool (once; later runs find the files) and returns it. */
export async function seedDemoPhotos(options: { count?: number } = {}): Promise<DemoPhoto[]> {
  const count = options.count ?? scenes.length;
  const photos: DemoPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const scene = scenes[i % scenes.length] as PhotoScene;
    photos.push({ key: `ad-media/${demoPhotoToken(i)}.webp`, width, height, scene });
  }
  const files = storage();
  const work = photos.map((photo, i) => async () => {
    const missing = [];
    for (const w of photoWidths) if (!(await files.get(variantKey(photo.key, w)))) missing.push(w);
    if (missing.length === 0) return;
    const png = await sharp(Buffer.from(demoPhotoSvg(i, photo.scene))).png({ compressionLevel: 0 }).toBuffer();
    for (const w of missing) {
      await putIfMissing(variantKey(photo.key, w), 'image/webp', () => sharp(png).resize(w).webp({ quality: 78, effort: 2 }).toBuffer());
    }
  });
  // A few at a time: libvips already uses several threads per image.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < work.length) await (work[next++] as () => Promise<void>)();
    }),
  );
  return photos;
}

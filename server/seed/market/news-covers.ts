import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { NewsCategory } from '../../db/schema/market';
import { variantKey } from '../../services/ads/ad-details';
import { NEWS_COVER_SIZE, NEWS_COVER_WIDTHS } from '../../services/news/news-cards';
import { putIfMissing } from '../put-if-missing';
import { createRandom, type Random } from '../ads/random';

const { width, height } = NEWS_COVER_SIZE;

/** Brand greens and Gulf sand, shared by every composition so the covers read as one series. */
const ink = ['#0a3429', '#0f2f3a', '#123b4a', '#115a47'];
const greens = ['#17735b', '#1f8a6e', '#2b9c7f'];
const sands = ['#c8a46b', '#d8b980', '#e6cfa0', '#b98f52'];

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0.6}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Rising columns like a skyline, a trend line and its points: price and volume reports. */
function market(r: Random): string {
  const base = r.int(560, 620);
  const columns = r.int(9, 13);
  const step = (width - 160) / columns;
  let bars = '';
  const points: string[] = [];
  let level = r.int(120, 190);
  for (let i = 0; i < columns; i++) {
    level = Math.min(base - 60, Math.max(90, level + r.int(-20, 48)));
    const x = 80 + i * step;
    bars += `<rect x="${x.toFixed(1)}" y="${base - level}" width="${(step * 0.62).toFixed(1)}" height="${level}" rx="6" fill="url(#bar)" opacity="${r.float(0.55, 0.9).toFixed(2)}"/>`;
    points.push(`${(x + step * 0.31).toFixed(1)},${base - level - r.int(40, 70)}`);
  }
  const dots = points
    .map(
      (p) =>
        `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="9" fill="#fff7e6" stroke="${r.pick(sands)}" stroke-width="5"/>`,
    )
    .join('');
  let grid = '';
  for (let y = 140; y < base; y += 90)
    grid += `<line x1="60" y1="${y}" x2="${width - 60}" y2="${y}" stroke="#fff" stroke-opacity="0.07" stroke-width="2"/>`;
  return `<defs>${gradient('bg', r.pick(ink), r.pick(greens))}${gradient('bar', '#e9f5f0', '#8fc9b6')}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${grid}
<circle cx="${r.int(900, 1150)}" cy="${r.int(90, 160)}" r="${r.int(150, 220)}" fill="#fff" opacity="0.05"/>
${bars}<rect x="60" y="${base}" width="${width - 120}" height="4" fill="#fff" opacity="0.35"/>
<polyline points="${points.join(' ')}" fill="none" stroke="${r.pick(sands)}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>${dots}`;
}

/** A block plan on blueprint paper: plots either side of a street, a cross street and a roundabout (rules, codes, land). */
function regulation(r: Random): string {
  let grid = '';
  for (let x = 0; x <= width; x += 40)
    grid += `<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="#fff" stroke-opacity="${x % 200 === 0 ? 0.12 : 0.05}"/>`;
  for (let y = 0; y <= height; y += 40)
    grid += `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#fff" stroke-opacity="${y % 200 === 0 ? 0.12 : 0.05}"/>`;
  const street = r.int(330, 400);
  const cross = r.int(760, 980);
  let plots = '';
  for (const [top, bottom] of [
    [70, street - 70],
    [street + 70, height - 60],
  ] as const) {
    for (const [from, to] of [
      [60, cross - 70],
      [cross + 70, width - 60],
    ] as const) {
      let x = from;
      while (to - x >= 120) {
        const w = Math.min(r.int(120, 170), to - x);
        const filled = r.chance(0.3);
        plots += `<rect x="${x}" y="${top}" width="${w - 12}" height="${bottom - top}" fill="${filled ? r.pick(sands) : 'none'}" fill-opacity="${filled ? 0.55 : 0}" stroke="#e8f1f8" stroke-opacity="0.75" stroke-width="3"/>`;
        plots += `<rect x="${x + 16}" y="${top + 16}" width="${w - 44}" height="${((bottom - top) * 0.6).toFixed(1)}" fill="none" stroke="#e8f1f8" stroke-opacity="0.35" stroke-dasharray="10 8" stroke-width="2"/>`;
        x += w;
      }
    }
  }
  return `<defs>${gradient('bg', '#173f5a', r.pick(['#1f5576', '#24506e', '#1b4a66']), false)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${grid}
<rect x="0" y="${street - 45}" width="${width}" height="90" fill="#0e2b3e" opacity="0.55"/>
<rect x="${cross - 45}" y="0" width="90" height="${height}" fill="#0e2b3e" opacity="0.55"/>
<line x1="0" y1="${street}" x2="${width}" y2="${street}" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="28 22"/>
<line x1="${cross}" y1="0" x2="${cross}" y2="${height}" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="28 22"/>
${plots}
<circle cx="${cross}" cy="${street}" r="80" fill="#0e2b3e" stroke="#e8f1f8" stroke-opacity="0.7" stroke-width="3"/>
<circle cx="${cross}" cy="${street}" r="36" fill="${r.pick(greens)}" opacity="0.9"/>
<path d="M${width - 110} 24 l20 50 l-20 -14 l-20 14 Z" fill="${r.pick(sands)}"/>`;
}

/** A gavel striking its block, with the ring of the strike: court and bank auctions. */
function auctions(r: Random): string {
  const bx = r.int(560, 760);
  const by = r.int(520, 560);
  const angle = r.int(-38, -24);
  let rings = '';
  for (let i = 1; i <= 4; i++)
    rings += `<circle cx="${bx}" cy="${by - 10}" r="${i * 95}" fill="none" stroke="${r.pick(greens)}" stroke-opacity="${(0.32 - i * 0.06).toFixed(2)}" stroke-width="6"/>`;
  let tiles = '';
  for (let i = 0; i < 7; i++) {
    const size = r.int(26, 60);
    tiles += `<rect x="${r.int(40, width - 80)}" y="${r.int(40, 300)}" width="${size}" height="${size}" rx="8" fill="${r.pick([...greens, ...sands])}" opacity="${r.float(0.15, 0.35).toFixed(2)}" transform="rotate(${r.int(0, 45)})"/>`;
  }
  const wood = r.pick(['#6b4a2f', '#7a5436', '#5c3f28']);
  return `<defs>${gradient('bg', '#f6efe2', r.pick(['#e6d3ae', '#ead9b8', '#dfc89c']))}${gradient('wood', '#9a6d45', wood)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${tiles}${rings}
<ellipse cx="${bx}" cy="${by + 62}" rx="230" ry="26" fill="#000" opacity="0.12"/>
<rect x="${bx - 170}" y="${by}" width="340" height="58" rx="14" fill="url(#wood)"/>
<rect x="${bx - 150}" y="${by - 18}" width="300" height="26" rx="10" fill="${wood}"/>
<g transform="rotate(${angle} ${bx} ${by - 60})">
  <rect x="${bx - 12}" y="${by - 70}" width="400" height="26" rx="13" fill="url(#wood)" transform="translate(40 -10)"/>
  <rect x="${bx - 120}" y="${by - 160}" width="170" height="110" rx="22" fill="url(#wood)"/>
  <rect x="${bx - 136}" y="${by - 160}" width="26" height="110" rx="10" fill="${r.pick(sands)}"/>
  <rect x="${bx + 40}" y="${by - 160}" width="26" height="110" rx="10" fill="${r.pick(sands)}"/>
</g>`;
}

/** Rows of new villas along fresh roads under a crane: housing cities being built. */
function projects(r: Random): string {
  const horizon = r.int(330, 380);
  let houses = '';
  const rows = [
    { y: horizon + 40, scale: 0.55 },
    { y: horizon + 150, scale: 0.8 },
    { y: horizon + 300, scale: 1.1 },
  ];
  for (const { y, scale } of rows) {
    const w = 150 * scale;
    const h = 110 * scale;
    for (let x = r.int(-40, 20); x < width; x += w + 38 * scale) {
      const wall = r.pick(['#f4ede0', '#efe4cf', '#e9dcc4', '#f7f3ea']);
      houses += `<rect x="${x.toFixed(1)}" y="${(y - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${wall}"/>`;
      houses += `<rect x="${(x - 6 * scale).toFixed(1)}" y="${(y - h - 12 * scale).toFixed(1)}" width="${(w + 12 * scale).toFixed(1)}" height="${(14 * scale).toFixed(1)}" fill="${r.pick(sands)}"/>`;
      houses += `<rect x="${(x + w * 0.15).toFixed(1)}" y="${(y - h * 0.7).toFixed(1)}" width="${(w * 0.28).toFixed(1)}" height="${(h * 0.3).toFixed(1)}" fill="#5d8aa8"/>`;
      houses += `<rect x="${(x + w * 0.57).toFixed(1)}" y="${(y - h * 0.7).toFixed(1)}" width="${(w * 0.28).toFixed(1)}" height="${(h * 0.3).toFixed(1)}" fill="#5d8aa8"/>`;
      houses += `<rect x="${(x + w * 0.42).toFixed(1)}" y="${(y - h * 0.35).toFixed(1)}" width="${(w * 0.16).toFixed(1)}" height="${(h * 0.35).toFixed(1)}" fill="#6b4a2f"/>`;
    }
    houses += `<rect x="0" y="${y}" width="${width}" height="${(18 * scale).toFixed(1)}" fill="#8f8a80" opacity="0.6"/>`;
  }
  const craneX = r.int(760, 1080);
  const craneTop = horizon - r.int(180, 240);
  return `<defs>${gradient('sky', r.pick(['#8fc3e3', '#9ccbe6', '#7db3e0']), '#f4efe4')}${gradient('ground', '#e4d2ad', '#c9ad7c')}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${r.int(120, 420)}" cy="${r.int(90, 150)}" r="${r.int(44, 64)}" fill="#fff6da" opacity="0.9"/>
<path d="M${craneX} ${horizon + 10} V${craneTop} M${craneX - 40} ${horizon + 10} L${craneX} ${craneTop + 40} M${craneX - 170} ${craneTop} H${craneX + 320} M${craneX} ${craneTop - 50} L${craneX - 170} ${craneTop} M${craneX} ${craneTop - 50} L${craneX + 320} ${craneTop} M${craneX + 240} ${craneTop} V${craneTop + 120}" stroke="${r.pick(['#e0a526', '#d99a1e'])}" stroke-width="9" fill="none" stroke-linecap="round"/>
<rect x="${craneX + 222}" y="${craneTop + 120}" width="36" height="30" fill="#6f7b84"/>
<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>${houses}`;
}

/** Stacked coins before a bank's columns, with a rising arc: loans, rates and mortgage rules. */
function finance(r: Random): string {
  const floor = r.int(600, 640);
  const bankX = r.int(700, 820);
  let columns = '';
  for (let i = 0; i < 5; i++)
    columns += `<rect x="${bankX + 30 + i * 84}" y="${floor - 250}" width="34" height="230" fill="#fff" opacity="0.16"/>`;
  let coins = '';
  const stacks = r.int(4, 5);
  for (let s = 0; s < stacks; s++) {
    const cx = 140 + s * 120 + r.int(-10, 10);
    const count = r.int(4, 7) + s * 2;
    for (let c = 0; c < count; c++) {
      const cy = floor - 20 - c * 26;
      coins += `<ellipse cx="${cx}" cy="${cy + 10}" rx="54" ry="18" fill="${r.pick(['#a57c3b', '#9a7436'])}"/><ellipse cx="${cx}" cy="${cy}" rx="54" ry="18" fill="${r.pick(sands)}" stroke="#fff4d8" stroke-opacity="0.5" stroke-width="2"/>`;
    }
  }
  return `<defs>${gradient('bg', r.pick(ink), r.pick(['#115a47', '#17735b']), false)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<path d="M80 ${floor - 40} C 420 ${floor - 120}, 700 ${floor - 330}, ${width - 90} ${r.int(90, 140)}" fill="none" stroke="${r.pick(sands)}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>
<path d="M${bankX} ${floor - 250} L${bankX + 225} ${floor - 360} L${bankX + 450} ${floor - 250} Z" fill="#fff" opacity="0.2"/>
<rect x="${bankX - 10}" y="${floor - 262}" width="470" height="14" fill="#fff" opacity="0.22"/>${columns}
<rect x="${bankX - 20}" y="${floor - 20}" width="490" height="20" fill="#fff" opacity="0.22"/>
<rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="#000" opacity="0.18"/>${coins}`;
}

const painters: Record<NewsCategory, (r: Random) => string> = { market, regulation, auctions, projects, finance };

/** The cover of an article as SVG: abstract and without text, so no font is needed at render time. */
export function newsCoverSvg(slug: string, category: NewsCategory): string {
  const seed = createHash('sha256').update(slug).digest().readUInt32BE(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${painters[category](createRandom(seed))}</svg>`;
}

/** Named by content: a changed drawing gets a new key, so the year-long immutable caching stays right. */
export function newsCoverKey(svg: string): string {
  return `news/${createHash('sha256').update(svg).digest('base64url').slice(0, 24)}.webp`;
}

/** Renders an article's cover at 1280, 640 and 320 px into storage (once: existing files are kept); returns its key. */
export async function storeNewsCover(slug: string, category: NewsCategory): Promise<string> {
  const svg = newsCoverSvg(slug, category);
  const key = newsCoverKey(svg);
  const wanted = [{ width, key }, ...NEWS_COVER_WIDTHS.map((w) => ({ width: w, key: variantKey(key, w) }))];
  let png: Promise<Buffer> | undefined;
  for (const file of wanted) {
    await putIfMissing(file.key, 'image/webp', async () => {
      png ??= sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
      return sharp(await png)
        .resize(file.width)
        .webp({ quality: 80, effort: 3 })
        .toBuffer();
    });
  }
  return key;
}

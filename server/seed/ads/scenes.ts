import type { Random } from './random';

/**
 * The demo photos, drawn in code as SVG: one painter per kind of property, each drawing a different composition,
 * palette and time of day from its seed. Plain shapes, gradients and patterns that librsvg (sharp) renders.
 */
export type PhotoScene =
  'apartment' | 'tower' | 'villa' | 'house' | 'land' | 'shop' | 'office' | 'warehouse' | 'chalet' | 'farm';

/** `variant` numbers the pictures of a scene; a painter with several rooms to show draws them in turn. */
type Painter = (r: Random, variant: number) => string;

const W = 1280;
const H = 960;

const skies = [
  { top: '#3f86c9', bottom: '#cfe5f4', sun: '#fff8e0' },
  { top: '#6f9fcc', bottom: '#efe3cf', sun: '#fff1d0' },
  { top: '#5b7fb4', bottom: '#f6c98f', sun: '#ffe2a8' },
  { top: '#8fb3d3', bottom: '#f1ebe0', sun: '#fffaf0' },
  { top: '#2f6fb3', bottom: '#a9d1ee', sun: '#ffffff' },
];

function sky(r: Random, horizon: number): string {
  const s = r.pick(skies);
  const clouds = Array.from({ length: r.int(0, 4) }, () => {
    const x = r.int(0, W);
    const y = r.int(40, Math.max(60, horizon - 220));
    const w = r.int(120, 260);
    return `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r.int(18, 34)}" fill="#fff" opacity="${r.float(0.25, 0.55).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient></defs>
<rect width="${W}" height="${horizon + 2}" fill="url(#sky)"/><circle cx="${r.int(120, 1160)}" cy="${r.int(70, 190)}" r="${r.int(36, 60)}" fill="${s.sun}" opacity="0.9"/>${clouds}`;
}

function palm(x: number, ground: number, scale: number, leaf = '#3f7d3a'): string {
  const top = ground - 280 * scale;
  const leaves = [-70, -35, -5, 25, 60, 110, 150, 185, 215]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${top}" rx="${100 * scale}" ry="${15 * scale}" fill="${leaf}" transform="rotate(${angle} ${x} ${top}) translate(${72 * scale} 0)"/>`,
    )
    .join('');
  return `<path d="M${x - 10 * scale} ${ground} Q${x + 14 * scale} ${(ground + top) / 2} ${x} ${top} L${x + 8 * scale} ${top} Q${x + 24 * scale} ${(ground + top) / 2} ${x + 10 * scale} ${ground} Z" fill="#7a5c3c"/>${leaves}<circle cx="${x + 4 * scale}" cy="${top + 10 * scale}" r="${12 * scale}" fill="#a0522d"/>`;
}

function car(x: number, y: number, color: string, scale = 1): string {
  const s = (n: number) => (n * scale).toFixed(1);
  return `<g transform="translate(${x} ${y})"><path d="M0 ${s(-30)} Q${s(10)} ${s(-58)} ${s(60)} ${s(-62)} L${s(150)} ${s(-62)} Q${s(190)} ${s(-58)} ${s(215)} ${s(-30)} L${s(240)} ${s(-26)} L${s(240)} 0 L0 0 Z" fill="${color}"/>
<path d="M${s(62)} ${s(-56)} L${s(100)} ${s(-56)} L${s(100)} ${s(-32)} L${s(40)} ${s(-32)} Z M${s(108)} ${s(-56)} L${s(150)} ${s(-56)} L${s(190)} ${s(-32)} L${s(108)} ${s(-32)} Z" fill="#2b3a48" opacity="0.85"/>
<circle cx="${s(52)}" cy="0" r="${s(22)}" fill="#1f1f1f"/><circle cx="${s(190)}" cy="0" r="${s(22)}" fill="#1f1f1f"/><circle cx="${s(52)}" cy="0" r="${s(9)}" fill="#9aa1a8"/><circle cx="${s(190)}" cy="0" r="${s(9)}" fill="#9aa1a8"/></g>`;
}

const carColours = ['#f4f4f2', '#1f2630', '#a7adb3', '#7b1c1c', '#2d4a6b', '#c9b48a'];

/** A row of far-off buildings on the horizon (the city behind a plot, a window's view). */
function skyline(r: Random, base: number, tone: string, opacity: number, tall = 160): string {
  let out = '';
  for (let x = r.int(-40, 20); x < W; x += r.int(70, 150)) {
    const h = r.int(30, tall);
    out += `<rect x="${x}" y="${base - h}" width="${r.int(50, 120)}" height="${h}" fill="${tone}" opacity="${opacity}"/>`;
  }
  return out;
}

function windowGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  fill: string,
  frame: string,
  gap = 0.22,
): string {
  let out = '';
  const cw = w / cols;
  const ch = h / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      out += `<rect x="${(x + col * cw + cw * gap).toFixed(1)}" y="${(y + row * ch + ch * gap).toFixed(1)}" width="${(cw * (1 - 2 * gap)).toFixed(1)}" height="${(ch * (1 - 2 * gap)).toFixed(1)}" fill="${fill}" stroke="${frame}" stroke-width="4"/>`;
    }
  }
  return out;
}

function ground(y: number, top: string, bottom: string): string {
  return `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect x="0" y="${y}" width="${W}" height="${H - y}" fill="url(#ground)"/>`;
}

const glassFill = `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b5870"/><stop offset="0.55" stop-color="#7fa3bd"/><stop offset="1" stop-color="#c9dbe6"/></linearGradient></defs>`;

/** A living room: window onto the city, sofa, rug, table, lamp, a picture and a plant. */
function livingRoom(r: Random): string {
  const horizon = r.int(560, 630);
  const wall = r.pick(['#efe6d8', '#e7e4df', '#f3ede4', '#dfe6e4', '#ece1d3', '#e6ddd8']);
  const floorTop = r.pick(['#d9d3c8', '#c7ae8a', '#e9e5de', '#b18f68', '#d8d8d4']);
  const sofa = r.pick(['#6f6253', '#8b9a8a', '#55677a', '#a48c6c', '#6b5b73', '#c9c0b0', '#3f4a5a']);
  const rug = r.pick(['#9c4f3c', '#5b6b82', '#b39b72', '#6e7f63', '#d6c9b5', '#8a6f8f']);
  const wx = r.int(80, 620);
  const ww = r.int(360, 520);
  const sx = r.int(60, 640);
  const sw = r.int(460, 580);
  const art = r.int(0, 1) === 0 ? wx + ww + 60 : Math.max(40, wx - 260);
  const marble = floorTop === '#e9e5de' || floorTop === '#d8d8d4';
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#cfc5b6"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="#7f7568"/></linearGradient>
<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#7fb6e3', '#9cc3e0', '#f2c48e'])}"/><stop offset="1" stop-color="#eef4f7"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.7"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${horizon}" fill="url(#wall)"/>
<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
${marble ? Array.from({ length: 6 }, (_, i) => `<line x1="${i * 260 - 80}" y1="${horizon}" x2="${i * 300 - 300}" y2="${H}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`).join('') : Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${horizon + i * i * 5 + i * 12}" x2="${W}" y2="${horizon + i * i * 5 + i * 12}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`).join('')}
<rect x="${wx}" y="90" width="${ww}" height="${horizon - 170}" fill="url(#view)"/>
<g opacity="0.75">${skylineIn(r, wx, ww, horizon - 80)}</g>
<rect x="${wx}" y="90" width="${ww}" height="${horizon - 170}" fill="none" stroke="#fafafa" stroke-width="14"/>
<line x1="${wx + ww / 2}" y1="90" x2="${wx + ww / 2}" y2="${horizon - 80}" stroke="#fafafa" stroke-width="8"/>
<rect x="${wx - 70}" y="70" width="70" height="${horizon - 120}" fill="${r.pick(['#e8dcc7', '#cfd8dc', '#d9c2a3', '#efe9df'])}" opacity="0.95"/>
<rect x="${wx + ww}" y="70" width="70" height="${horizon - 120}" fill="${r.pick(['#e8dcc7', '#cfd8dc', '#d9c2a3', '#efe9df'])}" opacity="0.95"/>
<rect x="0" y="${horizon - 14}" width="${W}" height="14" fill="#fff" opacity="0.55"/>
<rect x="${art}" y="${r.int(150, 220)}" width="200" height="150" fill="#fbfaf7" stroke="#3b3b3b" stroke-width="6"/>
<rect x="${art + 22}" y="${r.int(175, 230)}" width="156" height="${r.int(70, 100)}" fill="${r.pick(['#c97b4a', '#4a7c9c', '#8aa37b', '#d9b44a'])}" opacity="0.8"/>
<ellipse cx="${sx + sw / 2}" cy="${horizon + 230}" rx="${sw * 0.72}" ry="86" fill="${rug}" opacity="0.8"/>
<rect x="${sx}" y="${horizon - 130}" width="${sw}" height="110" rx="20" fill="${sofa}"/>
<rect x="${sx}" y="${horizon - 30}" width="${sw}" height="120" rx="18" fill="${sofa}" opacity="0.92"/>
<rect x="${sx - 30}" y="${horizon - 70}" width="60" height="160" rx="18" fill="${sofa}"/>
<rect x="${sx + sw - 30}" y="${horizon - 70}" width="60" height="160" rx="18" fill="${sofa}"/>
<rect x="${sx + 40}" y="${horizon - 110}" width="120" height="78" rx="14" fill="${r.pick(['#efe9dc', '#d8a24a', '#b5c4c9', '#e4cfc0'])}"/>
<rect x="${sx + sw - 170}" y="${horizon - 110}" width="120" height="78" rx="14" fill="${r.pick(['#efe9dc', '#d8a24a', '#b5c4c9', '#e4cfc0'])}"/>
<rect x="${sx + 60}" y="${horizon + 88}" width="16" height="18" fill="#3a2d22"/><rect x="${sx + sw - 76}" y="${horizon + 88}" width="16" height="18" fill="#3a2d22"/>
<rect x="${sx + sw / 2 - 150}" y="${horizon + 150}" width="300" height="30" rx="8" fill="${r.pick(['#4a3a2a', '#e8e2d6', '#2f2f2f'])}"/>
<rect x="${sx + sw / 2 - 130}" y="${horizon + 180}" width="12" height="50" fill="#3a2d22"/><rect x="${sx + sw / 2 + 118}" y="${horizon + 180}" width="12" height="50" fill="#3a2d22"/>
${plant(r.pick([40, W - 140]), horizon + 120)}
<circle cx="${r.int(200, 1100)}" cy="${horizon - 300}" r="180" fill="url(#light)"/>`;
}

/** A bedroom: bed under a picture, bedside tables with lamps, a curtained window. */
function bedroom(r: Random): string {
  const horizon = r.int(600, 650);
  const wall = r.pick(['#e9e1d6', '#dfe4e8', '#efe7dc', '#e4dbd0', '#d9e0da']);
  const duvet = r.pick(['#f4f1ea', '#c9d6df', '#e8d9c6', '#b9c7b4', '#d8c4d4']);
  const head = r.pick(['#7d6650', '#4f5d6b', '#a58e74', '#6b5b73', '#c2b49d']);
  const bx = r.int(300, 520);
  const bw = r.int(440, 520);
  const wx = bx + bw + r.int(90, 140);
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#cbc2b5"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#c7ae8a', '#b18f68', '#d9d3c8'])}"/><stop offset="1" stop-color="#7f7568"/></linearGradient>
<radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9b0" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe9b0" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${horizon}" fill="url(#wall)"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
<rect x="${wx}" y="120" width="${W - wx + 40}" height="${horizon - 200}" fill="${r.pick(['#9cc3e0', '#f2c48e', '#b9d4e6'])}"/>
<rect x="${wx - 40}" y="100" width="90" height="${horizon - 130}" fill="${r.pick(['#efe9df', '#d9c2a3', '#cfd8dc'])}"/>
<rect x="${bx + bw / 2 - 110}" y="${horizon - 420}" width="220" height="140" fill="#fbfaf7" stroke="#3b3b3b" stroke-width="5"/>
<path d="M${bx + bw / 2 - 90} ${horizon - 300} L${bx + bw / 2 - 20} ${horizon - 380} L${bx + bw / 2 + 40} ${horizon - 320} L${bx + bw / 2 + 90} ${horizon - 350} L${bx + bw / 2 + 90} ${horizon - 300} Z" fill="${r.pick(['#8aa37b', '#c97b4a', '#4a7c9c'])}" opacity="0.8"/>
<rect x="${bx}" y="${horizon - 250}" width="${bw}" height="200" rx="18" fill="${head}"/>
<rect x="${bx - 20}" y="${horizon - 80}" width="${bw + 40}" height="200" rx="14" fill="${duvet}"/>
<rect x="${bx - 20}" y="${horizon + 60}" width="${bw + 40}" height="40" fill="#000" opacity="0.08"/>
<rect x="${bx + 30}" y="${horizon - 120}" width="${bw / 2 - 50}" height="70" rx="20" fill="#fffdf8"/><rect x="${bx + bw / 2 + 20}" y="${horizon - 120}" width="${bw / 2 - 50}" height="70" rx="20" fill="#fffdf8"/>
<rect x="${bx - 20}" y="${horizon - 20}" width="${bw + 40}" height="50" fill="${r.pick(['#6b7f8f', '#9c6b4f', '#7a8f6b', '#8c7a9c'])}" opacity="0.7"/>
${[bx - 170, bx + bw + 40].map((x) => `<rect x="${x}" y="${horizon - 90}" width="130" height="120" fill="${r.pick(['#5a4636', '#e8e2d6', '#3f3f3f'])}"/><rect x="${x + 55}" y="${horizon - 170}" width="20" height="80" fill="#8a7a66"/><path d="M${x + 25} ${horizon - 170} L${x + 105} ${horizon - 170} L${x + 90} ${horizon - 230} L${x + 40} ${horizon - 230} Z" fill="#f4ead2"/><circle cx="${x + 65}" cy="${horizon - 200}" r="150" fill="url(#lamp)"/>`).join('')}
<ellipse cx="${bx + bw / 2}" cy="${horizon + 230}" rx="${bw * 0.8}" ry="70" fill="${r.pick(['#d6c9b5', '#b39b72', '#5b6b82'])}" opacity="0.7"/>`;
}

/** A kitchen: wall and base cabinets, a tiled splash-back, a window over the sink, an island with stools. */
function kitchen(r: Random): string {
  const horizon = r.int(640, 690);
  const cabinet = r.pick(['#f4f1ea', '#2f3e4a', '#8fa39a', '#c9b79c', '#e5e0d8', '#5b4a3c']);
  const counter = r.pick(['#e9e6e1', '#3a3a3a', '#d8cfc2', '#fafafa']);
  const wall = r.pick(['#eceae6', '#e3e7ea', '#efe8de']);
  const wx = r.int(360, 700);
  const top = horizon - 260;
  const units = (y: number, h: number) =>
    Array.from({ length: 9 }, (_, i) =>
      y < top && i * 140 + 150 > wx - 10 && i * 140 + 20 < wx + 290
        ? ''
        : `<rect x="${i * 140 + 20}" y="${y}" width="130" height="${h}" rx="4" fill="${cabinet}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/><rect x="${i * 140 + 75}" y="${y + h - 30}" width="20" height="5" fill="#9a9a9a"/>`,
    ).join('');
  return `<defs><pattern id="tiles" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${r.pick(['#f4f4f2', '#d9e6ea', '#e9dccb'])}"/><rect width="40" height="20" fill="none" stroke="#c9c9c9" stroke-width="2"/></pattern>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#d9d3c8', '#bfb6a8', '#e9e5de'])}"/><stop offset="1" stop-color="#8a8276"/></linearGradient></defs>
<rect width="${W}" height="${horizon}" fill="${wall}"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
<rect x="0" y="${top - 10}" width="${W}" height="${150}" fill="url(#tiles)"/>
<rect x="${wx}" y="${top - 200}" width="280" height="220" fill="${r.pick(['#9cc3e0', '#b9d4e6', '#f2c48e'])}" stroke="#fafafa" stroke-width="12"/>
${units(40, top - 90)}
<rect x="0" y="${top + 130}" width="${W}" height="22" fill="${counter}"/>
${units(top + 152, horizon - top - 152)}
<rect x="${r.pick([20, W - 220])}" y="${top - 160}" width="200" height="${horizon - top + 160}" rx="6" fill="#c9ccce" stroke="#9a9ea1" stroke-width="3"/>
<rect x="${r.int(180, 520)}" y="${horizon + 60}" width="${r.int(480, 620)}" height="26" fill="${counter}"/>
<rect x="${r.int(200, 540)}" y="${horizon + 86}" width="440" height="170" fill="${cabinet}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>
${Array.from({ length: 3 }, (_, i) => `<line x1="${360 + i * 180}" y1="0" x2="${360 + i * 180}" y2="${top - 230}" stroke="#333" stroke-width="3"/><path d="M${335 + i * 180} ${top - 230} L${385 + i * 180} ${top - 230} L${400 + i * 180} ${top - 195} L${320 + i * 180} ${top - 195} Z" fill="${r.pick(['#2f2f2f', '#c8a25a', '#f2f2f2'])}"/>`).join('')}
${Array.from({ length: 3 }, (_, i) => `<rect x="${300 + i * 150}" y="${horizon + 150}" width="70" height="14" rx="6" fill="${r.pick(['#5a4636', '#2f2f2f', '#b89c72'])}"/><rect x="${330 + i * 150}" y="${horizon + 164}" width="8" height="120" fill="#555"/>`).join('')}`;
}

/** Flats show a living room, a bedroom and a kitchen in turn. */
const apartment: Painter = (r, variant) => [livingRoom, bedroom, kitchen][variant % 3]!(r);

function skylineIn(r: Random, x: number, w: number, base: number): string {
  let out = '';
  for (let bx = x + r.int(0, 30); bx < x + w - 30; bx += r.int(45, 90)) {
    const bw = Math.min(r.int(35, 70), x + w - bx);
    const h = r.int(40, 220);
    out += `<rect x="${bx}" y="${base - h}" width="${bw}" height="${h}" fill="${r.pick(['#8aa0b3', '#a3b4c2', '#7d92a6', '#c2cdd6'])}"/>`;
  }
  return out;
}

function plant(x: number, base: number): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (a) =>
        `<ellipse cx="${x + 50}" cy="${base - 120}" rx="18" ry="85" fill="#4e7d45" transform="rotate(${a} ${x + 50} ${base - 40})"/>`,
    )
    .join('');
  return `${leaves}<path d="M${x + 15} ${base - 60} L${x + 85} ${base - 60} L${x + 75} ${base} L${x + 25} ${base} Z" fill="#d9d2c5"/>`;
}

/** A residential tower of flats with balconies, neighbours behind, a street in front. */
const tower: Painter = (r) => {
  const base = r.int(780, 830);
  const bx = r.int(260, 560);
  const bw = r.int(380, 520);
  const floors = r.int(9, 13);
  const fh = (base - 120) / (floors + 1);
  const top = base - floors * fh;
  const wall = r.pick(['#e9dfcf', '#d9d4cc', '#efe8dc', '#c9b89b', '#dcd6cf']);
  const accent = r.pick(['#8a6d4d', '#5d6f80', '#a4563c', '#3f5f58']);
  let floorsSvg = '';
  for (let f = 0; f < floors; f++) {
    const y = top + f * fh;
    floorsSvg += windowGrid(bx, y, bw, fh, 4, 1, 'url(#glass)', '#f3efe8', 0.16);
    floorsSvg += `<rect x="${bx - 10}" y="${(y + fh - 12).toFixed(1)}" width="${bw + 20}" height="12" fill="${accent}" opacity="0.85"/>`;
    floorsSvg += `<rect x="${bx + bw * 0.06}" y="${(y + fh - 34).toFixed(1)}" width="${bw * 0.88}" height="22" fill="none" stroke="#f7f7f7" stroke-width="3" opacity="0.8"/>`;
  }
  return `${glassFill}${sky(r, base)}
${skyline(r, base, '#9fb0bf', 0.55, 420)}
<rect x="${bx + bw}" y="${top}" width="${r.int(40, 90)}" height="${base - top}" fill="#000" opacity="0.12"/>
<rect x="${bx}" y="${top}" width="${bw}" height="${base - top}" fill="${wall}"/>${floorsSvg}
<rect x="${bx - 14}" y="${top - 30}" width="${bw + 28}" height="30" fill="${accent}"/>
<rect x="${bx + bw / 2 - 60}" y="${base - 110}" width="120" height="110" fill="#2c3e50" opacity="0.85"/>
${ground(base, '#9b9486', '#6d675d')}
<rect x="0" y="${base}" width="${W}" height="26" fill="#c8c2b6"/>
${car(r.int(40, 300), base + 150, r.pick(carColours))}${r.chance(0.6) ? car(r.int(700, 980), base + 110, r.pick(carColours), 0.85) : ''}
${palm(r.int(60, 200), base + 20, r.float(0.7, 0.95))}${palm(r.int(1080, 1220), base + 20, r.float(0.7, 0.95))}`;
};

/** A modern villa: white and stone volumes, large glass, a boundary wall with a gate, palms. */
const villa: Painter = (r) => {
  const groundY = r.int(740, 800);
  const bx = r.int(160, 340);
  const bw = r.int(760, 880);
  const lower = r.int(200, 240);
  const upper = r.int(180, 220);
  const body = r.pick(['#f4f2ee', '#ece7df', '#e2dcd2', '#f7f4ef']);
  const stone = r.pick(['#c9b08c', '#b8a58a', '#9a8f84', '#d3bf9c']);
  const wood = r.pick(['#8a5a36', '#a06a40', '#6e4a31']);
  const upperX = r.chance(0.5) ? bx + r.int(0, 80) : bx + r.int(160, 260);
  const upperW = bw - r.int(200, 320);
  const wallH = r.int(110, 150);
  return `${glassFill}${sky(r, groundY)}
<rect x="${bx + bw}" y="${groundY - lower - upper}" width="60" height="${lower + upper}" fill="#000" opacity="0.1"/>
<rect x="${bx}" y="${groundY - lower}" width="${bw}" height="${lower}" fill="${body}"/>
<rect x="${upperX}" y="${groundY - lower - upper}" width="${upperW}" height="${upper}" fill="${body}"/>
<rect x="${upperX - 30}" y="${groundY - lower - upper - 18}" width="${upperW + 60}" height="18" fill="#d8d2c8"/>
<rect x="${bx - 20}" y="${groundY - lower - 14}" width="${bw + 40}" height="16" fill="#d8d2c8"/>
<rect x="${upperX + 30}" y="${groundY - lower - upper + 40}" width="${upperW * 0.45}" height="${upper - 70}" fill="url(#glass)"/>
<rect x="${upperX + upperW * 0.55}" y="${groundY - lower - upper}" width="${upperW * 0.18}" height="${upper}" fill="${wood}"/>
<rect x="${bx + 30}" y="${groundY - lower + 40}" width="${bw * 0.22}" height="${lower - 40}" fill="${stone}"/>
<rect x="${bx + bw * 0.32}" y="${groundY - lower + 36}" width="${bw * 0.4}" height="${lower - 36}" fill="url(#glass)"/>
${Array.from({ length: 3 }, (_, i) => `<line x1="${bx + bw * 0.32 + ((i + 1) * bw * 0.4) / 4}" y1="${groundY - lower + 36}" x2="${bx + bw * 0.32 + ((i + 1) * bw * 0.4) / 4}" y2="${groundY}" stroke="#e9eef2" stroke-width="5"/>`).join('')}
${palm(r.int(40, 140), groundY + 30, r.float(0.9, 1.15))}${r.chance(0.7) ? palm(r.int(1120, 1240), groundY + 30, r.float(0.8, 1.05)) : ''}
${
  r.chance(0.6)
    ? `<rect x="0" y="${groundY - wallH + 60}" width="${W}" height="${wallH - 60}" fill="${stone}" opacity="0.95"/><rect x="0" y="${groundY - wallH + 52}" width="${W}" height="10" fill="#e9e2d6"/><rect x="${r.int(420, 720)}" y="${groundY - wallH + 40}" width="220" height="${wallH - 40}" fill="#3a3f44"/>`
    : `<rect x="0" y="${groundY + 10}" width="${W}" height="50" fill="#5f8f4a"/>${Array.from({ length: 16 }, (_, i) => `<circle cx="${i * 85 + 30}" cy="${groundY + 14}" r="34" fill="#4f7f3d"/>`).join('')}`
}
${ground(groundY + 60, '#cdbb98', '#a08a66')}
<rect x="0" y="${groundY + 60}" width="${W}" height="18" fill="#b8b0a2"/>
${r.chance(0.6) ? car(r.int(760, 980), groundY + 200, r.pick(carColours)) : ''}`;
};

/** A Kuwaiti family house: sand-coloured, arched windows with screens, crenellated parapet, boundary wall. */
const house: Painter = (r) => {
  const groundY = r.int(730, 790);
  const bx = r.int(140, 300);
  const bw = r.int(760, 940);
  const floors = r.int(2, 3);
  const fh = r.int(150, 175);
  const top = groundY - floors * fh;
  const wall = r.pick(['#e3d3b3', '#d8c3a0', '#efe4cf', '#cdb58e', '#e8dccb', '#d9cbb8']);
  const trim = r.pick(['#b89c72', '#a8916f', '#8f7a5e', '#c6ad86']);
  const cols = Math.max(3, Math.floor(bw / r.int(170, 220)));
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const cw = bw / cols;
      const x = bx + c * cw + cw * 0.25;
      const w = cw * 0.5;
      const y = top + f * fh + fh * 0.25;
      const h = fh * 0.55;
      windows += `<path d="M${x.toFixed(1)} ${(y + h).toFixed(1)} L${x.toFixed(1)} ${(y + w / 2).toFixed(1)} A${(w / 2).toFixed(1)} ${(w / 2).toFixed(1)} 0 0 1 ${(x + w).toFixed(1)} ${(y + w / 2).toFixed(1)} L${(x + w).toFixed(1)} ${(y + h).toFixed(1)} Z" fill="url(#glass)" stroke="${trim}" stroke-width="7"/>`;
      if (f === 0 && c % 2 === 1)
        windows += `<rect x="${x.toFixed(1)}" y="${(y + w / 2).toFixed(1)}" width="${w.toFixed(1)}" height="${(h - w / 2).toFixed(1)}" fill="url(#screen)"/>`;
    }
    windows += `<rect x="${bx - 10}" y="${top + (f + 1) * fh - 10}" width="${bw + 20}" height="12" fill="${trim}"/>`;
  }
  const crenels = Array.from(
    { length: Math.floor(bw / 60) },
    (_, i) => `<rect x="${bx + i * 60 + 12}" y="${top - 46}" width="34" height="24" fill="${wall}"/>`,
  ).join('');
  const door = bx + bw / 2 - 55;
  return `${glassFill}<defs><pattern id="screen" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#7a5a3c"/><rect x="3" y="3" width="10" height="10" fill="#d8c6a8"/></pattern></defs>${sky(r, groundY)}
<rect x="${bx + bw}" y="${top}" width="${r.int(40, 80)}" height="${groundY - top}" fill="#000" opacity="0.12"/>
<rect x="${bx}" y="${top}" width="${bw}" height="${groundY - top}" fill="${wall}"/>
<rect x="${bx - 12}" y="${top - 24}" width="${bw + 24}" height="26" fill="${wall}" stroke="#000" stroke-opacity="0.06"/>${crenels}${windows}
<path d="M${door} ${groundY} L${door} ${groundY - 140} A55 55 0 0 1 ${door + 110} ${groundY - 140} L${door + 110} ${groundY} Z" fill="${r.pick(['#6b4a2f', '#4a3526', '#7d5a3a'])}"/>
${r.chance(0.7) ? palm(r.int(40, 130), groundY + 20, r.float(0.85, 1.1)) : ''}${r.chance(0.5) ? palm(r.int(1140, 1240), groundY + 20, r.float(0.75, 1)) : ''}
<rect x="0" y="${groundY - 70}" width="${bx - 10}" height="70" fill="${wall}"/><rect x="${bx + bw + 10}" y="${groundY - 70}" width="${W}" height="70" fill="${wall}"/>
${ground(groundY, '#bfa77f', '#8f7a58')}
<rect x="0" y="${groundY}" width="${W}" height="14" fill="#9e9584"/>
${r.chance(0.6) ? car(r.int(250, 800), groundY + 150, r.pick(carColours)) : ''}`;
};

/** An empty plot: sand, survey stakes, neighbours' houses behind, a road in front. */
const land: Painter = (r) => {
  const horizon = r.int(420, 540);
  let posts = '';
  const fenceY = horizon + r.int(110, 190);
  for (let x = 20; x < W; x += 80) posts += `<rect x="${x}" y="${fenceY - 40}" width="6" height="44" fill="#6a5a45"/>`;
  const stakes = Array.from({ length: 4 }, (_, i) => {
    const x = 160 + i * r.int(220, 300);
    const y = fenceY + r.int(80, 260);
    return `<rect x="${x}" y="${y - 60}" width="8" height="60" fill="#f4f4f4"/><rect x="${x}" y="${y - 60}" width="8" height="14" fill="#d23b2e"/>`;
  }).join('');
  const houses = Array.from({ length: r.int(3, 6) }, () => {
    const x = r.int(-40, W - 100);
    const w = r.int(120, 240);
    const h = r.int(70, 150);
    return `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${r.pick(['#e3d3b3', '#d8c3a0', '#f2ece0', '#cdb58e'])}"/>${windowGrid(x, horizon - h, w, h, Math.max(2, Math.floor(w / 60)), 2, '#6f8fa6', '#f2ece0', 0.3)}`;
  }).join('');
  return `${sky(r, horizon)}${skyline(r, horizon, '#b9b2a4', 0.5, 90)}${houses}
<defs><linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#e2cc9f', '#d9bf8c', '#e8d5ad'])}"/><stop offset="1" stop-color="${r.pick(['#b8955f', '#a88455', '#c2a06a'])}"/></linearGradient></defs>
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sand)"/>
<path d="M0 ${horizon + 60} Q ${W / 3} ${horizon + 20} ${(2 * W) / 3} ${horizon + 70} T ${W} ${horizon + 50} L ${W} ${H} L 0 ${H} Z" fill="#000" opacity="0.05"/>
<line x1="20" y1="${fenceY - 30}" x2="${W}" y2="${fenceY - 30}" stroke="#6a5a45" stroke-width="3"/>${posts}${stakes}
<path d="M0 ${H - 90} L${W} ${H - 130} L${W} ${H} L0 ${H} Z" fill="#6d6a66"/>
<path d="M0 ${H - 52} L${W} ${H - 82}" stroke="#f1e9c9" stroke-width="6" stroke-dasharray="60 50"/>`;
};

/** A shop front at street level: awning, sign band, shop window with shelves, pavement. */
const shop: Painter = (r) => {
  const street = r.int(780, 830);
  const facade = r.pick(['#e6dccb', '#d7d2ca', '#efe7da', '#cbbfa9']);
  const brand = r.pick(['#b3262e', '#1f6f5c', '#234b8c', '#c97a12', '#5b3a7a', '#0f7c8c']);
  const shops = r.int(2, 3);
  const sw = W / shops;
  let fronts = '';
  for (let i = 0; i < shops; i++) {
    const x = i * sw;
    const colour = i === Math.floor(shops / 2) ? brand : r.pick(['#7b8a94', '#8c6d4f', '#4f6b5a', '#9a5b4a']);
    const shelves = Array.from(
      { length: 3 },
      (_, s) =>
        `<rect x="${x + 50}" y="${street - 230 + s * 60}" width="${sw - 100}" height="8" fill="#8b7b66"/>${Array.from({ length: Math.floor((sw - 120) / 40) }, (_, k) => `<rect x="${x + 60 + k * 40}" y="${street - 262 + s * 60}" width="26" height="32" fill="${r.pick(['#e2b84a', '#d9644a', '#5a8fb8', '#8cbf72', '#f2f2f2'])}"/>`).join('')}`,
    ).join('');
    fronts += `<rect x="${x + 20}" y="${street - 300}" width="${sw - 40}" height="300" fill="#dfe8ee"/>${shelves}
<rect x="${x + 20}" y="${street - 300}" width="${sw - 40}" height="300" fill="url(#glass)" opacity="0.35"/>
<rect x="${x + sw / 2 - 45}" y="${street - 250}" width="90" height="250" fill="#2d3b45" opacity="0.55"/>
<rect x="${x + 14}" y="${street - 410}" width="${sw - 28}" height="80" fill="${colour}"/>
${Array.from({ length: 3 }, (_, k) => `<rect x="${x + 50 + k * 70}" y="${street - 385}" width="${r.int(40, 60)}" height="30" rx="6" fill="#fff" opacity="0.9"/>`).join('')}
<path d="M${x + 10} ${street - 330} L${x + sw - 10} ${street - 330} L${x + sw - 30} ${street - 280} L${x + 30} ${street - 280} Z" fill="${colour}" opacity="0.85"/>`;
  }
  return `${glassFill}${sky(r, 200)}
<rect x="0" y="120" width="${W}" height="${street - 120}" fill="${facade}"/>
${windowGrid(0, 130, W, street - 560, 8, 2, 'url(#glass)', '#f4efe6', 0.2)}${fronts}
${ground(street, '#cfc8bb', '#a59d90')}
${Array.from({ length: 14 }, (_, i) => `<line x1="${i * 100}" y1="${street}" x2="${i * 100 - 60}" y2="${H}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`).join('')}
${r.chance(0.6) ? car(r.int(100, 900), H - 30, r.pick(carColours), 1.1) : ''}`;
};

/** An office floor: glass wall onto the city, desks with screens, ceiling lights, a plant. */
const office: Painter = (r) => {
  const horizon = r.int(600, 660);
  const carpet = r.pick(['#6d7378', '#8a8f94', '#5a6470', '#9b958c']);
  const wallTone = r.pick(['#eef0f2', '#e9e6e1', '#f2f2ef', '#e3e8ec']);
  const accent = r.pick(['#2f6f9f', '#b35a2e', '#3f7f5f', '#7a4f8f']);
  const desks = Array.from({ length: r.int(2, 3) }, (_, i) => {
    const y = horizon + 60 + i * 100;
    const scale = 1 + i * 0.2;
    const x0 = r.int(60, 300);
    return Array.from({ length: 3 }, (_, k) => {
      const x = x0 + k * 320 * scale;
      return `<rect x="${x}" y="${y}" width="${260 * scale}" height="${14 * scale}" fill="#f4f1ea"/><rect x="${x + 20}" y="${y + 14 * scale}" width="${8 * scale}" height="${70 * scale}" fill="#555"/><rect x="${x + 230 * scale}" y="${y + 14 * scale}" width="${8 * scale}" height="${70 * scale}" fill="#555"/>
<rect x="${x + 80 * scale}" y="${y - 70 * scale}" width="${100 * scale}" height="${64 * scale}" rx="4" fill="#1f2a33"/><rect x="${x + 86 * scale}" y="${y - 64 * scale}" width="${88 * scale}" height="${50 * scale}" fill="${r.pick(['#5b8fb9', '#86b3d1', '#3d6d8f'])}"/><rect x="${x + 125 * scale}" y="${y - 6 * scale}" width="${10 * scale}" height="${6 * scale}" fill="#1f2a33"/>
<rect x="${x + 90 * scale}" y="${y + 30 * scale}" width="${70 * scale}" height="${50 * scale}" rx="10" fill="${accent}"/>`;
    }).join('');
  }).join('');
  return `${glassFill}<defs><linearGradient id="city" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#8ab8de', '#a7c6df', '#e9b786'])}"/><stop offset="1" stop-color="#eef3f6"/></linearGradient></defs>
<rect width="${W}" height="${horizon}" fill="${wallTone}"/>
<rect x="0" y="60" width="${W}" height="${horizon - 60}" fill="url(#city)"/>
<g opacity="0.8">${skylineIn(r, 0, W, horizon)}</g>
${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 200 - 6}" y="60" width="12" height="${horizon - 60}" fill="#d5d9dc"/>`).join('')}
<rect x="0" y="0" width="${W}" height="60" fill="#f7f7f5"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${120 + i * 290}" y="20" width="180" height="18" rx="4" fill="#fffdf3"/>`).join('')}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${carpet}"/>
${desks}
${plant(r.pick([30, W - 130]), horizon + 40)}`;
};

/** An industrial shed: corrugated walls, roller doors, a truck and a fenced concrete yard. */
const warehouse: Painter = (r) => {
  const groundY = r.int(700, 760);
  const bx = r.int(80, 260);
  const bw = r.int(820, 980);
  const bh = r.int(300, 380);
  const metal = r.pick(['#c9ced2', '#b8c2c9', '#d8d4cc', '#9fb1bd', '#c2b8a6']);
  const trim = r.pick(['#2f5f8f', '#8f2f2f', '#3f6f4f', '#5f5f5f', '#c0792a']);
  const doors = r.int(2, 4);
  const doorW = (bw - 120) / doors - 40;
  return `<defs><pattern id="ribs" width="24" height="10" patternUnits="userSpaceOnUse"><rect width="24" height="10" fill="${metal}"/><rect width="5" height="10" fill="#000" opacity="0.12"/></pattern>
<pattern id="shutter" width="10" height="14" patternUnits="userSpaceOnUse"><rect width="10" height="14" fill="#a9adb0"/><rect y="11" width="10" height="3" fill="#000" opacity="0.2"/></pattern></defs>${sky(r, groundY)}
<polygon points="${bx - 20},${groundY - bh} ${bx + bw / 2},${groundY - bh - 90} ${bx + bw + 20},${groundY - bh}" fill="${trim}"/>
<rect x="${bx}" y="${groundY - bh}" width="${bw}" height="${bh}" fill="url(#ribs)"/>
<rect x="${bx}" y="${groundY - bh}" width="${bw}" height="16" fill="${trim}"/>
${Array.from({ length: doors }, (_, i) => `<rect x="${bx + 60 + i * (doorW + 40)}" y="${groundY - bh * 0.62}" width="${doorW}" height="${bh * 0.62}" fill="url(#shutter)" stroke="${trim}" stroke-width="8"/>`).join('')}
${windowGrid(bx + 40, groundY - bh + 30, bw - 80, 50, 8, 1, '#9fc0d6', '#ffffff', 0.15)}
${ground(groundY, '#b9b4aa', '#8c877e')}
${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 180}" y1="${groundY}" x2="${i * 180 - 120}" y2="${H}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`).join('')}
<g transform="translate(${r.int(200, 700)} ${groundY + 170})"><rect x="0" y="-150" width="330" height="150" fill="${r.pick(['#f2f2f2', '#d9d2c2', '#c94c3a'])}"/><rect x="340" y="-110" width="110" height="110" rx="10" fill="${trim}"/><rect x="370" y="-95" width="60" height="40" fill="#2b3a48"/>
<circle cx="70" cy="0" r="26" fill="#1f1f1f"/><circle cx="260" cy="0" r="26" fill="#1f1f1f"/><circle cx="400" cy="0" r="26" fill="#1f1f1f"/></g>
<line x1="0" y1="${groundY - 10}" x2="${W}" y2="${groundY - 10}" stroke="#6b6b6b" stroke-width="3" opacity="0.5"/>`;
};

/** A chalet by the sea: a white beach house, the shore, sea, umbrella and palms. */
const chalet: Painter = (r) => {
  const horizon = r.int(360, 440);
  const beach = horizon + r.int(170, 240);
  const cx = r.int(60, 640);
  const cw = r.int(420, 540);
  const seaTone = r.pick(['#2f7fb0', '#1f6f9f', '#3b8fbf', '#2a7a8f']);
  const umbrella = r.pick(['#e4572e', '#f3a712', '#29335c', '#2a9d8f', '#e9c46a']);
  const boats = Array.from({ length: r.int(0, 2) }, () => {
    const x = r.int(100, 1150);
    const y = horizon + r.int(20, 90);
    return `<path d="M${x} ${y} L${x + 70} ${y} L${x + 58} ${y + 14} L${x + 12} ${y + 14} Z" fill="#f7f7f7"/><path d="M${x + 35} ${y} L${x + 35} ${y - 60} L${x + 62} ${y - 6} Z" fill="#fff" opacity="0.9"/>`;
  }).join('');
  return `${sky(r, horizon)}${glassFill}<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seaTone}"/><stop offset="1" stop-color="${r.pick(['#63c0d6', '#7fd1d8', '#4fb3c9'])}"/></linearGradient>
<linearGradient id="beach" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0e0bc"/><stop offset="1" stop-color="#d6bd8e"/></linearGradient></defs>
<rect x="0" y="${horizon}" width="${W}" height="${beach - horizon}" fill="url(#sea)"/>${boats}
<path d="M0 ${beach} Q ${W / 4} ${beach - 18} ${W / 2} ${beach} T ${W} ${beach} L ${W} ${H} L 0 ${H} Z" fill="url(#beach)"/>
<path d="M0 ${beach - 4} Q ${W / 4} ${beach - 22} ${W / 2} ${beach - 4} T ${W} ${beach - 4}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>
<rect x="${cx + cw}" y="${beach - 160}" width="40" height="250" fill="#000" opacity="0.08"/>
<rect x="${cx}" y="${beach - 160}" width="${cw}" height="250" fill="#f8f6f1"/>
<rect x="${cx - 24}" y="${beach - 182}" width="${cw + 48}" height="24" fill="${r.pick(['#c8b08a', '#d9d2c5', '#8aa5b5'])}"/>
<rect x="${cx + 30}" y="${beach - 120}" width="${cw * 0.55}" height="160" fill="url(#glass)"/>
<rect x="${cx + cw * 0.65}" y="${beach - 120}" width="${cw * 0.25}" height="110" fill="url(#glass)"/>
${r.chance(0.6) ? `<rect x="${cx + 20}" y="${beach + 110}" width="${cw - 40}" height="70" rx="10" fill="#4fc3d9" stroke="#fff" stroke-width="8"/>` : ''}
<path d="M${cx + cw + 200} ${beach + 70} Q${cx + cw + 270} ${beach - 20} ${cx + cw + 340} ${beach + 70} Z" fill="${umbrella}"/>
<rect x="${cx + cw + 267}" y="${beach + 40}" width="6" height="170" fill="#555"/>
${palm(r.int(1080, 1230), beach + 140, r.float(0.85, 1.1))}${r.chance(0.5) ? palm(r.int(20, 120), beach + 160, r.float(0.8, 1)) : ''}`;
};

/** A farm: date palm rows over green fields, a farmhouse and a sandy track. */
const farm: Painter = (r) => {
  const horizon = r.int(430, 500);
  const green = r.pick(['#7faa55', '#8fb35f', '#6f9a4a', '#9bbf6a']);
  let rows = '';
  for (let row = 0; row < 3; row++) {
    const y = horizon + 40 + row * 90;
    const scale = 0.5 + row * 0.25;
    for (let x = r.int(-40, 40) + row * 60; x < W + 60; x += 300 * scale + r.int(20, 120))
      rows += palm(x, y, scale, r.pick(['#3f7d3a', '#4a8a3f', '#356e32']));
  }
  const fx = r.int(100, 900);
  return `${sky(r, horizon)}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${green}"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${W / 2} ${horizon} L${i * 170 - 120} ${H}" stroke="#5e8a3c" stroke-width="10" opacity="0.35"/>`).join('')}
<rect x="${fx}" y="${horizon - 90}" width="200" height="100" fill="${r.pick(['#efe4cf', '#e3d3b3', '#f4efe6'])}"/><rect x="${fx + 80}" y="${horizon - 50}" width="40" height="60" fill="#6b4a2f"/>
${rows}
<path d="M${W * 0.45} ${horizon + 10} L${W * 0.55} ${horizon + 10} L${W * 0.75} ${H} L${W * 0.25} ${H} Z" fill="#d9c29a"/>`;
};

export const scenePainters: Record<PhotoScene, Painter> = {
  apartment,
  tower,
  villa,
  house,
  land,
  shop,
  office,
  warehouse,
  chalet,
  farm,
};

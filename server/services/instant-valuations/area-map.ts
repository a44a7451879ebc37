import type { AreaMap } from '../../../lib/geo/area-map';
import { failakaOutline, kuwaitOutline, LONGITUDE_SCALE, type LngLat } from '../../../lib/geo/kuwait-outline';
import { memoize } from '../../lib/memo';
import { listAreas } from '../reference-data';

type Point = [number, number];
type Box = { minX: number; minY: number; maxX: number; maxY: number };

type MappedArea = { id: number; latitude: number; longitude: number; governorate: { id: number } };

/** Map units per degree of latitude; with one decimal a unit's tenth is about 11 m. */
const UNITS_PER_DEGREE = 1000;
const bounds = { west: 46.45, east: 48.5, north: 30.15, south: 28.48 };
const project = ([lng, lat]: LngLat): Point => [
  (lng - bounds.west) * UNITS_PER_DEGREE * LONGITUDE_SCALE,
  (bounds.north - lat) * UNITS_PER_DEGREE,
];
const frame: Box = { minX: 0, minY: 0, ...(([maxX, maxY]) => ({ maxX, maxY }))(project([bounds.east, bounds.south])) };

const fixed = (n: number) => (Math.round(n * 10) / 10).toString();
const pathOf = (points: Point[]) => `M${points.map(([x, y]) => `${fixed(x)} ${fixed(y)}`).join('L')}Z`;
const viewBoxOf = ({ minX, minY, maxX, maxY }: Box) => [minX, minY, maxX - minX, maxY - minY].map(fixed).join(' ');

/** The part of a convex polygon where a·x + b·y ≤ c (one Sutherland–Hodgman step). */
function clipToHalfPlane(polygon: Point[], a: number, b: number, c: number): Point[] {
  const inside = ([x, y]: Point) => a * x + b * y <= c;
  const result: Point[] = [];
  polygon.forEach((current, index) => {
    const previous = polygon[(index + polygon.length - 1) % polygon.length]!;
    if (inside(current) !== inside(previous)) {
      const t =
        (c - a * previous[0] - b * previous[1]) / (a * (current[0] - previous[0]) + b * (current[1] - previous[1]));
      result.push([previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])]);
    }
    if (inside(current)) result.push(current);
  });
  return result;
}

/** The Voronoi cell of `site` within the frame: the frame cut by the bisector with every other site, nearest first. */
function cellOf(site: Point, sites: Point[]): Point[] {
  const [sx, sy] = site;
  const others = sites
    .filter((other) => other !== site)
    .sort((p, q) => Math.hypot(p[0] - sx, p[1] - sy) - Math.hypot(q[0] - sx, q[1] - sy));
  let cell: Point[] = [
    [frame.minX, frame.minY],
    [frame.maxX, frame.minY],
    [frame.maxX, frame.maxY],
    [frame.minX, frame.maxY],
  ];
  for (const [ox, oy] of others) {
    if (cell.length === 0) break;
    cell = clipToHalfPlane(cell, ox - sx, oy - sy, (ox * ox + oy * oy - sx * sx - sy * sy) / 2);
  }
  return cell;
}

function boxAround(points: Point[], padding: number): Box {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    minX: Math.min(...xs) - padding,
    minY: Math.min(...ys) - padding,
    maxX: Math.max(...xs) + padding,
    maxY: Math.max(...ys) + padding,
  };
}

/** A governorate's view: its centroids with room around them, never narrower than a few kilometres. */
function governorateView(points: Point[]): string {
  const box = boxAround(points, 0);
  const padding = Math.max(25, 0.12 * Math.max(box.maxX - box.minX, box.maxY - box.minY));
  return viewBoxOf(boxAround(points, padding));
}

export function buildAreaMap(areas: MappedArea[]): AreaMap {
  const sites = areas.map((area) => project([area.longitude, area.latitude]));
  const cells = areas.map((area, index) => ({
    id: area.id,
    governorateId: area.governorate.id,
    d: pathOf(cellOf(sites[index]!, sites)),
  }));
  const byGovernorate = new Map<number, Point[]>();
  areas.forEach((area, index) =>
    byGovernorate.set(area.governorate.id, [...(byGovernorate.get(area.governorate.id) ?? []), sites[index]!]),
  );
  return {
    viewBox: viewBoxOf(frame),
    land: [kuwaitOutline, failakaOutline].map((outline) => pathOf(outline.map(project))).join(''),
    cells,
    governorateViews: Object.fromEntries([...byGovernorate].map(([id, points]) => [id, governorateView(points)])),
  };
}

/** The map of every area, rebuilt as often as the reference data it comes from. */
export const areaMap = memoize(5 * 60_000, async () => buildAreaMap((await listAreas({})).data));

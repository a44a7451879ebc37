import { describe, expect, it } from 'vitest';
import { areaRows } from '../../seed/data/areas';
import { buildAreaMap } from './area-map';

const area = (id: number, governorateId: number, latitude: number, longitude: number) => ({
  id,
  latitude,
  longitude,
  governorate: { id: governorateId },
});

/** The vertices of a path written as `Mx yLx y…Z`. */
const vertices = (d: string) =>
  d
    .slice(1, -1)
    .split('L')
    .map((pair) => pair.split(' ').map(Number) as [number, number]);

/** Shoelace area of a polygon. */
const surface = (points: Array<[number, number]>) =>
  Math.abs(
    points.reduce(
      (sum, [x, y], i) => sum + x * points[(i + 1) % points.length]![1] - points[(i + 1) % points.length]![0] * y,
      0,
    ),
  ) / 2;

describe('buildAreaMap', () => {
  it('splits the map between two areas along the line halfway between them', () => {
    const map = buildAreaMap([area(1, 1, 29.3, 47.5), area(2, 1, 29.3, 47.9)]);
    const [west, east] = map.cells.map((cell) => vertices(cell.d));
    const [, , width] = map.viewBox.split(' ').map(Number);
    const westEdge = Math.max(...west!.map(([x]) => x));
    const eastEdge = Math.min(...east!.map(([x]) => x));
    expect(westEdge).toBeCloseTo(eastEdge, 0);
    // Both cells together cover the frame.
    expect(surface(west!) + surface(east!)).toBeCloseTo(width! * Number(map.viewBox.split(' ')[3]), -2);
  });

  it('gives every seeded area one cell, the cells tile the frame, and each governorate a view around its areas', () => {
    const areas = areaRows.map((row) => area(row.id!, row.governorateId, row.latitude, row.longitude));
    const map = buildAreaMap(areas);
    expect(map.cells.map((cell) => cell.id)).toEqual(areas.map((a) => a.id));
    expect(map.cells.every((cell) => /^M[\d. L]+Z$/.test(cell.d))).toBe(true);
    const [, , width, height] = map.viewBox.split(' ').map(Number);
    const covered = map.cells.reduce((sum, cell) => sum + surface(vertices(cell.d)), 0);
    expect(covered / (width! * height!)).toBeCloseTo(1, 2);
    expect(Object.keys(map.governorateViews).map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Hawalli's view is a small part of the country's.
    const [, , hawalliWidth] = map.governorateViews[2]!.split(' ').map(Number);
    expect(hawalliWidth! / width!).toBeLessThan(0.15);
  });
});

/** One area's cell on the map: the land nearer its centroid than any other area's, as an SVG path. */
export type AreaMapCell = { id: number; governorateId: number; d: string };

/**
 * The estimator's locally drawn map of Kuwait's areas, computed on the server. Cells are drawn unclipped and clipped
 * by the browser to `land` (SVG clip-path), so a cell that spans the sea never gets a seam across the water.
 */
export type AreaMap = {
  viewBox: string;
  land: string;
  cells: AreaMapCell[];
  /** Where the map zooms to show one governorate's areas. */
  governorateViews: Record<number, string>;
};

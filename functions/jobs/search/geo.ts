import ngeohash from 'ngeohash';
import { distanceMiles, EARTH_RADIUS_MILES, type Point, toRadians } from '../../../shared/rules/distance';
import { CELL_LEVELS, type CellLevel } from '../job-state';

export { distanceMiles, type Point };

/*
 * Distances and the geohash cells a search circle touches (DESIGN §4). Pure functions only.
 */

/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

/** Miles shown to people: 1 decimal (docs/spec/1-students-and-accounts.md §9). */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** The circle's bounding box in degrees (latitudes clamped to the poles). */
export function boundingBox(center: Point, radiusMiles: number) {
  const dLat = radiusMiles / MILES_PER_DEGREE;
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  // Longitude degrees shrink towards the poles: widen by the edge nearer the pole.
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.max(Math.cos(toRadians(widestLat)), 0.01);
  const dLon = Math.min(180, radiusMiles / (MILES_PER_DEGREE * cos));
  return { minLat, maxLat, minLon: center.longitude - dLon, maxLon: center.longitude + dLon };
}

/** Closest distance from a point to a cell (0 inside it): the point clamped to the cell's box. */
export function minDistanceToCell(point: Point, cell: string): number {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
  return distanceMiles(point, {
    latitude: Math.min(Math.max(point.latitude, minLat), maxLat),
    longitude: Math.min(Math.max(point.longitude, minLon), maxLon),
  });
}

export interface CoverCell {
  cell: string;
  /** Miles from the centre to the nearest point of the cell. */
  minDistance: number;
}

/**
 * The cells that can hold a job within `radiusMiles` of `center`: those meeting the bounding box,
 * minus those whose nearest point is beyond the radius (the box's corners). Nearest cells first.
 * The clamped-box distance is a hair off a true great-circle minimum at these scales, so a small
 * margin keeps a cell that only just touches the circle. (US searches: the box never crosses ±180°.)
 */
export function coverCells(center: Point, radiusMiles: number, precision: number): CoverCell[] {
  const box = boundingBox(center, radiusMiles);
  const margin = radiusMiles * 1.01 + 0.05;
  return ngeohash
    .bboxes(box.minLat, box.minLon, box.maxLat, box.maxLon, precision)
    .map((cell) => ({ cell, minDistance: minDistanceToCell(center, cell) }))
    .filter((cell) => cell.minDistance <= margin)
    .sort((a, b) => a.minDistance - b.minDistance || (a.cell < b.cell ? -1 : 1));
}

/** A cell of a search's cover, at one of the indexed sizes (job-state.ts CELL_LEVELS). */
export interface CircleCell {
  level: CellLevel;
  /** The integer geohash at that level, in decimal (job-state.ts cellOf). */
  cell: string;
  /** Miles from the centre to the nearest point of the cell. */
  minDistance: number;
  /**
   * The cell's area over the circle's. Where jobs are spread evenly, a page of n jobs from the circle
   * reads about n × share jobs of this cell (those outside the circle included): how much to read first.
   */
  share: number;
}

/**
 * Each cell is one Query a page, and each job read outside the circle is waste (≤ 12 Queries
 * and ≤ 3 jobs read per job shown). Eight mixed-size cells cover a circle with about 2.1 times its
 * area at the radii we offer, where one size would need 10 to 16 cells for the same waste.
 */
export const MAX_COVER_CELLS = 8;

type Box = [minLat: number, minLon: number, maxLat: number, maxLon: number];

/** Square miles of a cell (a small box: flat at its middle latitude). */
function boxArea([minLat, minLon, maxLat, maxLon]: Box): number {
  const middle = toRadians((minLat + maxLat) / 2);
  return (maxLat - minLat) * MILES_PER_DEGREE * (maxLon - minLon) * MILES_PER_DEGREE * Math.cos(middle);
}

function boxMinDistance(point: Point, [minLat, minLon, maxLat, maxLon]: Box): number {
  return distanceMiles(point, {
    latitude: Math.min(Math.max(point.latitude, minLat), maxLat),
    longitude: Math.min(Math.max(point.longitude, minLon), maxLon),
  });
}

function boxMaxDistance(point: Point, [minLat, minLon, maxLat, maxLon]: Box): number {
  return Math.max(
    ...[
      [minLat, minLon],
      [minLat, maxLon],
      [maxLat, minLon],
      [maxLat, maxLon],
    ].map(([latitude, longitude]) => distanceMiles(point, { latitude, longitude } as Point)),
  );
}

interface Piece {
  level: CellLevel;
  hash: number;
  box: Box;
  minDistance: number;
}

/** The best cover found for a part of the circle, by the most cells it may use (index 1…max). */
type Options = { area: number; pieces: Piece[] }[];

/**
 * The cells a search reads for a circle: at most `maxCells` (unless the largest cells touching the
 * circle are more, in the far north), of mixed sizes, holding every point of the circle once, with
 * the least area outside it. The sizes nest (each cell is four of the next size), so this is exact
 * and small: for each cell, the least area with k cells is either the cell itself or the best split
 * of k between its quarters that touch the circle; the starting size with the least area wins.
 * Nearest cells first. The clamped-box distance is a hair off a true great-circle minimum at these
 * scales, so a small margin keeps a cell that only just touches the circle. (US searches: a circle
 * never crosses ±180°.)
 */
export function coverCircle(center: Point, radiusMiles: number, maxCells = MAX_COVER_CELLS): CircleCell[] {
  const margin = radiusMiles * 1.01 + 0.05;
  const piece = (level: CellLevel, hash: number): Piece => {
    const box = ngeohash.decode_bbox_int(hash, level) as Box;
    return { level, hash, box, minDistance: boxMinDistance(center, box) };
  };
  const touching = (pieces: Piece[]) => pieces.filter((p) => p.minDistance <= margin);
  const quarters = (p: Piece): Piece[] => {
    const level = CELL_LEVELS[CELL_LEVELS.indexOf(p.level) + 1] as CellLevel;
    const split = 2 ** (level - p.level);
    return touching(Array.from({ length: split }, (_, k) => piece(level, p.hash * split + k)));
  };

  /** The least area covering these parts with at most k cells, for every k (each part needs one). */
  const combine = (parts: Options[], max: number): Options => {
    let table: Options = [{ area: 0, pieces: [] }];
    for (const part of parts) {
      const next: Options = [];
      for (let used = 0; used < table.length; used++) {
        const before = table[used];
        if (!before) continue;
        for (let k = 1; used + k <= max && k < part.length; k++) {
          const option = part[k];
          const total = next[used + k];
          if (!option) continue;
          if (!total || before.area + option.area < total.area) {
            next[used + k] = {
              area: before.area + option.area,
              pieces: [...before.pieces, ...option.pieces],
            };
          }
        }
      }
      table = next;
    }
    // At most k: carry the best of fewer cells forward.
    for (let k = 1; k < table.length; k++) {
      const fewer = table[k - 1];
      if (fewer && fewer.pieces.length > 0 && (!table[k] || fewer.area < (table[k]?.area ?? Infinity))) {
        table[k] = fewer;
      }
    }
    return table;
  };

  const best = (p: Piece, max: number): Options => {
    const whole = { area: boxArea(p.box), pieces: [p] };
    const options: Options = [{ area: Infinity, pieces: [] }];
    for (let k = 1; k <= max; k++) options[k] = whole;
    if (max === 1 || p.level === CELL_LEVELS.at(-1) || boxMaxDistance(center, p.box) <= radiusMiles) {
      return options;
    }
    const parts = quarters(p);
    const split = combine(
      parts.map((q) => best(q, max - parts.length + 1)),
      max,
    );
    for (let k = 1; k <= max; k++) {
      const option = split[k];
      if (option && option.pieces.length > 0 && option.area < whole.area) options[k] = option;
    }
    return options;
  };

  const box = boundingBox(center, radiusMiles);
  let chosen: { area: number; pieces: Piece[] } | undefined;
  for (const level of CELL_LEVELS) {
    // @types/ngeohash types bboxes_int's result as a number; the library returns the list.
    const hashes = ngeohash.bboxes_int(
      box.minLat,
      box.minLon,
      box.maxLat,
      box.maxLon,
      level,
    ) as unknown as number[];
    const tops = touching(hashes.map((hash) => piece(level, hash)));
    if (tops.length > maxCells) {
      // Too many even unsplit: only the largest size may (a wide circle in the far north).
      if (!chosen) chosen = { area: tops.reduce((sum, p) => sum + boxArea(p.box), 0), pieces: tops };
      break;
    }
    const option = combine(
      tops.map((p) => best(p, maxCells - tops.length + 1)),
      maxCells,
    )[maxCells];
    if (option && (!chosen || option.area < chosen.area)) chosen = option;
  }
  const circle = Math.PI * radiusMiles * radiusMiles;
  return (chosen?.pieces ?? [])
    .map((p) => ({
      level: p.level,
      cell: String(p.hash),
      minDistance: p.minDistance,
      share: boxArea(p.box) / circle,
    }))
    .sort((a, b) => a.minDistance - b.minDistance || a.level - b.level || (a.cell < b.cell ? -1 : 1));
}

import ngeohash from 'ngeohash';
import { GEOHASH_COARSE, GEOHASH_FINE } from '../job-state';

/*
 * Distances and the geohash cells a search circle touches (DESIGN §4). Pure functions only.
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in miles. */
const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude (and of longitude at the equator). */
const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles shown to people: 1 decimal (spec/1 §9). */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/**
 * The cell size from the radius (issue 24: each cell is at least one Query, a round trip): precision-4
 * cells (≈ 39 × 20 km at 30° N) from 10 miles, where a circle touches 4 to 30 of them; precision-5 cells
 * (≈ 5 × 5 km) for 5 miles only, where precision 4 would read mostly jobs outside the circle (at 10
 * miles precision 5 meant some 57 cells, and 57 Queries, for a page).
 */
export const precisionFor = (radiusMiles: number) => (radiusMiles >= 10 ? GEOHASH_COARSE : GEOHASH_FINE);

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

/*
 * Points on the map, in one place: miles between two (the job search and its distances, the daily
 * alert, a guardian's distance limit) and the public point a job is shown at, which the web reads to
 * check a guardian's distance limit before applying as the server does when it refuses
 * (guardian-limits.ts).
 */

export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The side of the grid a job's public point snaps to: about 0.5 mi. */
export const PUBLIC_POINT_GRID_METRES = 800;
const METRES_PER_DEGREE = 111_320;

/**
 * A job's public point: its private point (geocoded from the street) snapped to the centre of its
 * cell on a grid of about 800 m, so no listing, distance or map can find a home (DESIGN §4). Every job
 * in a cell shares the point, and the point never moves while the address stays. Public distances,
 * the geohash cells and the search summaries use this; only the employer (and an accepted student)
 * see the precise address.
 */
export function publicPoint(latitude: number, longitude: number): Point {
  const latStep = PUBLIC_POINT_GRID_METRES / METRES_PER_DEGREE;
  const lat = Math.min(90, Math.max(-90, (Math.floor(latitude / latStep) + 0.5) * latStep));
  // A row's cells are as wide as they are tall at the row's own latitude (narrower towards the poles).
  const lonStep = Math.min(
    360,
    PUBLIC_POINT_GRID_METRES / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180))),
  );
  const lon = (Math.floor(longitude / lonStep) + 0.5) * lonStep;
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { latitude: round(lat), longitude: round(Math.min(180, Math.max(-180, lon))) };
}

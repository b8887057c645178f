import { describe, expect, it } from 'vitest';
import { cellsOf, PUBLIC_POINT_GRID_METRES, publicPoint } from './job-state';
import { distanceMiles } from './search/geo';

const home = { latitude: 30.241641, longitude: -97.772239 };

describe('publicPoint: a job is shown about half a mile from where it is, never at the home', () => {
  it('moves the point by at most half a cell diagonal, and never leaves it on the home', () => {
    for (const [latitude, longitude] of [
      [home.latitude, home.longitude],
      [39.7331, -104.9524],
      [64.8378, -147.7164], // Fairbanks: narrow cells, far north
      [21.3069, -157.8583],
      [-33.8688, 151.2093],
    ] as const) {
      const shown = publicPoint(latitude, longitude);
      const miles = distanceMiles({ latitude, longitude }, shown);
      expect(miles).toBeLessThan(((PUBLIC_POINT_GRID_METRES / 2) * Math.SQRT2 * 1.01) / 1609.344);
      expect(shown).not.toEqual({ latitude, longitude });
    }
  });

  it('gives every home in a cell the same point, and neighbours a cell apart another', () => {
    const shown = publicPoint(home.latitude, home.longitude);
    // Homes a few metres apart (one cell) share it, so a listing cannot tell which house it is.
    const nextDoor = publicPoint(shown.latitude + 0.0001, shown.longitude - 0.0001);
    expect(nextDoor).toEqual(shown);
    expect(publicPoint(shown.latitude, shown.longitude)).toEqual(shown);
    const cellAway = publicPoint(shown.latitude + 0.0075, shown.longitude);
    expect(cellAway.latitude).toBeGreaterThan(shown.latitude);
    expect(distanceMiles(shown, cellAway)).toBeCloseTo(PUBLIC_POINT_GRID_METRES / 1609.344, 1);
  });

  it('is a grid point: the geohash cells of every home in a cell are the same', () => {
    const shown = publicPoint(home.latitude, home.longitude);
    const neighbour = publicPoint(shown.latitude - 0.001, shown.longitude + 0.001);
    expect(cellsOf(neighbour.latitude, neighbour.longitude)).toEqual(
      cellsOf(shown.latitude, shown.longitude),
    );
  });
});

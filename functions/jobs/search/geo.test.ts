import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { CELL_LEVELS, cellOf } from '../job-state';
import {
  coverCells,
  coverCircle,
  distanceMiles,
  MAX_COVER_CELLS,
  minDistanceToCell,
  roundMiles,
} from './geo';

const austin78704 = { latitude: 30.2428, longitude: -97.7658 };

describe('distanceMiles', () => {
  it('is the great-circle distance in miles', () => {
    // Austin to Denver: about 775 miles as the crow flies.
    expect(distanceMiles(austin78704, { latitude: 39.7392, longitude: -104.9847 })).toBeCloseTo(775, -1);
    expect(distanceMiles(austin78704, austin78704)).toBe(0);
    // One degree of latitude is about 69 miles.
    expect(distanceMiles({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(
      69.1,
      1,
    );
  });

  it('rounds to 1 decimal for display', () => {
    expect(roundMiles(4.96)).toBe(5);
    expect(roundMiles(4.94)).toBe(4.9);
    expect(roundMiles(0.04)).toBe(0);
  });
});

/** Points on rings inside the circle, all round. */
function pointsWithin(center: typeof austin78704, radius: number) {
  const points: { latitude: number; longitude: number }[] = [];
  for (let ring = 0; ring <= 1; ring += 0.05) {
    for (let angle = 0; angle < 360; angle += 3) {
      const miles = radius * ring * 0.999;
      const latitude = center.latitude + (miles / 69.09) * Math.cos((angle * Math.PI) / 180);
      const longitude =
        center.longitude +
        (miles / (69.09 * Math.cos((latitude * Math.PI) / 180))) * Math.sin((angle * Math.PI) / 180);
      if (distanceMiles(center, { latitude, longitude }) <= radius) points.push({ latitude, longitude });
    }
  }
  return points;
}

describe('coverCircle', () => {
  const places = [
    austin78704,
    { latitude: 35.7796, longitude: -78.6382 }, // Raleigh
    { latitude: 47.6062, longitude: -122.3321 }, // Seattle
    { latitude: 61.2181, longitude: -149.9003 }, // Anchorage
    { latitude: 25.7617, longitude: -80.1918 }, // Miami
  ];

  it('holds the cell of every point within the radius, in at most 8 cells of the indexed sizes', () => {
    for (const center of places) {
      for (const radius of [5, 10, 15, 25, 40]) {
        const cover = coverCircle(center, radius);
        expect(cover.length).toBeGreaterThan(0);
        expect(cover.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
        for (const cell of cover) expect(CELL_LEVELS).toContain(cell.level);
        for (const point of pointsWithin(center, radius)) {
          const holding = cover.filter(
            ({ level, cell }) => cellOf(point.latitude, point.longitude, level) === cell,
          );
          // Exactly one: mixed sizes never overlap, so no job is read twice.
          expect(holding.length, `${radius} mi at ${JSON.stringify(point)}`).toBe(1);
        }
      }
    }
  });

  it('covers little more than the circle, nearest cells first', () => {
    for (const radius of [5, 10, 15, 25, 40]) {
      const cover = coverCircle(austin78704, radius);
      const share = cover.reduce((sum, cell) => sum + cell.share, 0);
      // The area read over the circle's: what a page reads per job shown, where jobs are spread evenly.
      expect(share, `${radius} mi`).toBeGreaterThan(1);
      expect(share, `${radius} mi`).toBeLessThan(3);
      expect(cover[0]?.minDistance).toBe(0);
      const distances = cover.map((c) => c.minDistance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('uses larger cells for larger circles', () => {
    const largest = (radius: number) => Math.min(...coverCircle(austin78704, radius).map((c) => c.level));
    expect(largest(40)).toBeLessThan(largest(5));
  });
});

describe('coverCells (alerts)', () => {
  it('holds the cell of every point within the radius, and no cell wholly outside it', () => {
    for (const [radius, precision] of [
      [25, 4],
      [40, 4],
      [10, 5],
      [5, 5],
    ] as const) {
      const cover = coverCells(austin78704, radius, precision);
      const cells = new Set(cover.map((c) => c.cell));
      for (const cell of cover) expect(cell.minDistance).toBeLessThanOrEqual(radius * 1.01 + 0.05);
      for (const point of pointsWithin(austin78704, radius)) {
        expect(cells.has(ngeohash.encode(point.latitude, point.longitude, precision))).toBe(true);
      }
    }
  });

  it('prunes the corners of the bounding box and puts the nearest cells first', () => {
    const cover = coverCells(austin78704, 25, 4);
    expect(cover.length).toBeGreaterThan(4);
    expect(cover.length).toBeLessThan(30);
    expect(cover[0]?.minDistance).toBe(0);
    expect(cover[0]?.cell).toBe(ngeohash.encode(austin78704.latitude, austin78704.longitude, 4));
    const distances = cover.map((c) => c.minDistance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('measures 0 to a cell holding the point', () => {
    expect(
      minDistanceToCell(austin78704, ngeohash.encode(austin78704.latitude, austin78704.longitude, 5)),
    ).toBe(0);
  });
});

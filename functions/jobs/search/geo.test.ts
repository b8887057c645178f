import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { coverCells, distanceMiles, minDistanceToCell, precisionFor, roundMiles } from './geo';

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

describe('coverCells', () => {
  it('precision 4 from 10 miles, 5 for 5', () => {
    expect([5, 10, 15, 20, 25, 40].map(precisionFor)).toEqual([5, 4, 4, 4, 4, 4]);
  });

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
      // Points on rings inside the circle, all round.
      for (let ring = 0.1; ring <= 1; ring += 0.1) {
        for (let angle = 0; angle < 360; angle += 5) {
          const miles = radius * ring * 0.999;
          const lat = austin78704.latitude + (miles / 69.09) * Math.cos((angle * Math.PI) / 180);
          const lon =
            austin78704.longitude +
            (miles / (69.09 * Math.cos((lat * Math.PI) / 180))) * Math.sin((angle * Math.PI) / 180);
          if (distanceMiles(austin78704, { latitude: lat, longitude: lon }) > radius) continue;
          expect(cells.has(ngeohash.encode(lat, lon, precision))).toBe(true);
        }
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

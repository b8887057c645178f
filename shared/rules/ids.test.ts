import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idSchema } from '../schemas/common';
import { isId } from './ids';

describe('ids', () => {
  it('takes the ids the server makes', () => {
    for (let i = 0; i < 20; i++) expect(isId(randomUUID())).toBe(true);
  });

  it('refuses what cannot be an id', () => {
    for (const value of [
      '',
      'abc',
      `${randomUUID()} `,
      `${randomUUID()}0`,
      '1e5c7a9e-0b2f-9abc-8def-0123456789ab',
    ]) {
      expect(isId(value), value).toBe(false);
    }
  });

  it("agrees with zod's z.uuid(), and idSchema with it", () => {
    const zodUuid = z.uuid();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.string(),
          fc.uuid().map((id) => id.toUpperCase()),
        ),
        (value) => {
          expect(isId(value)).toBe(zodUuid.safeParse(value).success);
          expect(idSchema.safeParse(value).success).toBe(isId(value));
        },
      ),
      { numRuns: 500 },
    );
  });
});

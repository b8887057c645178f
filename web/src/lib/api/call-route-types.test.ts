import type { ContractOf } from '@shared/contracts/load-contract';
import type { Answer } from '@shared/contracts/route-contract';
import type { ApplyResponse } from '@shared/schemas/application';
import type { PublicJob } from '@shared/schemas/job';
import type { createdJobResponseSchema } from '@shared/schemas/job-responses';
import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { callRoute, type RouteAnswer, type RouteCall } from './call-route';

/*
 * The compiler checks every call against the route's contract (`npm run typecheck` reads this file):
 * each `@ts-expect-error` below is a call that must not compile, and fails the typecheck if it does.
 */

/** Calls that are only compiled, never sent. */
function neverSent() {
  // A wrong body: a field the contract does not know, and one of the wrong type.
  callRoute('applyToJob', {
    params: { id: 'j1' },
    // @ts-expect-error
    body: { expectedPrice: 15, priceType: 'perHr', bio: 'x', extra: 1 },
  });
  callRoute('applyToJob', {
    params: { id: 'j1' },
    // @ts-expect-error
    body: { expectedPrice: 'fifteen', priceType: 'perHr', bio: 'x' },
  });
  // A body the contract requires, left out; and one sent where the contract declares none.
  // @ts-expect-error
  callRoute('createJob', {});
  // @ts-expect-error
  callRoute('getFamily', { body: { teens: [] } });
  // A missing path parameter, and a misnamed one.
  // @ts-expect-error
  callRoute('getJob', {});
  // @ts-expect-error
  callRoute('getJob', { params: { jobId: 'j1' } });
  // A query the route does not take.
  // @ts-expect-error
  callRoute('getFamily', { query: { page: 2 } });
  // A hand-picked response schema: the answer's schema comes from the contract alone.
  // @ts-expect-error
  callRoute('getJob', { params: { id: 'j1' } }, {});
  // An unchecked answer, for a route not listed in `unparsedReads`.
  // @ts-expect-error
  callRoute('getFamily', { unparsed: true });
  // An unknown route.
  // @ts-expect-error
  callRoute('noSuchRoute', {});
}

describe('callRoute is typed by the route contract', () => {
  it('takes what it sends from the contract and answers what the contract says', () => {
    expectTypeOf(neverSent).toBeFunction();
    expectTypeOf<RouteAnswer<'applyToJob'>>().toEqualTypeOf<ApplyResponse>();
    expectTypeOf<RouteAnswer<'createJob'>>().toEqualTypeOf<z.output<typeof createdJobResponseSchema>>();
    expectTypeOf<RouteAnswer<'getJob'>>().toEqualTypeOf<PublicJob>();
    expectTypeOf(callRoute<'getJob'>).returns.resolves.toEqualTypeOf<Answer<ContractOf<'getJob'>>>();
    expectTypeOf<RouteCall<'getJob'>['params']>().toEqualTypeOf<{ id: string }>();
  });
});

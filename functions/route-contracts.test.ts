import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ContractOf, loadContract } from '../shared/contracts/load-contract';
import type { Answer, Sent } from '../shared/contracts/route-contract';
import { type FunctionName, functionNames, routes } from '../shared/routes';
import type { ApplyResponse } from '../shared/schemas/application';
import type { RouteHandler, RouteHandlers } from './lib/http-handler';

/** Each function's handler.ts, as Lambda loads it (route modules stay lazy until asked for). */
const handlerModules: Record<FunctionName, () => Promise<{ routeModules: RouteHandlers }>> = {
  auth: () => import('./auth/handler'),
  users: () => import('./users/handler'),
  jobs: () => import('./jobs/handler'),
  applications: () => import('./applications/handler'),
  reports: () => import('./reports/handler'),
  places: () => import('./places/handler'),
  alerts: () => import('./alerts/handler'),
  family: () => import('./family/handler'),
  account: () => import('./account/handler'),
  conversations: () => import('./conversations/handler'),
  schedule: () => import('./schedule/handler'),
  moderation: () => import('./moderation/handler'),
  credentials: () => import('./credentials/handler'),
  reviews: () => import('./reviews/handler'),
};

describe('the route table and its contracts', () => {
  it('has a contract for every route, named after it', async () => {
    for (const route of routes) {
      const contract = await loadContract(route.name);
      expect(contract.name).toBe(route.name);
    }
  });

  it("serves every route from its function, with the route module checking the route's own contract", async () => {
    expect(Object.keys(handlerModules).sort()).toEqual([...functionNames].sort());
    for (const route of routes) {
      const { routeModules } = await handlerModules[route.fn]();
      const entry = routeModules[route.name];
      expect(entry, `${route.fn} serves ${route.name}`).toBeDefined();
      const handler = typeof entry === 'function' ? await entry() : (entry as RouteHandler);
      // The same object, not a copy: the schemas the OpenAPI document shows are the ones the glue checks.
      expect(handler.contract, route.name).toBe(await loadContract(route.name));
    }
    // Loads every route module (and the AWS SDK clients they import): seconds on a busy machine.
  }, 60_000);
});

describe('ContractOf', () => {
  it('types what a client of a route sends and gets, from its name alone', () => {
    type Apply = ContractOf<'applyToJob'>;
    expectTypeOf<Sent<Apply['params']>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Answer<Apply>>().toEqualTypeOf<ApplyResponse>();
    expectTypeOf<Answer<ContractOf<'getSitemap'>>>().toEqualTypeOf<string>();
  });
});

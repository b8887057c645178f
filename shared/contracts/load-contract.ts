import { type FunctionName, type Route, type RouteName, routes } from '../routes';
import type { RouteContract } from './route-contract';

/**
 * How each route's contract is loaded: one module per function, imported on first use. Kept out of
 * routes.ts on purpose: every Lambda bundle and the web's first chunk import the table, and a bundler
 * packs whatever a dynamic import names, so the table would carry every function's schemas.
 */
export const contractModules = {
  auth: () => import('./auth'),
  users: () => import('./users'),
  jobs: () => import('./jobs'),
  applications: () => import('./applications'),
  reports: () => import('./reports'),
  places: () => import('./places'),
  alerts: () => import('./alerts'),
  family: () => import('./family'),
  account: () => import('./account'),
  conversations: () => import('./conversations'),
  schedule: () => import('./schedule'),
  moderation: () => import('./moderation'),
  credentials: () => import('./credentials'),
  reviews: () => import('./reviews'),
} satisfies Record<FunctionName, () => Promise<Record<string, RouteContract>>>;

type ContractModules = { [F in FunctionName]: Awaited<ReturnType<(typeof contractModules)[F]>> };
type FunctionOf<N extends RouteName> = Extract<Route, { name: N }>['fn'];

/**
 * A route's contract, by its name: what a typed client builds its call and its answer from. Each name
 * is looked up on its own (the conditional distributes), so a union of names gives their contracts.
 */
export type ContractOf<N extends RouteName> = N extends RouteName
  ? ContractModules[FunctionOf<N>][N & keyof ContractModules[FunctionOf<N>]]
  : never;

/** Loads the contract of one route (its function's module, once: the import is cached). */
export async function loadContract<N extends RouteName>(name: N): Promise<ContractOf<N>> {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const contracts: Record<string, RouteContract> = await contractModules[route.fn]();
  const contract = contracts[name];
  if (contract?.name !== name) throw new Error(`The ${route.fn} contracts have no ${name}`);
  return contract as ContractOf<N>;
}

import {
  createdJobResponseSchema,
  createJobBodySchema,
  employerDashboardResponseSchema,
  employerJobsResponseSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  listJobsQuerySchema,
  publicJobSchema,
  searchJobsQuerySchema,
  searchJobsResponseSchema,
} from '../schemas/job';
import type { RouteContract } from './route-contract';

/** The jobs function's routes (functions/jobs): browse and search, and an employer's own jobs. */
export const listNewestJobs = {
  name: 'listNewestJobs',
  query: listJobsQuerySchema,
  response: jobListResponseSchema,
} as const satisfies RouteContract;

export const searchJobs = {
  name: 'searchJobs',
  query: searchJobsQuerySchema,
  response: searchJobsResponseSchema,
} as const satisfies RouteContract;

export const getJob = {
  name: 'getJob',
  params: jobIdParamsSchema,
  response: publicJobSchema,
} as const satisfies RouteContract;

export const createJob = {
  name: 'createJob',
  limits: ['postJob'],
  body: createJobBodySchema,
  status: 201,
  response: createdJobResponseSchema,
} as const satisfies RouteContract;

export const listEmployerJobs = {
  name: 'listEmployerJobs',
  response: employerJobsResponseSchema,
} as const satisfies RouteContract;

export const getEmployerDashboard = {
  name: 'getEmployerDashboard',
  response: employerDashboardResponseSchema,
} as const satisfies RouteContract;

export const getSitemap = {
  name: 'getSitemap',
  response: { text: 'application/xml' },
} as const satisfies RouteContract;

import * as z from 'zod/mini';
import {
  applicationIdParamsSchema,
  applicationResponseSchema,
  applyBodySchema,
  applyResponseSchema,
  interestResponseSchema,
  jobApplicationsResponseSchema,
  messageResponseSchema,
  reviewBodySchema,
  reviewResponseSchema,
  studentApplicationsResponseSchema,
} from '../schemas/application';
import { employerJobResponseSchema, jobIdParamsSchema, updateJobBodySchema } from '../schemas/job';
import type { RouteContract } from './route-contract';

/** The applications function's routes (functions/applications), and a job's close and delete. */
export const listOwnApplications = {
  name: 'listOwnApplications',
  response: studentApplicationsResponseSchema,
} as const satisfies RouteContract;

// 200, not 201, as the spec's client expects (docs/spec/1-students-and-accounts.md §7).
export const applyToJob = {
  name: 'applyToJob',
  limits: ['apply'],
  params: jobIdParamsSchema,
  body: applyBodySchema,
  response: applyResponseSchema,
} as const satisfies RouteContract;

export const withdrawApplication = {
  name: 'withdrawApplication',
  params: applicationIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies RouteContract;

export const listJobApplications = {
  name: 'listJobApplications',
  params: jobIdParamsSchema,
  response: jobApplicationsResponseSchema,
} as const satisfies RouteContract;

export const getApplication = {
  name: 'getApplication',
  params: applicationIdParamsSchema,
  response: applicationResponseSchema,
} as const satisfies RouteContract;

export const reviewApplication = {
  name: 'reviewApplication',
  body: reviewBodySchema,
  response: reviewResponseSchema,
} as const satisfies RouteContract;

export const expressInterest = {
  name: 'expressInterest',
  limits: ['interest'],
  params: applicationIdParamsSchema,
  // Clients may post an empty JSON object; anything in it is refused.
  body: z.strictObject({}),
  response: interestResponseSchema,
} as const satisfies RouteContract;

export const closeJob = {
  name: 'closeJob',
  params: jobIdParamsSchema,
  response: employerJobResponseSchema,
} as const satisfies RouteContract;

export const deleteJob = {
  name: 'deleteJob',
  params: jobIdParamsSchema,
  response: employerJobResponseSchema,
} as const satisfies RouteContract;

/** An owner's edit: served here because a job's new days or hours move its hired students' schedules. */
export const updateJob = {
  name: 'updateJob',
  params: jobIdParamsSchema,
  body: updateJobBodySchema,
  response: employerJobResponseSchema,
} as const satisfies RouteContract;

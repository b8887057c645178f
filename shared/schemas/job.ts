import * as z from 'zod';
import { cursorSchema, idSchema, isoDateSchema, priceTypeSchema } from './common';

/** What anyone may see of a job's place: never the street address (DESIGN §4). */
export const publicAddressSchema = z.object({
  city: z.string(),
  state: z.string(),
});

export const fullAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().default(''),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type FullAddress = z.infer<typeof fullAddressSchema>;

const jobDataBase = {
  title: z.string(),
  description: z.string(),
  /** Employer display name. */
  createdBy: z.string(),
  price: z.number().optional(),
  priceType: priceTypeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  isActive: z.boolean(),
  isClosed: z.boolean(),
  isReopened: z.boolean(),
};

/** A job as visitors and students see it (list, search, details). */
export const publicJobSchema = z.object({
  entity: idSchema,
  createdAt: z.iso.datetime(),
  /** Miles from the searched point, when the search had one. */
  distance: z.number().optional(),
  data: z.object({ ...jobDataBase, address: publicAddressSchema }),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A job as its employer sees it. */
export const employerJobSchema = z.object({
  entity: idSchema,
  createdAt: z.iso.datetime(),
  data: z.object({ ...jobDataBase, employerEmail: z.string(), address: fullAddressSchema }),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const JOBS_PAGE_SIZE_DEFAULT = 24;
export const JOBS_PAGE_SIZE_MAX = 60;

/** GET /jobs query. */
export const listJobsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).default(JOBS_PAGE_SIZE_DEFAULT),
  cursor: cursorSchema.optional(),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(publicJobSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobIdParamsSchema = z.object({ id: idSchema });

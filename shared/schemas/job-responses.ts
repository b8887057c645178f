import * as z from 'zod/mini';
import { jobMessages as m } from '../rules/job-form';
import { jobKinds } from '../rules/job-kinds';
import { fullAddressSchema, publicAddressSchema } from './address';
import { idSchema, isoDateSchema, priceTypeSchema } from './common';

/*
 * The jobs API's answers: what a job looks like to visitors and to its employer, and the lists and
 * pages that carry them. They are kept apart from job.ts's request schemas (bodies, queries and their
 * rules) so that a page that only reads jobs builds only these: zod builds every schema of a module
 * as it loads, which was most of a signed-in page's script time on a phone (Total Blocking
 * Time). job.ts re-exports them, so the contract reads as one module.
 */

/** How many applications a job has, by status (employer views only). */
export const applicationCountsSchema = z.object({
  total: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  accepted: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

/** One of the nine kinds of job, or "other" (shared/rules/job-kinds.ts). */
export const jobKindSchema = z.enum(jobKinds, { message: m.kind });

const jobDataBase = {
  title: z.string(),
  kind: jobKindSchema,
  /** The time of day, `HH:MM` on the clock of the job's place; both or neither (job-hours.ts). */
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  /** Mower, trimmer, snow blower, power tools: the job is 16+ (shared/rules/young-teen-rules.ts). */
  powerEquipment: z.boolean(),
  description: z.string(),
  /** Employer display name. */
  createdBy: z.string(),
  price: z.optional(z.number()),
  priceType: priceTypeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** IANA zone of the job's place: its days are read on this calendar (shared/rules/job-day.ts). */
  timeZone: z.string(),
  /** Derived from the job's one stored status (shared/rules/job-status.ts). */
  isActive: z.boolean(),
  isClosed: z.boolean(),
  isReopened: z.boolean(),
};

/** A job as visitors and students see it (list, search, details). */
export const publicJobSchema = z.object({
  entity: idSchema,
  createdAt: z.iso.datetime(),
  /** Miles from the searched point, 1 decimal, when the search had one. */
  distance: z.optional(z.number()),
  /** The employer's id: their public reviews and rating (GET /employers/{id}/reviews). */
  employerId: z.optional(idSchema),
  data: z.object({
    ...jobDataBase,
    /** City and state, and the job's public point: about half a mile off (shared/rules/distance.ts). */
    address: z.extend(publicAddressSchema, {
      latitude: z.optional(z.number()),
      longitude: z.optional(z.number()),
    }),
  }),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A job as its employer sees it. */
export const employerJobSchema = z.object({
  entity: idSchema,
  createdAt: z.iso.datetime(),
  data: z.object({
    ...jobDataBase,
    employerEmail: z.string(),
    address: z.extend(fullAddressSchema, { fullAddress: z.string() }),
    applications: applicationCountsSchema,
  }),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(publicJobSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

const widerSearchCountSchema = z.object({ count: z.number().check(z.int(), z.gte(0)), capped: z.boolean() });
/** Wider searches are counted up to this many jobs ("50+"), so an empty search stays cheap. */
export const WIDER_SEARCH_COUNT_CAP = 50;

export const searchJobsResponseSchema = z.extend(jobListResponseSchema, {
  /** The point searched around, when the search had a place. */
  place: z.nullable(z.object({ label: z.string(), latitude: z.number(), longitude: z.number() })),
  /**
   * Nearest and pay sorts sort every job of the query in memory, up to a cap (500): true when the cap
   * was met, so only the first 500 jobs found (nearest cells first) were sorted. Newest and oldest page
   * through everything and are never truncated.
   */
  truncated: z.optional(z.boolean()),
  /**
   * Only on a first page that found nothing: how many jobs the same search would find at
   * any distance, and without its words. Counted up to WIDER_SEARCH_COUNT_CAP; `capped` says "or more".
   */
  widerSearches: z.optional(
    z.object({
      anyDistance: z.optional(widerSearchCountSchema),
      withoutWords: z.optional(widerSearchCountSchema),
    }),
  ),
});
export type SearchJobsResponse = z.infer<typeof searchJobsResponseSchema>;

export const createJobResponseSchema = z.object({ entity: idSchema, message: z.string() });
export type CreateJobResponse = z.infer<typeof createJobResponseSchema>;
/** The 201 of POST /job: the answer above, with the job as its employer sees it. */
export const createdJobResponseSchema = z.extend(createJobResponseSchema, { job: employerJobSchema });

export const employerJobResponseSchema = z.object({ job: employerJobSchema, message: z.string() });
export type EmployerJobResponse = z.infer<typeof employerJobResponseSchema>;

/** GET /employer/jobs: every job of the caller, newest first (all statuses; the page derives tabs). */
export const employerJobsResponseSchema = z.object({ jobs: z.array(employerJobSchema) });
export type EmployerJobsResponse = z.infer<typeof employerJobsResponseSchema>;

/** GET /employer/dashboard (docs/spec/2-employers-and-info-pages.md §2, reading A, with real numbers). */
export const employerDashboardResponseSchema = z.object({
  stats: z.object({
    activeJobs: z.number().check(z.int()),
    completedJobs: z.number().check(z.int()),
    totalApplications: z.number().check(z.int()),
    pendingApplications: z.number().check(z.int()),
    hiredApplications: z.number().check(z.int()),
  }),
  /** The three most recent postings. */
  recentJobs: z.array(employerJobSchema),
});
export type EmployerDashboardResponse = z.infer<typeof employerDashboardResponseSchema>;
export const DASHBOARD_RECENT_JOBS = 3;

/**
 * The jobs domain's public face: what other domains may use of it. A job is read by its id (its
 * facts, its place's time zone and its precise, private point); an owner's edit is decided and
 * written here, by job-writes.ts alone; the moderation desk hides and restores a job.
 */

import { FORMER_EMPLOYER } from '../../shared/rules/person';
import { closeJob } from './close-or-delete-job';
import type { JobItem } from './job-item';
import { jobRepository } from './job-repository';
import { jobWrites } from './job-writes';

export type { JobItem };

/** A job by id, as stored (the employer's contact and the precise address included: not for the public). */
export const getJob = (jobId: string): Promise<JobItem | undefined> => jobRepository.getById(jobId);
export { decideEdit, editJob } from './edit-job';
export { formatFullAddress, toEmployerJob } from './job-item';
export { jobRepository };

/** A job as stored, or undefined when there is none. */
export const findJob = (jobId: string): Promise<JobItem | undefined> => jobRepository.getById(jobId, true);

/** An employer's jobs that are open now. */
export const openJobsOf = async (employerId: string): Promise<JobItem[]> =>
  (await jobRepository.listByEmployer(employerId)).filter((job) => job.status === 'open');

/** The owner's close, on their behalf (a suspended account's open jobs). */
export const closeJobFor = (employerId: string, jobId: string, now?: Date) =>
  closeJob(employerId, jobId, now);

/** The moderation desk removes a job from the site, or restores it (null). */
export const setJobHidden = (jobId: string, hidden: { at: string; decisionId: string } | null, now?: Date) =>
  jobWrites.setHidden(jobId, hidden, now);

/** The owner's close and delete, as the applications domain's routes for them call them. */
export { closeJob, deleteJob } from './close-or-delete-job';
/** The writes that move a job's counters, for an application's own transaction. */
export { applicationCounted } from './job-counters';
/** What the daily alert reads of the jobs: the decoder, the listing partitions, the map's cells. */
export { jobItem } from './job-repository';
export { listingPartitions } from './job-state';
export { coverCells, distanceMiles, type Point } from './search/geo';

/** A deleted employer's job keeps its history (applications, reports) as "Former employer"'s. */
export const forgetEmployerOfJob = (job: Pick<JobItem, 'jobId' | 'employerId'>) =>
  jobWrites.anonymize(job, FORMER_EMPLOYER);

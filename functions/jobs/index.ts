import type { JobItem } from './job-item';
import { jobRepository } from './job-repository';

/*
 * The jobs domain's public face (DESIGN §3): what another domain may use of it. Its other files are
 * its own to change.
 */

export type { JobItem };

/** A job by id, as stored (the employer's contact and the precise address included: not for the public). */
export const getJob = (jobId: string): Promise<JobItem | undefined> => jobRepository.getById(jobId);
export { decideEdit, editJob } from './edit-job';
export { formatFullAddress, toEmployerJob } from './job-item';
export { jobRepository };

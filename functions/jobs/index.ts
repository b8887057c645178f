/**
 * The jobs domain's public face: what other domains may use of it. A job is read by its id (its
 * facts, its place's time zone and its precise, private point); an owner's edit is decided and
 * written here, by job-writes.ts alone.
 */

export { decideEdit, editJob } from './edit-job';
export type { JobItem } from './job-item';
export { formatFullAddress, toEmployerJob } from './job-item';
export { jobRepository } from './job-repository';

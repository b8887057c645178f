import { conflict } from '../lib/errors';
import type { JobItem } from './job-item';
import { changeOwnJob, type OwnJobDecision, type OwnJobResult } from './own-job';

/*
 * The owner closes a job (marks it filled: it leaves search and takes no new applications, and counts
 * as completed) or deletes it (soft: it leaves search at once and is gone for everyone but its owner).
 * Both only from open (docs/spec/2-employers-and-info-pages.md §2 "Delete only when active"); anything else is a 409 that says why.
 */

export function decideClose(job: JobItem): OwnJobDecision {
  if (job.status === 'closed') throw conflict('This job is already closed.', 'JOB_ALREADY_CLOSED');
  if (job.status === 'deleted')
    throw conflict('This job has been deleted, so it cannot be closed.', 'JOB_DELETED');
  return { changes: { status: 'closed' } };
}

export function decideDelete(job: JobItem): OwnJobDecision {
  if (job.status === 'deleted') throw conflict('This job has already been deleted.', 'JOB_DELETED');
  if (job.status === 'closed') {
    throw conflict('Only an active job can be deleted. This job is closed.', 'JOB_NOT_ACTIVE');
  }
  return { changes: { status: 'deleted' } };
}

export const closeJob = (employerId: string, jobId: string, now: Date = new Date()): Promise<OwnJobResult> =>
  changeOwnJob(jobId, employerId, decideClose, now);

export const deleteJob = (employerId: string, jobId: string, now: Date = new Date()): Promise<OwnJobResult> =>
  changeOwnJob(jobId, employerId, decideDelete, now);

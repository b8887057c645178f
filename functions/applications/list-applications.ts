import type { EmployerApplication, StudentApplication } from '../../shared/schemas/application';
import { jobRepository } from '../jobs/job-repository';
import type { Caller } from '../lib/caller';
import { employerCanSee, newestFirst, toEmployerApplication, toStudentApplication } from './application-item';
import { jobsOfApplications } from './application-jobs';
import { applicationRepository } from './application-repository';
import { jobNotFound } from './apply-to-job';
import { applicationNotFound } from './withdraw-application';

/** GET /applications: the student's own applications, newest first (byStudent index). */
export async function listOwnApplications(caller: Caller): Promise<StudentApplication[]> {
  const items = (await applicationRepository.listByStudent(caller.userId)).sort(newestFirst);
  const jobs = await jobsOfApplications(items.map((item) => item.jobId));
  return items.map((item) => toStudentApplication(item, jobs.get(item.jobId)));
}

/** GET /job/{id}/applications: the applications of one of the caller's own jobs, newest first. */
export async function listJobApplications(caller: Caller, jobId: string): Promise<EmployerApplication[]> {
  const job = await jobRepository.getById(jobId);
  // Another employer's job is answered as if it did not exist.
  if (!job || job.employerId !== caller.userId) throw jobNotFound();
  const items = await applicationRepository.listByJob(jobId);
  // Never one that waits for, or was declined by, a student's guardian (issue 20 §3).
  return items.filter(employerCanSee).sort(newestFirst).map(toEmployerApplication);
}

/** GET /jobs/applications/{id}: one application of one of the caller's own jobs. */
export async function getEmployerApplication(
  caller: Caller,
  applicationId: string,
): Promise<EmployerApplication> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  if (!item || item.employerId !== caller.userId || !employerCanSee(item)) throw applicationNotFound();
  return toEmployerApplication(item);
}

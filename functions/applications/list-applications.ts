import type { EmployerApplication, StudentApplication } from '../../shared/schemas/application';
import { jobRepository } from '../jobs/index';
import type { Caller } from '../lib/caller';
import { bookingSummaries } from '../schedule/index';
import { jobsOfApplications } from './application-jobs';
import {
  type ApplicationItem,
  applicationRepository,
  employerCanSee,
  newestFirst,
  toEmployerApplication,
  toStudentApplication,
} from './entities/application';
import { applicationNotFound, jobNotFound } from './refusals';

/** The schedule's summary of each accepted application (its completion state, hours and pay). */
const summariesOf = (items: readonly ApplicationItem[]) =>
  bookingSummaries(items.filter((item) => item.status === 'Accepted').map((item) => item.applicationId));

/** GET /applications: the student's own applications, newest first (byStudent index). */
export async function listOwnApplications(caller: Caller): Promise<StudentApplication[]> {
  const items = (await applicationRepository.listByStudent(caller.userId)).sort(newestFirst);
  const [jobs, bookings] = await Promise.all([
    jobsOfApplications(items.map((item) => item.jobId)),
    summariesOf(items),
  ]);
  return items.map((item) =>
    toStudentApplication(item, jobs.get(item.jobId), bookings.get(item.applicationId)),
  );
}

/** GET /job/{id}/applications: the applications of one of the caller's own jobs, newest first. */
export async function listJobApplications(caller: Caller, jobId: string): Promise<EmployerApplication[]> {
  const job = await jobRepository.getById(jobId);
  // Another employer's job is answered as if it did not exist.
  if (!job || job.employerId !== caller.userId) throw jobNotFound();
  // Never one that waits for, or was declined by, a student's guardian.
  const items = (await applicationRepository.listByJob(jobId)).filter(employerCanSee);
  const bookings = await summariesOf(items);
  return items.sort(newestFirst).map((item) => toEmployerApplication(item, bookings.get(item.applicationId)));
}

/** GET /jobs/applications/{id}: one application of one of the caller's own jobs. */
export async function getEmployerApplication(
  caller: Caller,
  applicationId: string,
): Promise<EmployerApplication> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  if (!item || item.employerId !== caller.userId || !employerCanSee(item)) throw applicationNotFound();
  const bookings = await summariesOf([item]);
  return toEmployerApplication(item, bookings.get(item.applicationId));
}

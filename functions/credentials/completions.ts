import { employerShownAs } from '../../shared/rules/employer-display';
import { localDay } from '../../shared/rules/job-day';
import { jobKindLabels } from '../../shared/rules/job-kinds';
import { formatMonth } from '../../shared/rules/work-history';
import type { WorkHistoryJob } from '../../shared/schemas/work-history';
import { applicationsOfStudent } from '../applications';
import { findJob } from '../jobs';
import { wouldHireAgainOf } from '../reviews';
import { bookingSummaries } from '../schedule';
import { findUser } from '../users';

/*
 * THE seam between the work history and the day of the job: a student's completed jobs. A job is
 * completed when its employer has confirmed the hours of its last visit: the schedule's booking
 * summary says `completed`, with `completedAt` and the confirmed minutes. The month is the one the
 * job was completed in, on the job's own calendar (a job done on the evening of May 31 in Austin is
 * May's). The employer is named as they chose: by name, or as "A household in Austin, TX" (the job's
 * city and state; shared/rules/employer-display.ts). "Would hire again" shows when the employer said so in their revealed review (a "no" is not
 * put in the student's own history; a review a moderator hid says nothing). A job our moderators
 * removed is never part of a work history.
 */
export async function completedJobsOf(studentId: string): Promise<WorkHistoryJob[]> {
  const accepted = (await applicationsOfStudent(studentId)).filter((item) => item.status === 'Accepted');
  const [summaries, hireAgain] = await Promise.all([
    bookingSummaries(accepted.map((item) => item.applicationId)),
    wouldHireAgainOf(studentId),
  ]);
  // Each employer's choice read once, however many of their jobs the student did.
  const employers = new Map<string, Promise<boolean>>();
  const shownAsHousehold = (employerId: string) => {
    let choice = employers.get(employerId);
    if (!choice) {
      choice = findUser(employerId).then((employer) => employer?.shownAsHousehold === true);
      employers.set(employerId, choice);
    }
    return choice;
  };
  const jobs = await Promise.all(
    accepted.map(async (item): Promise<WorkHistoryJob | null> => {
      const summary = summaries.get(item.applicationId);
      if (summary?.state !== 'completed' || !summary.completedAt) return null;
      const job = await findJob(item.jobId);
      if (!job || job.hiddenAt) return null;
      const asHousehold = await shownAsHousehold(job.employerId);
      const month = localDay(job.timeZone, new Date(summary.completedAt)).slice(0, 7);
      return {
        applicationId: item.applicationId,
        jobId: item.jobId,
        title: item.jobTitle,
        kind: jobKindLabels[job.kind ?? 'other'],
        month,
        monthLabel: formatMonth(month),
        hours: Math.round((summary.confirmedMinutes / 60) * 100) / 100,
        wouldHireAgain: hireAgain.get(item.applicationId) === true ? true : null,
        employer: employerShownAs({ name: item.employerName, shownAsHousehold: asHousehold }, job.address),
      };
    }),
  );
  return jobs
    .filter((job): job is WorkHistoryJob => job !== null)
    .sort((a, b) => b.month.localeCompare(a.month));
}

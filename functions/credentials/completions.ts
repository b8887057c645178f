import { localDay } from '../../shared/rules/job-day';
import { jobKindLabels } from '../../shared/rules/job-kinds';
import { formatMonth } from '../../shared/rules/work-history';
import type { WorkHistoryJob } from '../../shared/schemas/work-history';
import { applicationsOfStudent } from '../applications';
import { findJob } from '../jobs';
import { wouldHireAgainOf } from '../reviews';
import { bookingSummaries } from '../schedule';

/*
 * THE seam between the work history and the day of the job: a student's completed jobs. A job is
 * completed when its employer has confirmed the hours of its last visit: the schedule's booking
 * summary says `completed`, with `completedAt` and the confirmed minutes. The month is the one the
 * job was completed in, on the job's own calendar (a job done on the evening of May 31 in Austin is
 * May's). "Would hire again" shows when the employer said so in their revealed review (a "no" is not
 * put in the student's own history; a review a moderator hid says nothing). A job our moderators
 * removed is never part of a work history.
 */
export async function completedJobsOf(studentId: string): Promise<WorkHistoryJob[]> {
  const accepted = (await applicationsOfStudent(studentId)).filter((item) => item.status === 'Accepted');
  const [summaries, hireAgain] = await Promise.all([
    bookingSummaries(accepted.map((item) => item.applicationId)),
    wouldHireAgainOf(studentId),
  ]);
  const jobs = await Promise.all(
    accepted.map(async (item): Promise<WorkHistoryJob | null> => {
      const summary = summaries.get(item.applicationId);
      if (summary?.state !== 'completed' || !summary.completedAt) return null;
      const job = await findJob(item.jobId);
      if (!job || job.hiddenAt) return null;
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
        employer: item.employerName,
      };
    }),
  );
  return jobs
    .filter((job): job is WorkHistoryJob => job !== null)
    .sort((a, b) => b.month.localeCompare(a.month));
}

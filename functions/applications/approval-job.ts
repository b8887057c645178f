import type { EmployerRating } from '../../shared/rules/employer-standing';
import { DEFAULT_JOB_KIND } from '../../shared/rules/job-kinds';
import { firstNameOf } from '../../shared/rules/person';
import type { ApprovalJob } from '../../shared/schemas/family';
import type { JobItem } from '../jobs';
import { getUser } from '../users';

/*
 * The whole job a guardian approves (shared/schemas/family.ts approvalJobSchema): what their teen read
 * before applying, and who posted it. One builder for the /family card, the approval e-mail and its
 * link page, so the three never say different things.
 */

/**
 * An employer's rating, once reviews exist: reviews are their own domain, built apart, and this is
 * where the family domain asks it (through its index.ts) for the average and count. Until then every
 * employer has none, which the guardian reads as "No reviews yet".
 */
async function employerRating(_employerId: string): Promise<EmployerRating | null> {
  return null;
}

export async function approvalJobOf(job: JobItem): Promise<ApprovalJob> {
  // A former employer's account is gone: nothing to read, and no time on the site to show.
  const [employer, rating] = await Promise.all([
    job.anonymized ? undefined : getUser(job.employerId),
    job.anonymized ? null : employerRating(job.employerId),
  ]);
  return {
    jobId: job.jobId,
    title: job.title,
    kind: job.kind ?? DEFAULT_JOB_KIND,
    description: job.description,
    startDate: job.startDate,
    endDate: job.endDate,
    ...(job.startTime && job.endTime ? { startTime: job.startTime, endTime: job.endTime } : {}),
    ...(job.price === undefined ? {} : { price: job.price }),
    priceType: job.priceType,
    town: { city: job.address.city, state: job.address.state },
    employer: {
      firstName: job.anonymized ? job.employerName : firstNameOf(job.employerName),
      memberSince: employer?.createdAt ?? null,
      rating,
    },
  };
}

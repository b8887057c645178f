import { formatLongDate, formatPrice } from '../../rules/display';
import { ratingText, timeOnSite } from '../../rules/employer-standing';
import { formatJobHours } from '../../rules/job-hours';
import type { ApprovalJob } from '../../schemas/family';
import type { TemplateData } from '..';

/*
 * The whole job in the guardian's approval request (guardian-alert-approval-request.ts), as the /family
 * card and the link page show it. Apart from the template so the applications function, which sends
 * it, does not bundle the template code (layout, schemas).
 */

/** Every fact of the job, as words: the mail has no conditions, so an absent fact is said too. */
export function approvalJobFacts(job: ApprovalJob, now: Date = new Date()) {
  const pay = formatPrice(job.price, job.priceType);
  return {
    jobTitle: job.title,
    description: job.description,
    employerFirstName: job.employer.firstName,
    employerStanding: `${timeOnSite(job.employer.memberSince, now)} · ${ratingText(job.employer.rating)}`,
    jobCity: job.town.city,
    jobState: job.town.state,
    startDate: formatLongDate(job.startDate),
    endDate: formatLongDate(job.endDate),
    hours: formatJobHours(job) ?? 'Any time of day',
    pay: pay === '—' ? 'Not given: the student names a price' : pay,
  } satisfies Partial<TemplateData<'GuardianAlert_ApprovalRequest'>>;
}

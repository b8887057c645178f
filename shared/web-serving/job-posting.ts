import { endsAtInstant, offsetMinutes } from '../rules/job-day';
import { formatJobHours } from '../rules/job-hours';
import { firstNameOf } from '../rules/person';
import type { PublicJob } from '../schemas/job-responses';

/**
 * The end of the job's last day on its own clock, with its UTC offset on that day (`2026-11-28T23:59:59
 * -06:00`): without an offset, a reader takes the time as its own or as UTC, hours off for every job.
 */
export function validThroughOf(endDate: string, timeZone: string): string {
  const lastSecond = new Date(Date.parse(endsAtInstant(endDate, timeZone)) - 1000);
  const offset = offsetMinutes(timeZone, lastSecond);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${endDate}T23:59:59${sign}${hours}:${minutes}`;
}

/** The job's words, then its time of day when it has one: a search result shows only the description. */
export function jobPostingDescription(job: PublicJob): string {
  const hours = formatJobHours(job.data);
  return hours ? `${job.data.description}\n\nHours: ${hours}.` : job.data.description;
}

/**
 * schema.org `JobPosting` for search engines (Google's job posting structured data): the title, the
 * description with the hours, when it was posted and until when it takes applications, the town
 * without the street, and the pay when it has one. Only for a job that is open. Served in the job's
 * HTML (shared/web-serving/job-page.ts) and rendered by its page in the app, from this one builder.
 */
export function jobPostingData(job: PublicJob, pageUrl: string) {
  const { data } = job;
  const hourly = data.priceType === 'perHr';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: data.title,
    description: jobPostingDescription(job),
    datePosted: job.createdAt,
    validThrough: validThroughOf(data.endDate, data.timeZone),
    // Short jobs of a few days: Google's TEMPORARY ("for a limited time").
    employmentType: 'TEMPORARY',
    // A date (schema.org allows one): the day the work starts where the job is.
    jobStartDate: data.startDate,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: 'Neighbourhood Jobs', value: job.entity },
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: firstNameOf(data.createdBy) },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: data.address.city,
        addressRegion: data.address.state,
        addressCountry: 'US',
      },
    },
    ...(data.price === undefined
      ? {}
      : {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              value: data.price,
              // The pay for an hour, or for the whole job: schema.org has no unit for a whole job,
              // so it says so in words and claims no unit.
              ...(hourly ? { unitText: 'HOUR' } : { description: 'For the whole job' }),
            },
          },
        }),
  };
}

/**
 * The data block's text: JSON with `<` escaped, so no value (a description saying "</script>") can
 * end the block early. Browsers read \u003c back as `<`.
 */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

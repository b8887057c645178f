import type { PublicJob } from '@shared/schemas/job';

/**
 * The employer's first name, the only part of it a job's page shows ("Pat Lee" → "Pat"): the
 * family behind a listing is a neighbour, not a company.
 */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * schema.org `JobPosting` for search engines (Google's job posting structured data):
 * the title, the whole description, when it was posted and until when it takes applications, the
 * town without the street, and the pay when it has one. Only for a job that is open.
 */
export function jobPostingData(job: PublicJob, pageUrl: string) {
  const { data } = job;
  const hourly = data.priceType === 'perHr';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: data.title,
    description: data.description,
    datePosted: job.createdAt,
    // The end of its end day, in the job's own local time (ISO 8601 without an offset, as Google's
    // examples give it): no time-zone arithmetic (and its code) on the page.
    validThrough: `${data.endDate}T23:59:59`,
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
              // Per job is the whole job's pay: schema.org has no unit for it, so none is claimed.
              ...(hourly ? { unitText: 'HOUR' } : {}),
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

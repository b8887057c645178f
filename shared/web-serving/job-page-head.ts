import { formatJobLocation } from '../rules/display';
import { jobDisplayStatus } from '../rules/job-status';
import type { PublicJob } from '../schemas/job-responses';
import { webPaths } from '../web-paths';
import type { PageHead } from './page-meta';

/*
 * What a job's page says of the job beyond its fields, for its page in the app
 * (web/src/features/jobs/pages/JobPage.tsx) and as served (job-page.ts) alike. A module apart from the
 * served page's writer, so the app's script carries these rules and not the writer.
 */

/** The page's title and description, as the app's page renders them (one rule for both). */
export function jobPageHead(job: PublicJob, url: string): PageHead {
  const where = formatJobLocation(job.data.address);
  const text = job.data.description.replace(/\s+/g, ' ').trim();
  const lead = text.length > 150 ? `${text.slice(0, 147).trimEnd()}…` : text;
  return {
    title: `${job.data.title} in ${where}`,
    description: `${lead} A local job in ${where} on Neighbourhood Jobs.`,
    url,
    noindex: !isOpen(job),
  };
}

export const isOpen = (job: PublicJob, now = new Date()) => {
  const status = jobDisplayStatus(job.data, now);
  return status === 'active' || status === 'upcoming';
};

/** `/jobs?title=…&city=…&state=…`: open jobs like this one around its town. */
export function similarJobsPath(job: PublicJob): string {
  const params = new URLSearchParams({ title: job.data.title });
  if (job.data.address.city && job.data.address.state) {
    params.set('city', job.data.address.city);
    params.set('state', job.data.address.state);
  }
  return `${webPaths.jobs}?${params}`;
}

/** What a job no longer open says, on its page in the app and as served. */
export function notOpenNotice(job: PublicJob): { title: string; text: string } {
  return jobDisplayStatus(job.data) === 'closed'
    ? { title: 'This job is filled', text: 'The employer is not taking applications for it any more.' }
    : { title: 'This job has ended', text: 'Its last day has passed, so it no longer takes applications.' };
}

import type { TemplateData } from '../../shared/emails';
import type { NotificationHeader } from '../../shared/notifications/event';
import { API_PREFIX, routePath } from '../../shared/routes';
import { formatLongDate, formatPrice } from '../../shared/rules/display';
import {
  ALERT_JOBS_PER_SEARCH,
  savedSearchJobsQuery,
  UNSUBSCRIBE_LINK_DAYS,
} from '../../shared/rules/saved-search';
import { tokenPageUrl, webPaths } from '../../shared/web-paths';
import { appUrl, jobPageUrl } from '../lib/app-links';
import { signToken } from '../lib/signed-token';
import { describeItem, type SavedSearchItem } from './saved-search-item';
import { encodeUnsubscribeNonce, UNSUBSCRIBE_PURPOSE } from './unsubscribe';

/*
 * One student's alert e-mail: the data of the JobAlert template (shared/emails/templates/job-alert.ts)
 * and its RFC 8058 headers. Links point at the app's pages (shared/web-paths.ts): a job's own page, the
 * search on /jobs, the Job alerts page, and the page that confirms an unsubscribe (not in that table
 * yet).
 */

/** The fields of a job an alert shows. */
export interface AlertJobView {
  jobId: string;
  title: string;
  createdAt: string;
  price?: number;
  priceType: 'perHr' | 'perJob';
  startDate: string;
  endDate: string;
  address: { city: string; state: string };
}

export interface AlertSection {
  search: SavedSearchItem;
  /** Newest first. */
  jobs: AlertJobView[];
}

export const alertsPageUrl = () => `${appUrl()}${webPaths.alerts}`;
export const unsubscribePageUrl = (token: string) => tokenPageUrl(appUrl(), webPaths.unsubscribe, { token });
/**
 * Where a mail client POSTs `List-Unsubscribe=One-Click`: the API, through the site's own origin. RFC
 * 8058 gives the client a URL and a fixed body, so this one token stays in a query.
 */
export const oneClickUnsubscribeUrl = (token: string) =>
  `${appUrl()}${API_PREFIX}${routePath('unsubscribeAlerts')}?token=${encodeURIComponent(token)}`;

/** The search on /jobs, where every match is listed. */
export const jobsSearchUrl = (search: SavedSearchItem) =>
  `${appUrl()}${webPaths.jobs}${savedSearchJobsQuery(search)}`;

function jobDetails(job: AlertJobView): string {
  const dates =
    job.startDate === job.endDate
      ? formatLongDate(job.startDate)
      : `${formatLongDate(job.startDate)} to ${formatLongDate(job.endDate)}`;
  const price = formatPrice(job.price, job.priceType);
  return [`${job.address.city}, ${job.address.state}`, price === '—' ? 'Pay not listed' : price, dates].join(
    ' · ',
  );
}

export interface AlertEmail {
  data: TemplateData<'JobAlert'>;
  headers: NotificationHeader[];
}

/** The e-mail for `sections` (each with at least one job), with a link that stops exactly these searches. */
export async function alertEmail(
  studentName: string,
  sections: readonly AlertSection[],
  now: Date,
): Promise<AlertEmail> {
  const entries = sections.flatMap(({ search }) =>
    search.unsubscribeNonce ? [{ searchId: search.searchId, nonce: search.unsubscribeNonce }] : [],
  );
  const token = await signToken({
    purpose: UNSUBSCRIBE_PURPOSE,
    subject: sections[0]?.search.studentId ?? '',
    nonce: encodeUnsubscribeNonce(entries),
    expiresAt: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400,
  });
  // A job two searches found is one new job.
  const total = new Set(sections.flatMap((section) => section.jobs.map((job) => job.jobId))).size;
  return {
    data: {
      studentName,
      summary:
        total === 1
          ? '1 new job matches your saved searches.'
          : `${total} new jobs match your saved searches.`,
      searches: sections.map(({ search, jobs }) => ({
        description: describeItem(search),
        jobs: jobs.slice(0, ALERT_JOBS_PER_SEARCH).map((job) => ({
          title: job.title,
          details: jobDetails(job),
          url: jobPageUrl(job.jobId),
        })),
        searchUrl: jobsSearchUrl(search),
      })),
      manageUrl: alertsPageUrl(),
      unsubscribeUrl: unsubscribePageUrl(token),
    },
    headers: [
      { name: 'List-Unsubscribe', value: `<${oneClickUnsubscribeUrl(token)}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

import { formatJobDates, formatJobLocation, formatPrice } from '../rules/display';
import { formatJobHours } from '../rules/job-hours';
import { jobDisplayStatus, jobStatusLabels } from '../rules/job-status';
import { firstNameOf } from '../rules/person';
import type { PublicJob } from '../schemas/job-responses';
import { webPaths } from '../web-paths';
import { isOpen, jobPageHead, notOpenNotice, similarJobsPath } from './job-page-head';
import { jobPostingData, jsonLdText } from './job-posting';
import { escapeHtml, headHtml, MISSING_PAGE_HEAD, type PageHead, REMOVED_JOB_HEAD } from './page-meta';

/**
 * A job's page as it is served (`/jobs/{id}`): the app's HTML with the job already in it, so a link
 * shared in a group chat unfurls and a crawler reads the job without running the app. Its head is the
 * job's own (title, description, canonical, Open Graph, Twitter and, while it is open, the JobPosting
 * data) and its page area the job itself (its h1, the facts with the hours, the description).
 * The app then renders the page afresh over it (web/src/features/jobs/pages/JobPage.tsx), from the same
 * public job the API answers. Written by the job pages function (functions/jobs/job-page.ts) in AWS
 * and on a laptop alike; pure, so the function and its tests share it.
 */

/** What the jobs table says of the address asked for. */
export type JobPageAnswer =
  | { kind: 'job'; job: PublicJob }
  /** Deleted by its employer, or removed by moderators: the message says which. */
  | { kind: 'removed'; message: string }
  /** Never a job, or not an id at all. */
  | { kind: 'missing' };

export interface RenderedJobPage {
  status: 200 | 404 | 410;
  html: string;
}

/**
 * The served page: 200 for an open job; 410 for one that ended, was filled or was removed (it existed,
 * and is gone for good: search engines drop it), with a page that says so; 404 for an address that
 * never was a job. `template` is the app's frame (the build's shell, filled with the stage's settings).
 */
export function renderJobPage(template: string, answer: JobPageAnswer, pageUrl: string): RenderedJobPage {
  const allJobs = `<p><a href="${webPaths.jobs}"><span aria-hidden="true">←</span> All jobs</a></p>`;
  if (answer.kind === 'missing') {
    return {
      status: 404,
      html: fill(template, { ...MISSING_PAGE_HEAD, url: pageUrl, noindex: true }, [
        `<h1>${MISSING_PAGE_HEAD.title}</h1>`,
        '<p>We looked up and down the street but couldn&#39;t find this page. The link may be mistyped, or the page may have moved.</p>',
        `<p><a class="btn btn-primary" href="${webPaths.jobs}">See open jobs</a></p>`,
      ]),
    };
  }
  if (answer.kind === 'removed') {
    return {
      status: 410,
      html: fill(template, { ...REMOVED_JOB_HEAD, url: pageUrl, noindex: true }, [
        allJobs,
        '<h1>This job is no longer available</h1>',
        `<p>${escapeHtml(answer.message)} Plenty of other neighbours are looking for help.</p>`,
        `<p><a class="btn btn-primary" href="${webPaths.jobs}">See open jobs</a></p>`,
      ]),
    };
  }
  const head = jobPageHead(answer.job, pageUrl);
  // A data block, not a script: the CSP runs no inline script, and crawlers read this one. In <head>,
  // where it stays while the app shows this page (web/src/lib/static-head.ts): the app renders none.
  const posting = head.noindex
    ? undefined
    : `<script type="application/ld+json">${jsonLdText(jobPostingData(answer.job, pageUrl))}</script>`;
  return {
    status: head.noindex ? 410 : 200,
    html: fill(template, head, [allJobs, ...jobArticle(answer.job)], posting),
  };
}

function jobArticle(job: PublicJob): string[] {
  const { data } = job;
  const status = jobDisplayStatus(data);
  const text = (value: string) => escapeHtml(value);
  const price = formatPrice(data.price, data.priceType);
  const hours = formatJobHours(data);
  const fact = (term: string, value: string) => `<div><dt>${term}</dt><dd>${text(value)}</dd></div>`;
  const notice = isOpen(job) ? null : notOpenNotice(job);
  return [
    '<article aria-labelledby="job-title">',
    `<p><span class="badge badge-${status}">${jobStatusLabels[status]}</span></p>`,
    `<h1 id="job-title">${text(data.title)}</h1>`,
    `<p>Posted by ${text(firstNameOf(data.createdBy))}</p>`,
    ...(notice
      ? [
          `<p><strong>${notice.title}</strong> ${notice.text} <a href="${text(similarJobsPath(job))}">See similar open jobs near ${text(formatJobLocation(data.address))}</a></p>`,
        ]
      : []),
    '<dl>',
    fact('Where', formatJobLocation(data.address)),
    fact('When', formatJobDates(data.startDate, data.endDate)),
    ...(hours ? [fact('Hours', hours)] : []),
    fact('Pay', price === '—' ? 'Not specified: ask when you apply' : price),
    '</dl>',
    '<h2>About the job</h2>',
    `<p class="job-description">${text(data.description)}</p>`,
    '</article>',
  ];
}

/**
 * Writes the head between the template's `<!--app-head-->` markers and the page into its `<main>`
 * (the built shell's frame), or into the root for the dev server's page, which has no frame yet.
 */
function fill(template: string, head: PageHead, page: string[], posting?: string): string {
  const content = `<div class="container job-page-served">${page.join('')}</div>`;
  const withHead = replaceBetween(
    template,
    '<!--app-head-->',
    '<!--/app-head-->',
    `\n    ${[headHtml(head), posting, `<style>${SERVED_PAGE_CSS}</style>`].filter(Boolean).join('\n    ')}\n    `,
  );
  const main = /<main\b[^>]*>/.exec(withHead);
  if (main) {
    const start = main.index + main[0].length;
    const end = withHead.indexOf('</main>', start);
    if (end !== -1) return `${withHead.slice(0, start)}${content}${withHead.slice(end)}`;
  }
  return replaceBetween(withHead, '<!--app-html-->', '<!--/app-html-->', `<main id="main">${content}</main>`);
}

/**
 * The served page's own look, close to the app's page that replaces it (JobPage.module.css), from the
 * app's custom properties: the frame's stylesheet is in the shell, a page's CSS module is not.
 */
const SERVED_PAGE_CSS = [
  '.job-page-served{max-width:48rem;padding-block:var(--space-5) var(--space-8);display:grid;gap:var(--space-4)}',
  '.job-page-served article{display:grid;gap:var(--space-4);padding:var(--space-6);border:var(--border-width) solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-surface)}',
  '.job-page-served p,.job-page-served dl{margin:0}',
  '.job-page-served h1{font-size:var(--font-size-3xl);overflow-wrap:anywhere}',
  '.job-page-served dl{display:grid;gap:var(--space-3);padding:var(--space-4);border-radius:var(--radius-md);background:var(--color-surface-muted)}',
  '.job-page-served dt{font-size:var(--font-size-sm);color:var(--color-text-muted)}',
  '.job-page-served dd{margin:0;font-weight:600}',
  '.job-page-served .job-description{white-space:pre-line;overflow-wrap:anywhere}',
  '@media (min-width:768px){.job-page-served dl{grid-template-columns:repeat(2,minmax(0,1fr))}}',
].join('');

function replaceBetween(html: string, start: string, end: string, content: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from === -1 || to === -1) throw new Error(`The page template has no ${start}…${end}`);
  return html.slice(0, from + start.length) + content + html.slice(to);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_REMOVED_MESSAGE } from '../../functions/jobs/public-job';
import { hasEnded } from '../../shared/rules/job-day';
import { publicJobSchema } from '../../shared/schemas/job';
import { webPath, webUrl } from '../../shared/web-paths';
import { publicPages, SITEMAP_PATH } from '../../shared/web-serving/crawlers';
import { employerPayload } from './support/accounts';
import { api, stack } from './support/api';
import { expectPublicAddress } from './support/jobs';
import {
  type Actor,
  actorFor,
  endedSeedJob,
  expectMails,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from './support/marketplace';

/*
 * A page for every job, over HTTP on the local stack: what GET /job/{id} answers for an
 * open, ended, filled and removed job and for an id that never was one; the sitemap, which lists open
 * jobs only; and the e-mails that name a job, which link to its page.
 */

let employer: Actor;
let student: Actor;
beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Pat'), newStudent('Sam')]);
});

const jobPage = (jobId: string) => webUrl(stack().appUrl, webPath('job', { id: jobId }));

/** The sitemap as a crawler reads it: through the site's own /sitemap.xml, as CloudFront serves it. */
async function sitemapLocs(): Promise<string[]> {
  const response = await fetch(`${stack().appUrl}${SITEMAP_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=900');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
}

describe('what the public API says of an employer', () => {
  it('is their first name only, in the job, the newest jobs and a search, to anyone', async () => {
    const sam = await actorFor(employerPayload({ firstName: 'Sam', lastName: 'Okonkwo-Rivera' }), 2);
    const title = uniqueTitle('Leaf raking');
    const jobId = await postJob(sam, title);
    const word = title.split(' ').at(-1) as string;
    for (const token of [undefined, student.token]) {
      const answers = [
        await api('getJob', { params: { id: jobId }, token }),
        await api('listNewestJobs', { token }),
        await api('searchJobs', { query: `title=${encodeURIComponent(word)}&zipCode=78704`, token }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain('Okonkwo');
      }
      expect(answers[0]?.body.data.createdBy).toBe('Sam');
      const listed = answers[2]?.body.jobs.find((job: { entity: string }) => job.entity === jobId);
      expect(listed?.data.createdBy).toBe('Sam');
    }
  });
});

describe('GET /job/{id}: what a job’s page shows', () => {
  it('answers an open job in full (public fields only), to anyone', async () => {
    const title = uniqueTitle('Math tutoring');
    const jobId = await postJob(employer, title);
    for (const token of [undefined, student.token, employer.token]) {
      const res = await api('getJob', { params: { id: jobId }, token });
      expect(res.status).toBe(200);
      const job = publicJobSchema.parse(res.body);
      expect(job.data).toMatchObject({
        title,
        isActive: true,
        isClosed: false,
        address: { city: 'Austin', state: 'TX' },
      });
      // The public point only (the map cell's centre), never the street, the precise point or an e-mail.
      expectPublicAddress(job.data.address);
      expect(JSON.stringify(res.body)).not.toMatch(/Lamar|zipCode|@example/);
    }
  });

  it('answers an ended job and a filled one, which their pages mark as such', async () => {
    const ended = await endedSeedJob();
    const endedJob = publicJobSchema.parse((await api('getJob', { params: { id: ended.jobId } })).body);
    expect(endedJob.data.isActive).toBe(true);
    expect(hasEnded(endedJob.data)).toBe(true);

    const filled = await postJob(employer);
    expect((await api('closeJob', { params: { id: filled }, token: employer.token })).status).toBe(200);
    const filledJob = publicJobSchema.parse((await api('getJob', { params: { id: filled } })).body);
    expect(filledJob.data).toMatchObject({ isActive: false, isClosed: true });
  });

  it('answers a removed job with 410 and nothing of it; an id that never was a job with 404', async () => {
    const jobId = await postJob(employer, uniqueTitle('Yard work'));
    expect((await api('deleteJob', { params: { id: jobId }, token: employer.token })).status).toBe(200);
    const gone = await api('getJob', { params: { id: jobId } });
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ code: 'JOB_REMOVED', message: JOB_REMOVED_MESSAGE });

    const missing = await api('getJob', { params: { id: '8d1c8f0e-3f4e-4a39-9a51-0f8a2d4c6b7e' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'JOB_NOT_FOUND' });
    expect((await api('getJob', { params: { id: 'not-an-id' } })).status).toBe(400);
  });
});

/** Every open job's page, from the newest list, page by page. */
async function listedJobPages(): Promise<Set<string>> {
  const listed: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { body: { jobs: { entity: string }[]; nextCursor: string | null } } = await api(
      'listNewestJobs',
      { query: { limit: 50, cursor: cursor ?? undefined } },
    );
    listed.push(...res.body.jobs.map((job: { entity: string }) => job.entity));
    cursor = res.body.nextCursor;
  } while (cursor);
  return new Set(listed.map(jobPage));
}

describe(SITEMAP_PATH, () => {
  it('lists the public pages and every open job’s page, never an ended, filled or removed one', async () => {
    const open = await postJob(employer, uniqueTitle('Lawn mowing'));
    const filled = await postJob(employer);
    const removed = await postJob(employer);
    await api('closeJob', { params: { id: filled }, token: employer.token });
    await api('deleteJob', { params: { id: removed }, token: employer.token });
    const ended = await endedSeedJob();

    const locs = await sitemapLocs();
    expect(locs.slice(0, publicPages.length)).toEqual(
      publicPages.map((page) => webUrl(stack().appUrl, page)),
    );
    expect(locs).toContain(jobPage(open));
    for (const jobId of [filled, removed, ended.jobId]) expect(locs).not.toContain(jobPage(jobId));
    expect(new Set(locs).size).toBe(locs.length);

    // Exactly the listed jobs: the newest list, page by page, holds the same ids. Other files post and
    // close jobs on this stack at the same time, so the sitemap is read between two listings: it holds
    // every job both listings hold, and none that neither does.
    const before = await listedJobPages();
    const jobLocs = new Set((await sitemapLocs()).slice(publicPages.length));
    const after = await listedJobPages();
    expect([...before].filter((page) => after.has(page) && !jobLocs.has(page))).toEqual([]);
    expect([...jobLocs].filter((page) => !before.has(page) && !after.has(page))).toEqual([]);
  });
});

describe('e-mails that name a job link to its page', () => {
  it('the student’s and the employer’s mails after an application', async () => {
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);
    const res = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [toStudent] = await expectMails(student.email, title, 1);
    const [toEmployer] = await expectMails(employer.email, title, 1);
    for (const mail of [toStudent, toEmployer]) {
      expect(mail?.body.html).toContain(`href="${jobPage(jobId)}"`);
      expect(mail?.body.text).toContain(jobPage(jobId));
    }
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../shared/rules/job-day';
import { webPaths } from '../../shared/web-paths';
import { cacheControl } from '../../shared/web-serving/cache-control';
import { publicPages } from '../../shared/web-serving/crawlers';
import { api, idTokenFor } from '../integration/support/api';
import { htmlErrors } from '../support/html-validator';
import {
  appUrl,
  closeBrowser,
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  withPage,
} from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * Job links that unfurl: a full load of /jobs/{id} answers with the job in its HTML (its own title,
 * description, canonical link, Open Graph and Twitter tags, the JobPosting and an h1, with the hours),
 * to a crawler and a person alike; a job no longer open or never one answers 410 or 404 with the page
 * that says so; the Nu HTML checker finds no error in these pages or the public ones; and once the app
 * takes over, the head has one of each.
 */

const EMPLOYER = { email: 'employer@example.com', password: 'Neighbour1!' };
const CRAWLERS = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  Twitter: 'Twitterbot/1.0',
  WhatsApp: 'WhatsApp/2.23.20.0',
};
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const UNKNOWN_JOB = '8d1c8f0e-3f4e-4a39-9a51-0f8a2d4c6b7e';
const TITLE = 'Homework helper for a 4th grader';

let token: string;
let open: string;
let filled: string;
let removed: string;

/** A job of the demo employer in Austin, today to three days on (Austin's calendar), 3:30 to 4:30 pm, $18 an hour. */
async function postJob(title: string): Promise<string> {
  const today = localDay('America/Chicago');
  const posted = await api('createJob', {
    token,
    body: {
      title,
      description: 'Help with reading and fractions after school, at the kitchen table. Snacks provided.',
      kind: 'tutoring',
      powerEquipment: false,
      startTime: '15:30',
      endTime: '16:30',
      startDate: today,
      endDate: addDays(today, 3),
      address: { address1: '1500 S Lamar Blvd', address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 18,
      priceType: 'perHr',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return posted.body.entity as string;
}

beforeAll(async () => {
  token = await idTokenFor(EMPLOYER.email, EMPLOYER.password);
  [open, filled, removed] = await Promise.all([
    postJob(TITLE),
    postJob('Leaf raking'),
    postJob('Garage clear-out'),
  ]);
  expect((await api('closeJob', { params: { id: filled }, token })).status).toBe(200);
  expect((await api('deleteJob', { params: { id: removed }, token })).status).toBe(200);
});
afterAll(closeBrowser);

async function served(pathname: string, userAgent = CRAWLERS.Googlebot) {
  const response = await fetch(appUrl(pathname), {
    headers: { 'user-agent': userAgent },
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
const metaContent = (html: string, attribute: 'name' | 'property', value: string) =>
  all(headOf(html), new RegExp(`<meta ${attribute}="${value}" content="([^"]*)">`, 'g'));
const jsonLd = (html: string) =>
  all(html, /<script type="application\/ld\+json">(.*?)<\/script>/g).map((text) => JSON.parse(text));

describe('a job’s page as a crawler gets it', () => {
  it('has the job’s own title, description, canonical link, Open Graph and Twitter tags, JobPosting with its pay, h1 and hours', async () => {
    const pageUrl = appUrl(`/jobs/${open}`);
    for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
      const { status, headers, html } = await served(`/jobs/${open}`, userAgent);
      expect(status, crawler).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(headers.get('cache-control')).toBe(cacheControl.jobPage);
      expect(all(html, /<title>([^<]*)<\/title>/g)).toEqual([`${TITLE} in Austin, TX · Neighbourhood Jobs`]);
      const [description] = metaContent(html, 'name', 'description');
      expect(description).toMatch(
        /^Help with reading and fractions after school.* A local job in Austin, TX/,
      );
      expect(all(headOf(html), /<link rel="canonical" href="([^"]*)">/g)).toEqual([pageUrl]);
      expect(metaContent(html, 'property', 'og:title')).toEqual([`${TITLE} in Austin, TX`]);
      expect(metaContent(html, 'property', 'og:description')).toEqual([description]);
      expect(metaContent(html, 'property', 'og:url')).toEqual([pageUrl]);
      expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary']);
      expect(metaContent(html, 'name', 'robots')).toEqual([]);
      expect(all(html, /<h1[^>]*>([^<]*)<\/h1>/g)).toEqual([TITLE]);
      expect(html).toContain('<dt>Hours</dt><dd>3:30 pm – 4:30 pm</dd>');
      expect(html).toContain('<dd>$18/Hr</dd>');
      expect(html).not.toMatch(/Lamar|78704|employer@example/);
      const [posting, ...more] = jsonLd(html);
      expect(more).toEqual([]);
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        title: TITLE,
        url: pageUrl,
        baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { value: 18, unitText: 'HOUR' } },
        jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX' } },
      });
      expect(posting.description).toContain('Hours: 3:30 pm – 4:30 pm.');
      // The end of its last day on Austin's clock, with Austin's offset on that day.
      expect(posting.validThrough).toMatch(/T23:59:59-0[56]:00$/);
    }
    // Everyone gets the same page: a person's browser too.
    expect((await served(`/jobs/${open}`, BROWSER_UA)).html).toBe((await served(`/jobs/${open}`)).html);
  });

  it('answers 410 for a filled or removed job and 404 for an address that is no job, each with its page', async () => {
    const gone = await served(`/jobs/${filled}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('This job is filled');
    expect(gone.html).toContain('See similar open jobs near Austin, TX');
    expect(metaContent(gone.html, 'name', 'robots')).toEqual(['noindex']);
    expect(jsonLd(gone.html)).toEqual([]);

    const deleted = await served(`/jobs/${removed}`);
    expect(deleted.status).toBe(410);
    expect(all(deleted.html, /<h1[^>]*>([^<]*)<\/h1>/g)).toEqual(['This job is no longer available']);
    expect(deleted.html).toContain('This job was removed by the person who posted it.');
    expect(deleted.html).not.toContain('Garage clear-out');

    for (const pathname of [
      `/jobs/${UNKNOWN_JOB}`,
      '/jobs/not-a-job',
      '/jobs/search',
      `/jobs/${open}/apply`,
    ]) {
      const missing = await served(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(all(missing.html, /<h1[^>]*>([^<]*)<\/h1>/g), pathname).toEqual(['Page not found']);
      expect(metaContent(missing.html, 'name', 'robots')).toEqual(['noindex']);
    }
    const slash = await served(`/jobs/${open}/`);
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe(`/jobs/${open}`);
  });
});

describe('the Nu HTML checker', () => {
  it('finds no error in the public pages, a job’s page as a crawler gets it, or its 410 and 404 pages', async () => {
    const pages = [
      ...publicPages.filter((page) => !page.startsWith('/auth/')),
      `/jobs/${open}`,
      `/jobs/${filled}`,
      `/jobs/${removed}`,
      `/jobs/${UNKNOWN_JOB}`,
    ];
    const documents = Object.fromEntries(
      await Promise.all(pages.map(async (pathname) => [pathname, (await served(pathname)).html] as const)),
    );
    expect(Object.keys(documents)).toEqual(
      expect.arrayContaining(['/', webPaths.jobs, '/faq', '/about', '/safety']),
    );
    const errors = await htmlErrors(documents);
    expect(errors).toEqual(Object.fromEntries(pages.map((pathname) => [pathname, []])));
  }, 120_000);
});

/** The head's elements of each kind the page and the HTML both write, after the app has rendered. */
const headCounts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [
        'title',
        'meta[name="description"]',
        'link[rel="canonical"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:url"]',
        'meta[name="twitter:card"]',
        'script[type="application/ld+json"]',
      ].map((selector) => [selector, document.querySelectorAll(selector).length]),
    ),
  );

describe('a job’s page in Chromium', () => {
  it('shows the job before any script runs, as served', async () => {
    const context = await (await launchBrowser()).newContext({ viewport: MOBILE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(appUrl(`/jobs/${open}`));
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(await page.locator('main').textContent()).toContain('3:30 pm – 4:30 pm');
      await screenshot(page, 'job-page-served-no-js-375');
    } finally {
      await context.close();
    }
  });

  it('has one title, description and JobPosting once the app takes over, shows the hours, and leaves none behind', () =>
    withPage(`/jobs/${open}`, {}, async (page) => {
      await page.getByRole('button', { name: 'Apply Now' }).waitFor();
      expect(await page.title()).toBe(`${TITLE} in Austin, TX · Neighbourhood Jobs`);
      expect(await headCounts(page)).toEqual({
        title: 1,
        'meta[name="description"]': 1,
        'link[rel="canonical"]': 1,
        'meta[property="og:title"]': 1,
        'meta[property="og:description"]': 1,
        'meta[property="og:url"]': 1,
        'meta[name="twitter:card"]': 1,
        'script[type="application/ld+json"]': 1,
      });
      const hours = page.locator('main dl div').filter({ hasText: 'Hours' });
      expect(await hours.locator('dd').textContent()).toBe('3:30 pm – 4:30 pm');
      await expectScreensOk(page, 'job-page-served', [DESKTOP, MOBILE, NARROW]);

      // On to the job list in the app: its own head, nothing of the job's left.
      await page.getByRole('link', { name: 'All jobs' }).click();
      await page.getByRole('heading', { level: 1, name: 'Find jobs in your neighbourhood' }).waitFor();
      expect(await headCounts(page)).toEqual({
        title: 1,
        'meta[name="description"]': 1,
        'link[rel="canonical"]': 1,
        'meta[property="og:title"]': 0,
        'meta[property="og:description"]': 0,
        'meta[property="og:url"]': 0,
        'meta[name="twitter:card"]': 0,
        'script[type="application/ld+json"]': 0,
      });
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(appUrl(webPaths.jobs));
    }));

  it('a filled job’s page, served with 410, says so once the app takes over', () =>
    withPage(`/jobs/${filled}`, { expectedErrors: /status of 410/ }, async (page) => {
      await page.getByText('This job is filled').first().waitFor();
      expect(await headCounts(page)).toMatchObject({ title: 1, 'meta[name="description"]': 1 });
      expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    }));
});

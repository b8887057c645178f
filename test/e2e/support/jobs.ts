import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { routePath } from '../../../shared/routes';
import { searchJobsResponseSchema } from '../../../shared/schemas/job';

/* Helpers for the /jobs page and the student's journey through it. */

/** The job cards on the page, in order. */
export const jobCards = (page: Page) => page.locator('main article[data-job-id]');

/** The card of one job. */
export const jobCard = (page: Page, jobId: string) => page.locator(`main article[data-job-id="${jobId}"]`);

/** The ids of the cards shown, in order. */
export const cardIds = (page: Page): Promise<string[]> =>
  jobCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-job-id') ?? ''));

/** "3.4 mi away" on each card, as numbers (cards without a distance are left out). */
export const cardDistances = (page: Page): Promise<number[]> =>
  jobCards(page).evaluateAll((cards) =>
    cards
      .map((card) => /([\d.]+) mi away/.exec(card.textContent ?? '')?.[1])
      .filter((text): text is string => text !== undefined)
      .map(Number),
  );

/** The results' live count ("Showing 12 jobs within 10 mi"). */
export const resultsCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Showing \d+ jobs?/ });

/** Every job GET /jobs/search returns for these parameters (all pages). */
export async function searchedJobIds(params: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const url = new URL(`${inject('stack').apiUrl}${routePath('searchJobs')}`);
    for (const [key, value] of Object.entries({ ...params, limit: '60' })) url.searchParams.set(key, value);
    if (cursor) url.searchParams.set('cursor', cursor);
    const response = await fetch(url);
    expect(response.status, url.toString()).toBe(200);
    const body = searchJobsResponseSchema.parse(await response.json());
    ids.push(...body.jobs.map((job) => job.entity));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * Runs `action` (a search from the bar, a filter) and returns what the page's own search call asked
 * and was answered: its query, and the ids of the jobs in the answer, in order. The other e2e files
 * post and close "Dog walking" jobs in Austin on the same stack all the while, so a second read from
 * the API can differ from what the page was sent a moment before; the server's search itself is the
 * integration tests' to prove.
 */
export async function searchAnswer(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ query: Record<string, string>; ids: string[] }> {
  const path = routePath('searchJobs');
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith(path) && response.request().method() === 'GET',
  );
  await action();
  const response = await answered;
  expect(response.status(), response.url()).toBe(200);
  const body = searchJobsResponseSchema.parse(await response.json());
  const { limit: _limit, ...query } = Object.fromEntries(new URL(response.url()).searchParams);
  return { query, ids: body.jobs.map((job) => job.entity) };
}

/** Waits until the results show exactly these jobs (in this order) and nothing is loading. */
export async function expectCards(page: Page, ids: string[]): Promise<void> {
  await expect.poll(() => cardIds(page), { timeout: 10_000 }).toEqual(ids);
  await page.locator('main section[aria-busy="true"]').waitFor({ state: 'detached' });
}

/**
 * Sum of the page's layout shifts not caused by input, as Lighthouse's CLS counts them for a load,
 * from a PerformanceObserver installed before the page starts (buffered, so none is missed).
 */
export async function installLayoutShiftObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const cumulativeLayoutShift = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
  );

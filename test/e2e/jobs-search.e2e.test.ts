import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import { newEmployer } from '../integration/support/marketplace';
import { apiGlob, closeBrowser, MOBILE, withPage } from './support/browser';
import { isoDayFromToday } from './support/employer';
import { cardDistances, jobCards, resultsCount } from './support/jobs';
import { expectScreensOk, NARROW, SIZES } from './support/screens';

/*
 * Search that understands words, in Chromium: every home page chip finds jobs near
 * 78704 with the demo data, "Any distance" widens a search, and an empty search offers the wider
 * searches the server counted, each one click away. Screens at 1280, 375 and 320 px, axe-clean.
 */

const QUILTING = 'Quilting circle helper';

beforeAll(async () => {
  // A job only in Denver: a search for it near Austin finds nothing, and at any distance finds it.
  const employer = await newEmployer('Quinn');
  const res = await api('createJob', {
    token: employer.token,
    body: {
      title: QUILTING,
      description: 'Thread needles and sort fabric squares for our Saturday quilting circle.',
      startDate: isoDayFromToday(1),
      endDate: isoDayFromToday(10),
      address: { address1: '700 Josephine St', city: 'Denver', state: 'CO', zipCode: '80206' },
      price: 14,
      priceType: 'perHr',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
});
afterAll(closeBrowser);

describe('home page chips', () => {
  it('each finds jobs, nationwide and near 78704, best match first', () =>
    withPage('/', { viewport: MOBILE }, async (page) => {
      const chips = page.locator(`main a[href^="${webPaths.jobs}?title="]`);
      await chips.first().waitFor();
      const titles = await chips.allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(5);
      for (const title of titles) {
        await page.goto(new URL('/', page.url()).toString());
        await page.locator(`main a[href^="${webPaths.jobs}?title="]`, { hasText: title }).click();
        await page.waitForURL(
          (url) => url.pathname === webPaths.jobs && url.searchParams.get('title') === title,
        );
        await jobCards(page).first().waitFor();
        expect(await jobCards(page).count(), `"${title}" nationwide`).toBeGreaterThan(0);
        // The same words near 78704: the demo jobs in Austin.
        await page.goto(
          new URL(`${webPaths.jobs}?title=${encodeURIComponent(title)}&zipcode=78704`, page.url()).toString(),
        );
        await jobCards(page).first().waitFor();
        const distances = await cardDistances(page);
        expect(distances.length, `"${title}" near 78704`).toBeGreaterThan(0);
        expect(distances.every((miles) => miles <= 25)).toBe(true);
        await expect.poll(() => resultsCount(page).textContent()).toMatch(/within 25 mi/);
      }
    }));
});

describe('place suggestions', () => {
  it('are not looked up for the place an address brings, only once the field has focus', () =>
    withPage(`${webPaths.jobs}?zipcode=78704`, {}, async (page) => {
      const lookups: string[] = [];
      await page.route(apiGlob('searchPlaces', '?*'), (route) => {
        lookups.push(route.request().url());
        return route.continue();
      });
      await jobCards(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      const where = page.getByRole('combobox', { name: 'Location' });
      expect(await where.inputValue()).toBe('78704');
      expect(lookups, 'a lookup nobody asked for').toEqual([]);

      await where.focus();
      await expect.poll(() => lookups.length).toBe(1);
      expect(new URL(lookups[0] ?? '').searchParams.get('text')).toBe('78704');
    }));
});

describe('any distance', () => {
  const snowRemoval = `${webPaths.jobs}?title=${encodeURIComponent('snow removal')}&zipcode=78704`;
  it('sits beside 5–40 mi, widens a search and still shows distances', () =>
    withPage(snowRemoval, {}, async (page) => {
      await jobCards(page).first().waitFor();
      const distance = page.getByLabel('Distance');
      expect(await distance.inputValue()).toBe('');
      expect(await distance.locator('option').allTextContents()).toEqual([
        '5 mi',
        '10 mi',
        '15 mi',
        '20 mi',
        '25 mi',
        '40 mi',
        'Any distance',
      ]);
      // Best match is the order a search with words gets.
      expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
      const near = await jobCards(page).count();
      await distance.selectOption('any');
      await page.waitForURL((url) => url.searchParams.get('radius') === 'any');
      await expect.poll(() => resultsCount(page).textContent()).toMatch(/at any distance/);
      await expect.poll(() => jobCards(page).count()).toBeGreaterThan(near);
      const distances = await cardDistances(page);
      expect(Math.max(...distances)).toBeGreaterThan(100);
      await expectScreensOk(page, 'jobs-any-distance', [...SIZES, NARROW]);
    }));
});

describe('no results', () => {
  it('says how many jobs any distance or no words would find, one click each', () =>
    withPage(`${webPaths.jobs}?title=quilting&zipcode=78704`, {}, async (page) => {
      const offers = page.getByRole('list', { name: 'Wider searches' });
      await offers.waitFor();
      const anyDistance = offers.getByRole('link', { name: /^Search at any distance: 1 job$/ });
      const withoutWords = offers.getByRole('link', { name: /without “quilting”: \d+\+? jobs$/ });
      expect(await anyDistance.isVisible()).toBe(true);
      expect(await withoutWords.isVisible()).toBe(true);
      await expectScreensOk(page, 'jobs-no-results-offers', [...SIZES, NARROW]);

      await anyDistance.click();
      await page.waitForURL((url) => url.searchParams.get('radius') === 'any');
      await page.locator('main article', { hasText: QUILTING }).waitFor();

      await page.goBack();
      await offers.waitFor();
      // Keyboard: the offer is a link like any other.
      await withoutWords.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) => !url.searchParams.has('title') && url.searchParams.get('zipcode') === '78704',
      );
      await jobCards(page).first().waitFor();
      expect(await jobCards(page).count()).toBeGreaterThan(0);
    }));
});

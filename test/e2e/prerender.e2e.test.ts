import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { publicPages } from '../../shared/web-serving/crawlers';
import { accountButton, signInThroughScreen } from './support/accounts';
import {
  appUrl,
  closeBrowser,
  DESKTOP,
  expectScreenOk,
  launchBrowser,
  MOBILE,
  screenshot,
  withPage,
} from './support/browser';

afterAll(closeBrowser);

/** Each page's h1, as the pre-render writes it and the app shows it. */
const HEADINGS: Record<string, string> = {
  '/': 'Local jobs for students, right in your neighbourhood',
  '/jobs': 'Find jobs in your neighbourhood',
  '/faq': 'Frequently Asked Questions',
};

async function rawHtml(pathname: string): Promise<string> {
  const response = await fetch(appUrl(pathname));
  expect(response.status, pathname).toBe(200);
  expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/);
  return response.text();
}

/**
 * Counts the nodes removed from #root from the very start of the page: hydration keeps the
 * pre-rendered DOM, a render from scratch replaces it.
 */
async function countRootReplacements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __rootRemovals: number };
    state.__rootRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') state.__rootRemovals += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const rootRemovals = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rootRemovals: number }).__rootRemovals);

describe('pre-rendered public pages (issue 11: paint before JavaScript)', () => {
  it('serves every public page with its text, meta description, canonical link and settings in the HTML', async () => {
    const origin = new URL(appUrl('/')).origin;
    for (const pathname of publicPages) {
      const html = await rawHtml(pathname);
      expect(html, pathname).toContain(`<div id="root" data-prerendered="${pathname}">`);
      // The page's own content, not a loading screen.
      const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
      expect(h1, `${pathname} has an h1 in its HTML`).toBeTruthy();
      if (HEADINGS[pathname]) expect(h1).toBe(HEADINGS[pathname]);
      expect(html).not.toContain('Loading Neighbourhood Jobs');
      expect(html, pathname).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      expect(html, pathname).toContain(`<link rel="canonical" href="${origin}${pathname}"/>`);
      // The stage's settings are written in: no request for them before the first render, and no
      // build-time marker left in what people (or crawlers) see.
      const block = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(html)?.[1];
      expect(appConfigSchema.parse(JSON.parse(block ?? 'null')).siteUrl).toBe(origin);
      expect(html).not.toContain('__NJ_CONFIG__');
      expect(html, 'no inline script').not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/);
    }
  });

  it('serves the frame, not the home page, for routes that are not pre-rendered', async () => {
    const html = await rawHtml('/auth/signin');
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain(HEADINGS['/']);
    expect(html).toContain('Loading page…');
    expect(html).toContain('<footer');
  });

  it('shows a page with JavaScript turned off', async () => {
    const context = await (await launchBrowser()).newContext({ viewport: MOBILE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/faq'));
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.getByRole('button', { expanded: false }).count()).toBeGreaterThan(3);
      expect(await page.locator('footer').getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('Frequently Asked Questions · Neighbourhood Jobs');
      await page.goto(appUrl('/'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS['/']);
      expect(await page.getByRole('search', { name: 'Find jobs' }).isVisible()).toBe(true);
      // The app never started: nothing replaced what the HTML painted.
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);
      await screenshot(page, 'prerender-no-js-home-375');
    } finally {
      await context.close();
    }
  });

  it('hydrates the home page in place (no console errors), then searches from it', () =>
    withPage('/', { beforeGoto: countRootReplacements }, async (page) => {
      expect(await rootRemovals(page)).toBe(0);
      await page.getByLabel('What kind of job?').fill('dog');
      await page.getByRole('button', { name: 'Search jobs' }).click();
      await page.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('title') === 'dog');
      await page.getByRole('heading', { level: 1, name: HEADINGS['/jobs'] }).waitFor();
      expect(await rootRemovals(page)).toBe(0);
    }));

  it('hydrates /jobs and its search bar and filters work', () =>
    withPage('/jobs', { beforeGoto: countRootReplacements }, async (page) => {
      expect(await rootRemovals(page)).toBe(0);
      await page.locator('main article[data-job-id]').first().waitFor();
      const bar = page.getByRole('search', { name: 'Search jobs' });
      await bar.getByLabel('Job title').fill('dog');
      await bar.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('title') === 'dog');
      await expectScreenOk(page, 'prerender-jobs-hydrated-1280');
    }));

  it('opens the menus of a hydrated page (Sign Up on desktop, the menu button at 375 px)', async () => {
    await withPage('/faq', { beforeGoto: countRootReplacements }, async (page) => {
      expect(await rootRemovals(page)).toBe(0);
      await page.locator('header').getByRole('button', { name: 'Sign Up' }).click();
      await page
        .getByRole('link', { name: /Student/ })
        .first()
        .waitFor();
      // An FAQ item opens and closes.
      const question = page.locator('main button[aria-expanded]').first();
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.click();
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    });
    await withPage('/about', { viewport: MOBILE }, async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' }).waitFor();
    });
  });

  it('signs in from a hydrated page, and a signed-in reload of a pre-rendered page hydrates cleanly', () =>
    withPage('/', { viewport: DESKTOP }, async (page) => {
      await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await accountButton(page).waitFor();
      // The HTML is the signed-out frame; the person appears once it has hydrated, without errors.
      await page.goto(appUrl('/faq'));
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await accountButton(page).waitFor();
      expect(await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(
        0,
      );
      await page.goto(appUrl('/jobs'));
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await accountButton(page).waitFor();
      await page.locator('main article[data-job-id]').first().waitFor();
    }));
});

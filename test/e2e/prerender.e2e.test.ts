import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
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
  watchedPage,
  withPage,
} from './support/browser';
import { expectCards, searchAnswer } from './support/jobs';

afterAll(closeBrowser);

/** Each page's h1, as the pre-render writes it and the app shows it. */
const HEADINGS: Record<string, string> = {
  '/': 'Local jobs for students, right in your neighbourhood',
  [webPaths.jobs]: 'Find jobs in your neighbourhood',
  '/faq': 'Frequently Asked Questions',
  '/auth/signin': 'Welcome back',
  '/auth/signup/student': 'Create your student account',
  '/auth/signup/employer': 'Create your employer account',
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

describe('pre-rendered public pages (paint before JavaScript)', () => {
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
    const html = await rawHtml('/auth/forgot-password');
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
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('title') === 'dog',
      );
      await page.getByRole('heading', { level: 1, name: HEADINGS[webPaths.jobs] }).waitFor();
      expect(await rootRemovals(page)).toBe(0);
    }));

  it('hydrates /jobs and its search bar and filters work', () =>
    withPage(webPaths.jobs, { beforeGoto: countRootReplacements }, async (page) => {
      expect(await rootRemovals(page)).toBe(0);
      await page.locator('main article[data-job-id]').first().waitFor();
      const bar = page.getByRole('search', { name: 'Search jobs' });
      await bar.getByLabel('Job title').fill('dog');
      const dogs = await searchAnswer(page, () =>
        bar.getByRole('button', { name: 'Search', exact: true }).click(),
      );
      await page.waitForURL((url) => url.searchParams.get('title') === 'dog');
      expect(dogs.query).toEqual({ title: 'dog' });
      // The new results in, not the old ones faded while they load (axe would read the fading colours).
      await expectCards(page, dogs.ids);
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
      await page.goto(appUrl(webPaths.jobs));
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await accountButton(page).waitFor();
      await page.locator('main article[data-job-id]').first().waitFor();
    }));
});

/**
 * Runs `body` on a pre-rendered page with its scripts held back: what a visitor on a slow phone has in
 * front of them before the app starts. `start()` lets the scripts through and resolves once the app
 * has hydrated the page. Fails on any page error, console error or CSP violation.
 */
async function withPageBeforeScripts(
  pathname: string,
  body: (opened: {
    page: Page;
    /** Every document the page asked for, the first one included. */
    documents: string[];
    start: () => Promise<void>;
  }) => Promise<void>,
): Promise<void> {
  const { page, context, errors } = await watchedPage();
  try {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl(pathname), { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    expect(await page.locator('html[data-app-ready]').count(), 'the app has not started').toBe(0);
    const start = async () => {
      release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    };
    await body({ page, documents, start });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('a pre-rendered page before its app starts (seen before it works)', () => {
  it('keeps what a visitor typed into the home search meanwhile, and searches for it', () =>
    withPageBeforeScripts('/', async ({ page, start }) => {
      await page.getByLabel('What kind of job?').fill('dog walking');
      await start();
      expect(await page.getByLabel('What kind of job?').inputValue()).toBe('dog walking');
      await page.getByRole('button', { name: 'Search jobs' }).click();
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('title') === 'dog walking',
      );
    }));

  it('sends nothing from the sign-in form meanwhile (no password in an address), then signs in with what was typed', () =>
    withPageBeforeScripts('/auth/signin', async ({ page, documents, start }) => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HEADINGS['/auth/signin']);
      await page.getByLabel('Email', { exact: true }).fill('student@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Neighbour1!');
      // Enter in a form the browser could send itself: it would go as a GET, the password in the URL.
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await start();
      expect(documents).toEqual([appUrl('/auth/signin')]);
      expect(page.url()).toBe(appUrl('/auth/signin'));
      // Hydrated in place, with the typed address and password in the form's hands.
      await page.getByRole('button', { name: 'Sign in as student' }).click();
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await accountButton(page).waitFor();
    }));

  it('hydrates the sign-up form in place, and what was typed meanwhile stays in the form', () =>
    withPageBeforeScripts('/auth/signup/student', async ({ page, start }) => {
      await page.getByLabel('Full Name', { exact: true }).fill('Rosa Diaz');
      const terms = page.getByRole('checkbox');
      await terms.check();
      await start();
      const fullName = page.getByLabel('Full Name', { exact: true });
      expect(await fullName.inputValue()).toBe('Rosa Diaz');
      expect(await terms.isChecked()).toBe(true);
      // The form holds both: taking them back is a change the form checks (its required messages
      // appear). Had it missed them, React would see no change and say nothing.
      await fullName.fill('');
      await fullName.blur();
      await expect.poll(() => fullName.getAttribute('aria-invalid')).toBe('true');
      await terms.uncheck();
      await expect.poll(() => terms.getAttribute('aria-invalid')).toBe('true');
    }));

  it('keeps a filter chosen in the job list meanwhile, and lists jobs by it', () =>
    withPageBeforeScripts(webPaths.jobs, async ({ page, start }) => {
      await page.getByLabel('Payment').selectOption({ label: 'Per hour' });
      await start();
      await page.waitForURL(
        (url) => url.pathname === webPaths.jobs && url.searchParams.get('pay') === 'perHr',
      );
      expect(await page.getByLabel('Payment').inputValue()).toBe('perHr');
    }));

  it('keeps the account type chosen meanwhile, and signs up for it', () =>
    withPageBeforeScripts('/auth/signup', async ({ page, start }) => {
      await page.getByRole('radio', { name: /Employer/ }).check();
      await start();
      expect(await page.getByRole('radio', { name: /Employer/ }).isChecked()).toBe(true);
      await page.getByRole('link', { name: 'Sign up as an employer' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/signup/employer');
    }));
});

describe('pre-rendered sign-up and sign-in pages for people the build could not know', () => {
  it('takes a signed-in person on from a fresh load of the sign-in page, without a console error', () =>
    withPage('/auth/signin', { beforeGoto: countRootReplacements }, async (page) => {
      expect(await rootRemovals(page)).toBe(0);
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await accountButton(page).waitFor();
      await page.goto(appUrl('/auth/signup/student'));
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await accountButton(page).waitFor();
    }));

  it('opens a fresh account chooser on the type the visitor chose by "Post a Job", hydrated in place', () =>
    withPage(
      '/auth/signup',
      {
        beforeGoto: async (page) => {
          await countRootReplacements(page);
          await page.addInitScript(() => localStorage.setItem('signuptab', 'employer'));
        },
      },
      async (page) => {
        await expect.poll(() => page.getByRole('radio', { name: /Employer/ }).isChecked()).toBe(true);
        await page.getByRole('link', { name: 'Sign up as an employer' }).waitFor();
        expect(await rootRemovals(page)).toBe(0);
        // The visitor's own choice wins over the stored one.
        await page.getByRole('radio', { name: /Student/ }).check();
        await page.getByRole('link', { name: 'Sign up as a student' }).waitFor();
      },
    ));

  it('opens a fresh sign-in page on the tab the visitor chose by "Post a Job", hydrated in place', () =>
    withPage(
      '/auth/signin',
      {
        beforeGoto: async (page) => {
          await countRootReplacements(page);
          // What PostJobLink stores (web/src/features/home/components/PostJobLink.tsx).
          await page.addInitScript(() => localStorage.setItem('signuptab', 'employer'));
        },
      },
      async (page) => {
        await expect
          .poll(() => page.getByRole('tab', { name: 'Employer' }).getAttribute('aria-selected'))
          .toBe('true');
        expect(await page.getByRole('button', { name: 'Sign in as employer' }).count()).toBe(1);
        expect(await rootRemovals(page)).toBe(0);
      },
    ));
});

import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { API_PREFIX, type RouteName, routeOf } from '../../../shared/routes';
import { assertChromiumInstalled, headlessShellLaunchOptions } from '../../support/chromium';
import '../../support/stack-context';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../screenshots');

/** The built app served same-origin with /api and /config.json by the e2e global setup. */
export function appUrl(pathname = '/'): string {
  return new URL(pathname, inject('stack').appUrl).toString();
}

/**
 * A Playwright URL glob for the calls of route `name`, each path parameter one segment: for
 * `applyToJob`, any URL ending in /api/applyjob/ and an id. `rest` follows (`?*`: with a query).
 */
export const apiGlob = (name: RouteName, rest = '') =>
  `**${API_PREFIX}${routeOf(name).path.replace(/\{\w+\}/g, '*')}${rest}`;

let browser: Browser | undefined;

/** One Chromium per test file; call `closeBrowser()` in afterAll. */
export async function launchBrowser(): Promise<Browser> {
  if (browser) return browser;
  assertChromiumInstalled(headlessShellLaunchOptions.executablePath);
  browser = await chromium.launch(headlessShellLaunchOptions);
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far; tests assert it stays empty. */
  errors: string[];
}

/**
 * A fresh context (no storage shared between tests) at the given viewport, opened on `pathname`
 * once the app has rendered or hydrated the page (web/src/app/PageShown.tsx marks <html data-app-ready>).
 */
export async function openPage(
  pathname: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { beforeGoto?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenedPage> {
  const opened = await watchedPage(viewport);
  // e.g. `page.route(...)` to hold back or fail an API call before the app asks for it.
  await options.beforeGoto?.(opened.page);
  await opened.page.goto(appUrl(pathname));
  // A pre-rendered page shows its content before its script runs: wait until the app answers clicks.
  await opened.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await opened.page.locator('#main').waitFor();
  return opened;
}

/**
 * A page in a fresh context, not yet opened anywhere, whose errors (uncaught, console, CSP) collect
 * in `errors`.
 */
export async function watchedPage(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenedPage> {
  const context = await (await launchBrowser()).newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: viewport.width < 768,
    isMobile: false,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await reportCspViolations(page, errors);
  return { page, context, errors };
}

/**
 * Every Content-Security-Policy violation on the page becomes an error. Chromium logs most refusals to
 * the console, but not all (a caught `new Function` is only reported as a `securitypolicyviolation`
 * event), so the event is what is listened to, in every frame, from before the first script runs.
 */
export async function reportCspViolations(page: Page, errors: string[]): Promise<void> {
  await page.exposeFunction('__njCspViolation', (violation: string) => {
    errors.push(`CSP violation: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __njCspViolation?: (violation: string) => void })
          .__njCspViolation;
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        );
      },
      true,
    );
  });
}

export const openDesktop = (pathname: string) => openPage(pathname, DESKTOP);
export const openMobile = (pathname: string) => openPage(pathname, MOBILE);

/** After a file's pages: none logged an error, and every one is closed with the browser. */
export async function closePagesWithoutErrors(pages: readonly OpenedPage[]): Promise<void> {
  try {
    for (const opened of pages) expect(opened.errors, 'console errors').toEqual([]);
  } finally {
    for (const opened of pages) await opened.context.close();
    await closeBrowser();
  }
}

/** Console noise a test provoked on purpose (e.g. a 500 it answered itself) is not a page error. */
export function unexpectedErrors(errors: string[], expected: RegExp): string[] {
  return errors.filter((error) => !expected.test(error));
}

export interface WithPageOptions {
  viewport?: { width: number; height: number };
  beforeGoto?: (page: Page) => Promise<unknown>;
  /** Console errors the test causes on purpose; any other error fails the test. */
  expectedErrors?: RegExp;
}

/**
 * Opens `pathname`, runs the test body, then fails on any uncaught page error or console error it did
 * not expect, and always closes the context.
 */
export async function withPage(
  pathname: string,
  options: WithPageOptions,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context, errors } = await openPage(pathname, options.viewport ?? DESKTOP, options);
  try {
    await run(page);
    const unexpected = options.expectedErrors ? unexpectedErrors(errors, options.expectedErrors) : errors;
    expect(unexpected, `console errors on ${page.url()}`).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * What every screen owes people, checked in one go: no sideways scrolling at this width, no axe
 * violations, and a screenshot to look at.
 */
export async function expectScreenOk(page: Page, name: string): Promise<void> {
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);
  await screenshot(page, name);
}

/** The page does not scroll sideways at its current width; a failure names what reaches past the edge. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { width } = page.viewportSize() ?? DESKTOP;
  const { scrollWidth, widest } = await page.evaluate(overflowingElements);
  expect(scrollWidth, `page scrolls sideways; past the edge: ${widest.join(', ')}`).toBeLessThanOrEqual(
    width,
  );
}

/**
 * The page's scroll width and, when it is wider than the window, the innermost elements that reach
 * past the edge (tag, class, right edge): what to fix, not just that something is wrong.
 */
function overflowingElements(): { scrollWidth: number; widest: string[] } {
  const edge = document.documentElement.clientWidth;
  const past = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > edge + 0.5,
  );
  const innermost = past.filter(
    (element) => !past.some((other) => other !== element && element.contains(other)),
  );
  return {
    scrollWidth: document.documentElement.scrollWidth,
    widest: innermost.slice(0, 5).map((element) => {
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).join('.') : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)} px)`;
    }),
  };
}

/** axe-core's own browser build, evaluated in a document the first time that document is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0/2.1 A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe in the page and fails with a readable list of violations.
 *
 * axe goes into each document once: a journey's later checks on the same document (the app navigates
 * without reloading) and a screen's other widths reuse it. The suite checks about 300 screens, and
 * @axe-core/playwright, which we used before, put axe's 570 KB into the page again for every check
 * and gathered its results through a wrapper: measured on one page, 1.4-2.0 s a check against
 * 0.9-1.1 s for axe's own run. Only violations are described node by node (`resultTypes`).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target.join(' '), failureSummary: node.failureSummary })),
    }));
  }, AXE_TAGS);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Full-page PNG at screenshots/<name>.png (gitignored), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Waits until the app shows `pathname`: the address has changed and the page has rendered. An
 * address change renders as a transition (web/src/app/history-router.tsx): the URL moves at once,
 * while the previous page stays until the next page's code is in, and its arrival moves focus to
 * the new page (closing a menu opened meanwhile). The progress bar's `data-busy` says when it is in.
 */
export async function waitForPage(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.waitForFunction(() => document.querySelector('[data-busy="true"]') === null);
}

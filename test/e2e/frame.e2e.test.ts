import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { closeBrowser, DESKTOP, expectScreenOk, MOBILE, withPage } from './support/browser';
import { expectScreensOk, NARROW, SIZES } from './support/screens';

afterAll(closeBrowser);

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until the focused element's text is `name` (fails after `max` presses). */
async function tabTo(page: Page, name: string, max = 15): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('site frame', () => {
  it('shows a friendly 404 for an unknown path, at 1280 and 375 px', () =>
    withPage('/no/such/page', {}, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found · Neighbourhood Jobs');
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Browse local jobs' }).getAttribute('href')).toBe(
        webPaths.jobs,
      );
      expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      await expectScreensOk(page, 'not-found', [DESKTOP, MOBILE]);
    }));

  it('gives every page a heading and its own title', () =>
    withPage('/employer/home/applications', {}, async (page) => {
      await page.locator('main h1').waitFor();
      await expectScreenOk(page, 'placeholder-1280');

      // Public pages only: guarded ones send a visitor to sign-in, which shares its title.
      const paths = [
        '/',
        webPaths.jobs,
        '/faq',
        '/about',
        '/auth/signin',
        '/auth/signup',
        '/auth/forgot-password',
        '/nope',
      ];
      const titles = new Map<string, string>();
      for (const path of paths) {
        await page.goto(new URL(path, page.url()).toString());
        await page.locator('main h1').first().waitFor();
        titles.set(path, await page.title());
      }
      // "<Page> · Neighbourhood Jobs"; the home page leads with the product name instead.
      for (const [path, title] of titles) {
        expect(title).toMatch(path === '/' ? /^Neighbourhood Jobs · .+/ : /^.+ · Neighbourhood Jobs$/);
      }
      expect(new Set(titles.values()).size).toBe(titles.size);
      // Exactly one title and one description: React's, never the static ones of index.html beside them.
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    }));

  it('scrolls to the top and focuses the content on every path change', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      await page.locator('main article').first().waitFor();
      await page.locator('footer').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL('**/faq');
      await page.locator('main h1').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await focusedId(page)).toBe('main');
    }));

  it('offers a skip link as the first stop for keyboard users', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedId(page)).toBe('main');
    }));

  it('opens the Sign Up menu with the keyboard, closes it with Escape and a click outside', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      const signUp = page.locator('header').first().getByRole('button', { name: 'Sign Up' });
      expect(await signUp.getAttribute('aria-expanded')).toBe('false');

      await tabTo(page, 'Sign Up');
      await page.keyboard.press('Enter');
      expect(await signUp.getAttribute('aria-expanded')).toBe('true');
      const panel = page.locator(`[id="${await signUp.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(true);
      const student = panel.getByRole('link', { name: /Student/ });
      const employer = panel.getByRole('link', { name: /Employer/ });
      expect(await student.textContent()).toContain('Find job opportunities');
      expect(await employer.textContent()).toContain('Post job listings');
      expect(await student.getAttribute('href')).toBe('/auth/signup/student');
      expect(await employer.getAttribute('href')).toBe('/auth/signup/employer');
      await expectScreenOk(page, 'header-signup-menu-1280');

      // Escape closes and returns focus to the button.
      await page.keyboard.press('Escape');
      expect(await signUp.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedText(page)).toBe('Sign Up');

      // A click elsewhere closes it too.
      await signUp.click();
      expect(await signUp.getAttribute('aria-expanded')).toBe('true');
      await page.locator('main h1').click();
      expect(await signUp.getAttribute('aria-expanded')).toBe('false');

      // Tab into the panel, arrow down to Employer, follow it: the menu closes on navigation.
      await signUp.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toContain('Student');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toContain('Employer');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/auth/signup/employer');
      await expect.poll(() => signUp.getAttribute('aria-expanded')).toBe('false');
    }));

  it('collapses the header into a menu button at 375 px', () =>
    withPage(webPaths.jobs, { viewport: MOBILE }, async (page) => {
      const toggle = page.getByRole('button', { name: 'Menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible()).toBe(false);
      // The desktop links are not shown at this width.
      expect(await page.getByRole('button', { name: 'Sign Up' }).isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByRole('link', { name: 'Find Jobs', exact: true }).getAttribute('href')).toBe(
        webPaths.jobs,
      );
      expect(await panel.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe(
        '/auth/signin',
      );
      expect(await panel.getByRole('link', { name: /Student/ }).getAttribute('href')).toBe(
        '/auth/signup/student',
      );
      expect(await panel.getByRole('link', { name: /Employer/ }).getAttribute('href')).toBe(
        '/auth/signup/employer',
      );
      await expectScreenOk(page, 'header-mobile-menu-375');

      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // Following a link closes the menu.
      await toggle.click();
      await panel.getByRole('link', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/auth/signin');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);
    }));

  it('has a footer with the year, page links and social links that open in a new tab', () =>
    withPage(webPaths.jobs, {}, async (page) => {
      const configResponse = await page.request.get(new URL('/config.json', page.url()).toString());
      const config = appConfigSchema.parse(await configResponse.json());
      const footer = page.locator('footer');
      expect(await footer.getByRole('heading', { name: 'Neighbourhood Jobs' }).count()).toBe(1);
      expect(await footer.textContent()).toContain(
        `© ${new Date().getFullYear()} Neighbourhood Jobs. All rights reserved.`,
      );
      for (const [name, href] of [
        ['Find Jobs', webPaths.jobs],
        ['About Us', '/about'],
        ['FAQ', '/faq'],
      ]) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      expect(await footer.getByRole('navigation', { name: 'For Students' }).count()).toBe(1);
      expect(await footer.getByRole('navigation', { name: 'Company' }).count()).toBe(1);

      for (const [network, href] of [
        ['Facebook', config.social.facebook],
        ['Instagram', config.social.instagram],
        ['X', config.social.x],
      ]) {
        const link = footer.getByRole('link', {
          name: `Neighbourhood Jobs on ${network} (opens in a new tab)`,
        });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(' ')).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
      }
    }));

  it('shows the generic error screen when a page fails to load', () =>
    withPage(
      '/',
      {
        // The Jobs page's code "is gone", as after a deploy while a tab stayed open.
        beforeGoto: (p) => p.route(/\/assets\/JobsPage-[^/]*\.js$/, (route) => route.abort()),
        expectedErrors: /JobsPage|dynamically imported module|ERR_FAILED/,
      },
      async (page) => {
        await page.locator('header').first().getByRole('link', { name: 'Find Jobs' }).click();
        await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
        const main = page.locator('main');
        expect(await main.textContent()).toMatch(/dynamically imported module|Failed to fetch/i);
        expect(await page.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
        expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
        await expectScreenOk(page, 'route-error-1280');
      },
    ));

  it('falls back to a plain error screen when the error screen’s code cannot load either', () =>
    withPage(
      '/',
      {
        // A deploy replaced the site's code while the tab stayed open: neither chunk is there any more.
        beforeGoto: (p) =>
          p.route(/\/assets\/(JobsPage|RouteErrorPage)-[^/]*\.js$/, (route) => route.abort()),
        expectedErrors: /JobsPage|RouteErrorPage|dynamically imported module|ERR_FAILED/,
      },
      async (page) => {
        await page.locator('header').first().getByRole('link', { name: 'Find Jobs' }).click();
        await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
        const main = page.locator('main');
        expect(await main.textContent()).toContain('This page could not load.');
        expect(await page.title()).toBe('Something went wrong · Neighbourhood Jobs');
        expect(await main.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
        expect(await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
        await expectScreensOk(page, 'route-error-plain', [...SIZES, NARROW]);
      },
    ));
});

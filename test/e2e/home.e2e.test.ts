import { afterAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import {
  closeBrowser,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openDesktop,
  openPage,
  screenshot,
} from './support/browser';
import { expectScreensOk } from './support/screens';

afterAll(closeBrowser);

describe('home page', () => {
  it('renders with one h1 and its links, and passes at 1280 and 375 px', async () => {
    const { page, context, errors } = await openPage('/', DESKTOP);
    try {
      await expect.poll(() => page.title()).toContain('Neighbourhood Jobs');
      expect(await page.locator('h1').count()).toBe(1);
      for (const [name, href] of [
        ['Grow real skills', '/skill'],
        ['Find jobs near you', webPaths.jobs],
        ['Connect with your community', '/community'],
      ]) {
        expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      expect(await page.getByRole('link', { name: 'Sign up as a student' }).getAttribute('href')).toBe(
        '/auth/signup/student',
      );
      // No horizontal scrolling, axe, and a picture at each width; the search shows at both.
      await expectScreensOk(page, 'home', [DESKTOP, MOBILE]);
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        expect(await page.getByRole('search', { name: 'Find jobs' }).isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches by title and a place picked from the combobox with the keyboard', async () => {
    const { page, context, errors } = await openDesktop('/');
    try {
      await page.getByLabel('What kind of job?').fill('dog walking');
      const location = page.getByRole('combobox', { name: 'Where?' });
      await location.focus();
      await page.keyboard.type('Austin', { delay: 30 });

      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('true');
      expect(await location.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
      expect(await page.getByRole('option').count()).toBeGreaterThan(0);

      await page.keyboard.press('ArrowDown');
      const activeId = await location.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      const active = page.locator(`[id="${activeId}"]`);
      expect(await active.getAttribute('aria-selected')).toBe('true');
      const picked = (await active.textContent()) ?? '';
      expect(picked).toContain('Austin');
      await expectNoAxeViolations(page);
      await screenshot(page, 'home-combobox-open-1280');

      await page.keyboard.press('Enter');
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('false');
      expect(await location.inputValue()).toBe(picked);
      expect(await page.url()).not.toContain(webPaths.jobs);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      const params = new URL(page.url()).searchParams;
      expect(params.get('title')).toBe('dog walking');
      expect(params.get('city')).toBe('Austin');
      expect(params.get('state')).toMatch(/^[A-Z]{2}$/);
      expect(Number(params.get('latitude'))).toBeCloseTo(30.3, 0);
      expect(Number(params.get('longitude'))).toBeCloseTo(-97.7, 0);
      const zipcode = params.get('zipcode');
      if (zipcode !== null) expect(zipcode).toMatch(/^\d{5}$/);
      expect([...params.keys()].every((key) => params.get(key) !== '')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closes the suggestions with Escape and sends a typed ZIP code as zipcode', async () => {
    const { page, context } = await openDesktop('/');
    try {
      const location = page.getByRole('combobox', { name: 'Where?' });
      await location.focus();
      await page.keyboard.type('Austin', { delay: 30 });
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('listbox', { includeHidden: true }).isHidden()).toBe(true);

      await location.fill('78701');
      await page.getByRole('button', { name: 'Search jobs' }).click();
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      expect(new URL(page.url()).search).toBe('?zipcode=78701');
    } finally {
      await context.close();
    }
  });

  it('asks for a place from the list when the location is free text', async () => {
    const { page, context } = await openDesktop('/');
    try {
      const location = page.getByRole('combobox', { name: 'Where?' });
      await location.fill('Nowhere in particular');
      await page.getByRole('button', { name: 'Search jobs' }).click();
      await expect.poll(() => location.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('Post a Job remembers the employer tab and opens the post-job page', async () => {
    const { page, context } = await openDesktop('/');
    try {
      expect(await page.evaluate(() => localStorage.getItem('signuptab'))).toBeNull();
      await page.getByRole('link', { name: 'Post a Job' }).click();
      await page.waitForURL((url) => url.pathname === '/employer/home/post-job');
      expect(await page.evaluate(() => localStorage.getItem('signuptab'))).toBe('employer');
    } finally {
      await context.close();
    }
  });
});

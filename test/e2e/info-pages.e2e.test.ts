import { afterAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import {
  closeBrowser,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  type OpenedPage,
  openDesktop,
  openPage,
  screenshot,
} from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

const infoPages = [
  { path: '/faq', heading: 'Frequently Asked Questions', shot: 'faq' },
  { path: '/about', heading: 'About Us', shot: 'about' },
  { path: '/community', heading: 'Community Connection', shot: 'community' },
  { path: '/skill', heading: 'Skill Development', shot: 'skill' },
  { path: '/info/termsofuse', heading: 'Terms & Conditions', shot: 'terms' },
  { path: '/career', heading: 'Career Resources', shot: 'career' },
  { path: '/safety', heading: 'Safety Tips', shot: 'safety' },
  { path: '/privacy', heading: 'Privacy Policy', shot: 'privacy' },
];

async function supportEmail({ page }: OpenedPage): Promise<string> {
  return page.evaluate(async () => {
    const config = (await (await fetch('/config.json')).json()) as { supportEmail: string };
    return config.supportEmail;
  });
}

afterAll(closeBrowser);

describe('info pages', () => {
  const titles = new Set<string>();

  for (const info of infoPages) {
    it(`${info.path} has its own title and one h1, and passes at 1280 and 375 px`, async () => {
      const opened = await openPage(info.path, DESKTOP);
      const { page, context, errors } = opened;
      try {
        await expect.poll(() => page.title()).toBe(`${info.heading} · Neighbourhood Jobs`);
        titles.add(await page.title());
        expect(await page.locator('h1').allTextContents()).toEqual([info.heading]);
        const description = await page.locator('head meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(50);
        // No horizontal scrolling on a phone, axe, and a picture at each width.
        await expectScreensOk(page, `info-${info.shot}`, [DESKTOP, MOBILE]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('gives every page a different document title', () => {
    expect(titles.size).toBe(infoPages.length);
  });

  it('opens and closes FAQ answers with the keyboard', async () => {
    const { page, context, errors } = await openDesktop('/faq');
    try {
      const buttons = page.locator('h2 > button[aria-controls]');
      // The page is a lazy route: wait for it to render before counting.
      await buttons.first().waitFor();
      expect(await buttons.count()).toBe(6);
      const button = page.getByRole('button', { name: 'Can I cancel or reschedule a job?' });
      const panelId = await button.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getAttribute('role')).toBeNull(); // a named <section>: implicitly a region
      expect(await page.getByRole('region', { name: 'Can I cancel or reschedule a job?' }).isVisible()).toBe(
        true,
      );
      expect(await panel.textContent()).toContain('24 hours before the job');
      await expectNoAxeViolations(page);
      await screenshot(page, 'info-faq-open-1280');

      await page.keyboard.press('Space');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      // Shift+Tab moves back to the previous question, and Space opens it.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      const previous = page.getByRole('button', { name: 'What if something goes wrong?' });
      await expect.poll(() => previous.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the FAQ answer named in the address', async () => {
    const { page, context } = await openDesktop('/faq#post-a-job');
    try {
      const button = page.getByRole('button', { name: 'How do I post a job?' });
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('scrolls a deep-linked section into view once the lazy page has loaded', async () => {
    const { page, context } = await openDesktop('/safety#report');
    try {
      const heading = page.getByRole('heading', { name: 'How to report an unsafe job or situation' });
      await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(DESKTOP.height);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  for (const path of ['/faq', '/career', '/safety', '/info/termsofuse', '/privacy']) {
    it(`${path} links to the support mailbox from the configuration`, async () => {
      const opened = await openDesktop(path);
      try {
        const email = await supportEmail(opened);
        const links = opened.page.locator(`a[href^="mailto:${email}"]`);
        expect(await links.count()).toBeGreaterThan(0);
        expect(await links.first().textContent()).toBe(email);
      } finally {
        await opened.context.close();
      }
    });
  }

  it('explains how to report an unsafe job on the safety page', async () => {
    const { page, context } = await openDesktop('/safety');
    try {
      const report = page.getByRole('region', { name: 'How to report an unsafe job or situation' });
      expect(await report.textContent()).toContain('flag on its job card');
      for (const heading of ['Dog walking', 'Lawn mowing and yard work', 'Babysitting']) {
        expect(await page.getByRole('heading', { name: heading, level: 2 }).isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the footer and the privacy policy', () => {
  it('every page’s footer links to the terms, the privacy policy and the safety tips', async () => {
    const { page, context, errors } = await openDesktop(webPaths.jobs);
    try {
      const footer = page.locator('footer');
      for (const [name, href] of [
        ['Terms', '/info/termsofuse'],
        ['Privacy', '/privacy'],
        ['Safety', '/safety'],
      ]) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      // Keyboard only: the link opens the policy, pre-rendered like the other info pages.
      await footer.getByRole('link', { name: 'Privacy', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says what we keep about a minor, who sees it, how long, and how a guardian deletes it', async () => {
    const { page, context } = await openPage('/privacy', NARROW);
    try {
      for (const heading of [
        'What we keep about a student under 18',
        'Who sees it',
        'How long we keep it',
        'How a parent or guardian deletes it',
      ]) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      const deletion = page.getByRole('region', { name: 'How a parent or guardian deletes it' });
      expect(await deletion.textContent()).toContain('Type the word DELETE');
      const table = page.getByRole('table');
      expect(await table.textContent()).toContain('90 days');
      await expectScreensOk(page, 'info-privacy-narrow', [NARROW]);
    } finally {
      await context.close();
    }
  });
});

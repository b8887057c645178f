import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { alertMailsTo, linksOf, runAlerts } from '../integration/support/alerts';
import { api } from '../integration/support/api';
import { type Actor, newEmployer, newStudent, postJob } from '../integration/support/marketplace';
import { PASSWORD, signInThroughScreen } from './support/accounts';
import {
  appUrl,
  closeBrowser,
  DESKTOP,
  MOBILE,
  type OpenedPage,
  openPage,
  waitForPage,
  withPage,
} from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * A student saves a search, a new matching job is posted, the daily alert (run
 * now, as EventBridge's test invoke would) arrives in the inbox, and its unsubscribe link works: the
 * page confirms, and the search is paused as the page says. Keyboard only; every screen at 1280, 375
 * and 320 px with axe.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('a student saves a search and gets a job alert they can stop in one click', () => {
  let opened: OpenedPage;
  let page: Page;
  let student: Actor;
  let employer: Actor;
  const word = `q${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const title = `Dog walking ${word}`;
  let unsubscribeLink = '';
  let jobId = '';

  beforeAll(async () => {
    [student, employer] = await Promise.all([newStudent('Rosa'), newEmployer('Dana')]);
    const search = new URLSearchParams({ title, zipcode: '78704', radius: '10' }).toString();
    opened = await openPage(`/auth/signin?redirect=${encodeURIComponent(`${webPaths.jobs}?${search}`)}`);
    page = opened.page;
  });
  afterAll(async () => {
    try {
      expect(opened.errors, 'console errors during the journey').toEqual([]);
    } finally {
      await opened.context.close();
      await closeBrowser();
    }
  });

  it('1. signs in and comes back to the search, then saves it with the keyboard', async () => {
    await signInThroughScreen(page, student.email, PASSWORD, 'Student');
    await waitForPage(page, webPaths.jobs);
    expect(new URL(page.url()).searchParams.get('title')).toBe(title);
    const save = page.getByRole('button', { name: 'Save this search' });
    await save.waitFor();
    await expectScreensOk(page, 'alerts-save-control', WIDTHS);
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Saved. We’ll e-mail you new matches, at most once a day.').waitFor();
    await expectScreensOk(page, 'alerts-save-control-saved', WIDTHS);
    const list = await api('listSavedSearches', { token: student.token });
    expect(list.body.searches).toHaveLength(1);
    expect(list.body.searches[0]).toMatchObject({
      title,
      radius: 10,
      active: true,
      place: { zipCode: '78704' },
    });
  });

  it('2. lists it on Job alerts, reached from the header, with its switch and Delete', async () => {
    await page.getByRole('link', { name: 'Job Alerts' }).first().click();
    await waitForPage(page, webPaths.alerts);
    const heading = page.getByRole('heading', { name: `“${title}” within 10 mi of Austin, TX 78704` });
    await heading.waitFor();
    const toggle = page.getByRole('switch', { name: /E-mail alerts/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expectScreensOk(page, 'alerts-page', WIDTHS);
    // Pause and resume with the keyboard: the switch says so, and the server agrees.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText(`Alerts are paused for “${title}”`, { exact: false }).waitFor();
    expect((await api('listSavedSearches', { token: student.token })).body.searches[0].active).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect((await api('listSavedSearches', { token: student.token })).body.searches[0].active).toBe(true);
  });

  it('3. a new matching job is posted, and the daily alert brings it to the inbox, linking to its page', async () => {
    jobId = await postJob(employer, `${title} in the park`);
    await runAlerts();
    await expect.poll(async () => (await alertMailsTo(student.email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await alertMailsTo(student.email);
    if (!mail) throw new Error('no alert');
    expect(mail.body.text).toContain(`${title} in the park`);
    const links = linksOf(mail);
    expect(links).toContain(appUrl(`/jobs/${jobId}`));
    unsubscribeLink = links.find((link) => new URL(link).pathname === '/unsubscribe') ?? '';
    expect(unsubscribeLink).not.toBe('');
  });

  it('4. the unsubscribe link, opened without a session, stops the alerts and says so; a second use says it is done', async () => {
    // The page's token is in the fragment: the page reads it and POSTs it (no URL holds it).
    expect(new URL(unsubscribeLink).search).toBe('');
    const path = `${new URL(unsubscribeLink).pathname}${new URL(unsubscribeLink).hash}`;
    await withPage(path, {}, async (visitor) => {
      const stop = visitor.getByRole('button', { name: 'Stop these alerts' });
      await stop.waitFor();
      await expectScreensOk(visitor, 'alerts-unsubscribe', WIDTHS);
      await stop.focus();
      await visitor.keyboard.press('Enter');
      await visitor.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
      expect(await focusedText(visitor)).toBe('Alerts stopped');
      await visitor.getByText(`“${title}” within 10 mi of Austin, TX 78704`).waitFor();
      await expectScreensOk(visitor, 'alerts-unsubscribe-done', WIDTHS);
    });
    // Paused, as the page said; still listed, so it can be turned on again.
    const list = await api('listSavedSearches', { token: student.token });
    expect(list.body.searches).toHaveLength(1);
    expect(list.body.searches[0].active).toBe(false);

    await withPage(path, {}, async (visitor) => {
      await visitor.getByRole('button', { name: 'Stop these alerts' }).click();
      await visitor.getByRole('heading', { name: 'Already done' }).waitFor();
    });
  });

  it('5. a changed link is refused in plain words, and nothing changes', async () => {
    const url = new URL(unsubscribeLink);
    const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
    url.hash = new URLSearchParams({ token: `${token.slice(0, -3)}abc` }).toString();
    await withPage(`${url.pathname}${url.hash}`, { expectedErrors: /400/ }, async (visitor) => {
      await visitor.getByRole('button', { name: 'Stop these alerts' }).click();
      await visitor.getByText('This link is not valid.', { exact: false }).waitFor();
    });
    expect((await api('listSavedSearches', { token: student.token })).body.searches[0].active).toBe(false);
  });

  it('6. the page keeps its own heading and field order for people who use the keyboard', async () => {
    // The alerts page is reachable and usable with Tab alone: the switch, See jobs and Delete in order.
    await page.goto(appUrl(webPaths.alerts));
    await page.getByRole('switch', { name: /E-mail alerts/ }).waitFor();
    const order: string[] = [];
    await page.getByRole('switch', { name: /E-mail alerts/ }).focus();
    for (let i = 0; i < 3; i++) {
      order.push(await focusedText(page));
      await page.keyboard.press('Tab');
    }
    expect(order[0]).toMatch(/E-mail alerts/);
    expect(order[1]).toMatch(/See jobs/);
    expect(order[2]).toMatch(/Delete/);
  });
});

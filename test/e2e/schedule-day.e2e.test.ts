import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../scripts/local/api-gateway';
import { todaysJobs } from '../../scripts/local/seed-data';
import { API_PREFIX } from '../../shared/routes';
import { familyPagePaths } from '../../shared/rules/family';
import type { ScheduleResponse, Visit } from '../../shared/schemas/schedule';
import { webPaths } from '../../shared/web-paths';
import { api, idTokenFor } from '../integration/support/api';
import { expectMails } from '../integration/support/marketplace';
import { PASSWORD, signedInAs } from './support/accounts';
import {
  appUrl,
  closePagesWithoutErrors,
  DESKTOP,
  MOBILE,
  type OpenedPage,
  openPage,
} from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * The day of the job in Chromium, with the demo accounts and the job the seed gives the demo teen
 * today: she checks in and out at 375 px with the keyboard; her parent receives both mails and sees
 * the day's timeline on /family; the demo employer sees the arrival and confirms the hours. Every
 * request is stamped at a moment of the visit (the test stack's clock header, as API Gateway stamps
 * a request), so the journey runs the same at any hour. Screens at 1280, 375 and 320 px with axe.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;
const TEEN = 'teen@example.com';
const PARENT = 'parent@example.com';
const EMPLOYER = 'employer@example.com';
const [teenJob] = todaysJobs;
const TITLE = teenJob?.title ?? '';

let visit: Visit;
const minutesAfterStart = (minutes: number) => new Date(Date.parse(visit.startsAt) + minutes * 60_000);
/** Every API request of the page arrives at `instant` (requests to other origins are left alone). */
const at = (instant: Date) => (page: Page) =>
  page.route(
    (url) => url.origin === new URL(appUrl()).origin && url.pathname.startsWith(`${API_PREFIX}/`),
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), [TEST_CLOCK_HEADER]: instant.toISOString() },
      }),
  );

/** Presses Tab until the focused control is named `name` (keyboard only, as a person would). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}"`);
}

const pages: OpenedPage[] = [];
async function open(
  pathname: string,
  email: string,
  viewport: { width: number; height: number },
  instant: Date,
): Promise<Page> {
  const opened = await openPage(pathname, viewport, {
    beforeGoto: async (page) => {
      await at(instant)(page);
      await signedInAs(email, email === EMPLOYER ? 2 : 1)(page);
    },
  });
  pages.push(opened);
  return opened.page;
}

/** A close-up's file beside the full-page pictures (screenshots/, as support/browser.ts writes them). */
const screenshotPath = (name: string) =>
  path.resolve(import.meta.dirname, '../../screenshots', `${name}.png`);

/** The visit's card on the schedule, found by the job's title. */
const cardOf = (page: Page) =>
  page.locator('li', { has: page.getByRole('heading', { level: 3, name: TITLE }) }).first();

beforeAll(async () => {
  const token = await idTokenFor(TEEN, PASSWORD);
  const schedule = (await api('getSchedule', { token })).body as ScheduleResponse;
  const today = schedule.visits.find((v) => v.title === TITLE);
  if (!today) throw new Error(`The seed gives the demo teen no "${TITLE}" today`);
  visit = today;
}, 60_000);

afterAll(() => closePagesWithoutErrors(pages), 60_000);

describe('the day of the job: the demo teen, her parent and the demo employer', () => {
  it('1. the teen checks in at 375 px, with the keyboard, without sharing her location', async () => {
    const page = await open(webPaths.schedule, TEEN, MOBILE, minutesAfterStart(5));
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    const card = cardOf(page);
    const checkIn = card.getByRole('button', { name: 'Check in' });
    await checkIn.waitFor();
    // The big button: full width and at least 56 px tall, easy with a thumb at 320 px.
    await page.setViewportSize(NARROW);
    const box = await checkIn.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(56);
    expect(box?.width).toBeGreaterThan(250);
    await card.screenshot({ path: screenshotPath('schedule-teen-check-in-card-320') });
    await page.setViewportSize(MOBILE);
    await expectScreensOk(page, 'schedule-teen-check-in', WIDTHS);

    await checkIn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Check in: ${TITLE}` });
    await dialog.waitFor();
    await dialog.getByText('We never follow where you go').waitFor();
    await expectScreensOk(page, 'schedule-check-in-dialog', [MOBILE, NARROW]);
    // The location is optional: checking in without it is one of the two answers.
    await tabTo(page, 'Check in without location');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'You are checked in' }).waitFor();
    await card.getByText('You checked in at').waitFor();
    await card.getByRole('button', { name: 'Check out' }).waitFor();
    await card.screenshot({ path: screenshotPath('schedule-teen-checked-in-card-375') });
    await expectScreensOk(page, 'schedule-teen-checked-in', WIDTHS);
  }, 120_000);

  it('2. her parent gets the check-in e-mail', async () => {
    const [mail] = await expectMails(PARENT, 'Maya checked in at', 1);
    expect(mail?.body.text).toContain(TITLE);
  });

  it('3. the employer sees the arrival on the schedule (1280 px)', async () => {
    const page = await open(webPaths.schedule, EMPLOYER, DESKTOP, minutesAfterStart(20));
    const card = cardOf(page);
    await card.getByText(/^Maya checked in at \d{1,2}(:\d\d)? (am|pm)$/).waitFor();
    await card.getByText('Maya, the student you hired').waitFor();
    await expectScreensOk(page, 'schedule-employer-arrival', WIDTHS);
  }, 120_000);

  it('4. the teen checks out at 375 px; her parent gets the e-mail and sees the day on /family', async () => {
    const page = await open(webPaths.schedule, TEEN, MOBILE, minutesAfterStart(95));
    const card = cardOf(page);
    const checkOut = card.getByRole('button', { name: 'Check out' });
    await checkOut.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'You are checked out' }).waitFor();
    await card.getByText(/You checked out at .* · 1 h 30 min recorded/).waitFor();
    await expectMails(PARENT, 'Maya checked out at', 1);

    const family = await open(familyPagePaths.family, PARENT, MOBILE, minutesAfterStart(100));
    const today = family.getByRole('region', { name: 'Maya’s jobs today' });
    await today.getByText(TITLE).waitFor();
    await today.getByText(/^Checked in at /).waitFor();
    await today.getByText(/^Checked out at .* · 1 h 30 min$/).waitFor();
    await expectScreensOk(family, 'family-today-timeline', WIDTHS);
  }, 120_000);

  it('5. the employer confirms the hours, with the keyboard (1280 px)', async () => {
    const page = await open(webPaths.schedule, EMPLOYER, DESKTOP, minutesAfterStart(110));
    const card = cardOf(page);
    const confirm = card.getByRole('button', { name: 'Confirm the hours' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm the hours' });
    await dialog.getByText('Recorded from check-in to check-out: 1 h 30 min.').waitFor();
    await expectScreensOk(page, 'schedule-confirm-hours', WIDTHS);
    // Tab past Hours, Minutes and Cancel to the action.
    await tabTo(page, 'Confirm hours');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Hours confirmed.' }).waitFor();
    await card.getByText(/1 h 30 min recorded · confirmed/).waitFor();
    // The timesheet: the hours and the pay due ($16 an hour).
    await card.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('$24').waitFor();
    await expectScreensOk(page, 'schedule-timesheet', WIDTHS);
  }, 120_000);
});

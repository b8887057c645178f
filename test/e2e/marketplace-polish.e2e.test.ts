import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { apiPath, routeOf } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import {
  type Actor,
  mailsTo,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { field, fieldMessage, PASSWORD, signInThroughScreen } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, withPage } from './support/browser';
import { expectScreensOk, NARROW, waitForMailWithSubject } from './support/employer';
import { jobCard } from './support/jobs';

/*
 * Marketplace polish, the checks a browser must make,
 * each screen at 1280, 375 and 320 px (no sideways scroll), with axe and a picture once.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;
const screenshotPath = (name: string) => path.resolve(import.meta.dirname, `../../screenshots/${name}.png`);

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Robin'), newStudent('Noa')]);
});

afterAll(async () => {
  await closeBrowser();
});

/**
 * What a password manager does: sets each field's value and fires `input` (no typing, so no pause
 * for the 500 ms check), and the person clicks the button right away, low on it (where a button that
 * jumped up by a message's height would no longer be). The page returns where the button is once the
 * fill has rendered (React renders an input event at once), so the press follows with no other
 * round trip; it notes the fill's time and the press's (pressDelay).
 */
async function fillAndClick(page: Page, values: Record<string, string>, button: string): Promise<void> {
  const ids: Record<string, string> = {};
  for (const label of Object.keys(values)) {
    ids[label] = (await field(page, label).getAttribute('id')) ?? '';
  }
  const buttonId = `press-target-${Date.now()}`;
  await page.getByRole('button', { name: button, exact: true }).evaluate((element, id) => {
    element.setAttribute('data-press-target', id);
  }, buttonId);
  const point = await page.evaluate(
    ({ ids, values, buttonId }) => {
      const w = window as unknown as { __filledAt: number; __pressedAt: number };
      document.addEventListener(
        'mousedown',
        () => {
          w.__pressedAt = performance.now();
        },
        { once: true, capture: true },
      );
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const [label, value] of Object.entries(values)) {
        const input = document.getElementById(ids[label] ?? '') as HTMLInputElement;
        setValue?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      w.__filledAt = performance.now();
      const box = document.querySelector(`[data-press-target="${buttonId}"]`)?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height * 0.85 } : null;
    },
    { ids, values, buttonId },
  );
  if (!point) throw new Error(`No button ${button}`);
  await page.mouse.click(point.x, point.y);
}

/**
 * How long after the fill the press came. Within 100 ms as a rule; the test holds it to the 500 ms
 * that matter (a press after the field's own check would not show the lost click), since a loaded
 * two-core machine can stretch Playwright's round trips past 100 ms.
 */
const pressDelay = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __filledAt: number; __pressedAt: number };
    return w.__pressedAt - w.__filledAt;
  });

describe('item 1: a message that disappears never moves a button from under the pointer', () => {
  it('sign-in: fill and click within 100 ms, right after a blur error, signs in', () =>
    withPage('/auth/signin', {}, async (page) => {
      // The password field was left empty: its message shows (as on arrival after verifying).
      await field(page, 'Password').focus();
      await field(page, 'Email').focus();
      await expect.poll(() => fieldMessage(page, 'Password')).toBe('Password is required');
      const signIn = page.waitForRequest(
        (r) => r.method() === routeOf('signIn').method && r.url().endsWith(apiPath('signIn')),
      );

      await fillAndClick(page, { Email: student.email, Password: PASSWORD }, 'Sign in as student');
      expect(await pressDelay(page)).toBeLessThan(500);
      await signIn;
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
    }));

  it('password reset: the same fast fill and click right after a blur error sends the code', () =>
    withPage('/auth/forgot-password', {}, async (page) => {
      await field(page, 'Email').focus();
      await field(page, 'Email').blur();
      await expect.poll(() => fieldMessage(page, 'Email')).toBe('Email is required');
      const sent = page.waitForRequest(
        (r) => r.method() === routeOf('forgotPassword').method && r.url().endsWith(apiPath('forgotPassword')),
      );

      await fillAndClick(page, { Email: student.email }, 'Send reset code');
      expect(await pressDelay(page)).toBeLessThan(500);
      await sent;
      await page.getByLabel('Reset code', { exact: true }).waitFor();
    }));

  it('a message that a blur brings waits until the press is over, so the press still clicks', () =>
    withPage('/auth/signin', { beforeGoto: (page) => page.clock.install() }, async (page) => {
      // A wrong address, and straight to the button before the 500 ms check: the blur's message must
      // not push the button away between mousedown and mouseup. The page's clock stands still until
      // the press has begun, so the typing's own check cannot come first on a slow machine.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.clock.pauseAt(Date.now() + 1000);
      await field(page, 'Password').fill('whatever');
      await field(page, 'Email').focus();
      await page.keyboard.type('not-an-address');
      const button = page.getByRole('button', { name: 'Sign in as student' });
      // Where the layout puts it (offsetTop: a pressed button's own 1px nudge is a transform).
      const top = () => button.evaluate((element) => (element as HTMLElement).offsetTop);
      const before = await top();
      const box = await button.boundingBox();
      await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 5);
      await page.mouse.down();
      expect(await top()).toBe(before);
      await page.clock.resume();
      await page.mouse.up();
      // The click went through: the submit's check shows the message and moves focus to the field.
      await expect.poll(() => fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
        .toBe('email');
    }));
});

/** Signs the student in and opens the jobs near the test jobs (Austin). */
async function jobsNearAustin(page: Page): Promise<void> {
  await signInThroughScreen(page, student.email, PASSWORD, 'Student');
  await page.waitForURL((url) => url.pathname === webPaths.jobs);
  await page.goto(new URL(`${webPaths.jobs}?zipcode=78704`, page.url()).toString());
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report this job' });

describe('item 2: the report flag', () => {
  it('says Reported once the job is reported, after a reload too, and does not ask again', async () => {
    const reported = await postJob(employer, uniqueTitle('Flyer delivery'));
    await withPage('/auth/signin', {}, async (page) => {
      await jobsNearAustin(page);
      const card = jobCard(page, reported);
      await card.getByRole('button', { name: /^Report job:/ }).click();
      const dialog = reportDialog(page);
      await dialog.getByLabel('Asking for money or seems like a fake job').check();
      await dialog.getByRole('button', { name: 'Submit report' }).click();
      await dialog.getByText('Submitted').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: /^Reported:/ }).waitFor();

      // A new visit knows it from GET /reports.
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const flag = jobCard(page, reported).getByRole('button', { name: /^Reported:/ });
      await flag.waitFor();
      expect(await flag.getAttribute('aria-disabled')).toBe('true');
      // aria-disabled: Playwright would wait for it to be enabled; a person can still click it.
      await flag.click({ force: true });
      expect(await page.getByRole('dialog').count()).toBe(0);
      await jobCard(page, reported).screenshot({ path: screenshotPath('polish-report-flag-card-1280') });
      await expectScreensOk(page, 'polish-report-flag-reported', WIDTHS);
    });
  }, 150_000);

  it('closes the dialog 3 s after a refusal (already reported elsewhere), and the flag then knows', async () => {
    const refused = await postJob(employer, uniqueTitle('Leaf raking'));
    await withPage('/auth/signin', { expectedErrors: /status of 409/ }, async (page) => {
      await jobsNearAustin(page);
      await jobCard(page, refused)
        .getByRole('button', { name: /^Report job:/ })
        .waitFor();
      // The page's own reports have been read (the flag shows before they answer): a report made
      // elsewhere before they answered would be in them, and the flag would rightly say Reported.
      await page.waitForLoadState('networkidle');
      // Reported meanwhile in another tab.
      const other = await api('reportJob', {
        params: { id: refused },
        token: student.token,
        body: { reportReason: 'other' },
      });
      expect(other.status).toBe(200);
      await jobCard(page, refused)
        .getByRole('button', { name: /^Report job:/ })
        .click();
      const dialog = reportDialog(page);
      await dialog.getByLabel('Other').check();
      // How long the refusal stays up, timed in the page from the DOM itself: a clock read here,
      // after a busy machine's late look at the page, would count short.
      const shownFor = page.evaluate(
        (message) =>
          new Promise<number>((resolve) => {
            const open = () => [...document.querySelectorAll('dialog')].find((d) => d.open);
            let shownAt: number | null = null;
            const observer = new MutationObserver(() => {
              if (shownAt === null && open()?.textContent?.includes(message)) shownAt = performance.now();
              if (shownAt !== null && !open()) {
                observer.disconnect();
                resolve(performance.now() - shownAt);
              }
            });
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
              attributes: true,
            });
          }),
        'You have already reported this job.',
      );
      await dialog.getByRole('button', { name: 'Submit report' }).click();
      await dialog.getByText('You have already reported this job.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await shownFor).toBeGreaterThanOrEqual(2900);
      await jobCard(page, refused)
        .getByRole('button', { name: /^Reported:/ })
        .waitFor();
    });
  }, 150_000);
});

// Item 4 (a session that ended while applying) in the browser: test/e2e/session-expired-apply.e2e.test.ts
// (the student signs in again in place, keeping the typed text); over HTTP with the
// browser's own API client: test/integration/applications-session-ended.test.ts.

describe('item 3: Escape in the place box', () => {
  it('closes the list and keeps the chosen place; Enter then searches there, not nationwide', () =>
    withPage('/', {}, async (page) => {
      const location = page.getByRole('combobox', { name: 'Where?' });
      await location.focus();
      await page.keyboard.type('Austin', { delay: 30 });
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('false');
      const chosen = await location.inputValue();
      expect(chosen).toContain('Austin');

      await page.keyboard.press('Escape');
      expect(await location.inputValue()).toBe(chosen);
      // Opened again (a click) and closed with Escape: still the place.
      await location.click();
      await page.keyboard.press('Escape');
      await expect.poll(() => location.getAttribute('aria-expanded')).toBe('false');
      expect(await location.inputValue()).toBe(chosen);

      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      const params = new URL(page.url()).searchParams;
      expect(params.get('city')).toBe('Austin');
      expect(params.get('latitude')).not.toBeNull();
    }));
});

describe('item 9: a student in the employer area', () => {
  it('sees the message with "Sign in as an employer", which signs out and opens the employer tab', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, student.email, PASSWORD, 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.goto(new URL('/employer/home/applications', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Employers only' }).waitFor();
      await expectScreensOk(page, 'polish-employers-only', WIDTHS);
      // No timed redirect any more: it could only bounce a signed-in student to /jobs.
      await page.waitForTimeout(5500);
      expect(new URL(page.url()).pathname).toBe('/employer/home/applications');

      await page.getByRole('button', { name: 'Sign in as an employer' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/signin');
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/employer/home/applications');
      await expect
        .poll(() => page.getByRole('tab', { name: 'Employer' }).getAttribute('aria-selected'))
        .toBe('true');
      // Signed out: the session hint cookie is gone (the refresh token's cookie is HttpOnly).
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
        sessionCookie.hintName,
      );
      await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      await signInThroughScreen(page, employer.email, PASSWORD, 'Employer');
      await page.waitForURL((url) => url.pathname === '/employer/home/applications');
    }));
});

/** Signs the employer in and opens the applications reviewer. */
async function openReviewer(page: Page, who: Actor): Promise<void> {
  await signInThroughScreen(page, who.email, PASSWORD, 'Employer');
  await page.waitForURL((url) => url.pathname === '/employer/home');
  await page
    .getByRole('navigation', { name: 'Employer' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await page.locator('#review-job-title').waitFor();
}

const apply = async (who: Actor, jobId: string): Promise<string> => {
  const res = await api('applyToJob', { params: { id: jobId }, token: who.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entity as string;
};

describe('items 13 and 15: which job the reviewer opens on, and its detail panel', () => {
  it('opens on the newest job with pending applications, never lists a deleted job, and shows Active or Inactive', async () => {
    const reviewer = await newEmployer('Quinn');
    const applicant = await newStudent('Ezra');
    const pendingTitle = uniqueTitle('Garage tidy');
    await apply(applicant, await postJob(reviewer, pendingTitle));
    await postJob(reviewer, uniqueTitle('Plant watering'));
    // A filled job, with an application that ended with it: listed, Inactive.
    const filledTitle = uniqueTitle('Filled gig');
    const filledJob = await postJob(reviewer, filledTitle);
    await apply(applicant, filledJob);
    expect((await api('closeJob', { params: { id: filledJob }, token: reviewer.token })).status).toBe(200);
    // The newest job is deleted, with an application: the reviewer once opened on it. Deleting now
    // takes it off the employer's lists.
    const deletedTitle = uniqueTitle('Deleted gig');
    const deletedJob = await postJob(reviewer, deletedTitle);
    await apply(applicant, deletedJob);
    expect((await api('deleteJob', { params: { id: deletedJob }, token: reviewer.token })).status).toBe(200);

    await withPage('/auth/signin', {}, async (page) => {
      await openReviewer(page, reviewer);
      const title = page.locator('#review-job-title');
      await expect.poll(() => title.textContent()).toBe(pendingTitle);
      const jobs = page.getByRole('region', { name: 'Your jobs' }).getByRole('listitem');
      await expect.poll(() => jobs.count()).toBe(3);
      expect(await page.getByRole('region', { name: 'Your jobs' }).textContent()).not.toContain(deletedTitle);

      // The job detail panel (docs/spec/2-employers-and-info-pages.md §4): Active from isActive.
      await page.getByRole('button', { name: 'Show job details' }).click();
      const panel = page.getByRole('region', { name: 'Job Details' });
      await panel.waitFor();
      expect(await panel.textContent()).toContain(pendingTitle);
      expect(await panel.locator('[data-active]').textContent()).toBe('Active');
      await expectScreensOk(page, 'polish-reviewer-job-panel', WIDTHS);

      // A filled job: Inactive. The detail view of an application shows the same panel.
      await jobs.filter({ hasText: filledTitle }).getByRole('button').click();
      await expect.poll(() => title.textContent()).toBe(filledTitle);
      await page.getByRole('button', { name: 'Show job details' }).click();
      await expect.poll(() => panel.locator('[data-active]').textContent()).toBe('Inactive');
      await page.getByRole('button', { name: /^View/ }).click();
      await page.getByRole('heading', { name: 'Applicant Information' }).waitFor();
      await expect.poll(() => panel.locator('[data-active]').textContent()).toBe('Inactive');
      // The filling ended the application: nothing is left to decide.
      for (const action of ['Interview', 'Reject', 'Accept']) {
        const button = page.getByRole('button', { name: new RegExp(`^${action} `) });
        expect(await button.getAttribute('aria-disabled')).toBe('true');
      }
      await expectScreensOk(page, 'polish-reviewer-filled-job-detail', WIDTHS);
    });
  }, 150_000);
});

describe('item 10: Reject is confirmed and final', () => {
  it('asks first in the same dialog as Accept; after it no Accept or Interview is offered or accepted', async () => {
    const reviewer = await newEmployer('Sasha');
    const applicant = await newStudent('Ezra');
    const jobTitle = uniqueTitle('Garden weeding');
    const applicationId = await apply(applicant, await postJob(reviewer, jobTitle));

    await withPage('/auth/signin', {}, async (page) => {
      await openReviewer(page, reviewer);
      const row = page.getByRole('listitem').filter({ hasText: 'Ezra' });
      await row.getByRole('button', { name: /^Reject/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject Ezra?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('This cannot be undone.');
      await expectScreensOk(page, 'polish-reject-dialog', WIDTHS);
      // Cancel changes nothing and sends nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await mailsTo(applicant.email, `Your application for ${jobTitle} was not selected`)).toEqual([]);

      await row.getByRole('button', { name: /^Reject/ }).click();
      await dialog.getByRole('button', { name: 'Reject Ezra' }).click();
      await page.getByText('Application rejected. We let the student know by e-mail.').waitFor();
      await expect
        .poll(() => row.getByRole('button', { name: /^Accept/ }).getAttribute('aria-disabled'))
        .toBe('true');
      expect(await row.getByRole('button', { name: /^Interview/ }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(await row.getByRole('button', { name: /^Reject/ }).getAttribute('aria-disabled')).toBe('true');
      // aria-disabled: a click opens nothing.
      await row.getByRole('button', { name: /^Accept/ }).click({ force: true });
      expect(await page.getByRole('dialog').count()).toBe(0);
      await waitForMailWithSubject(applicant.email, new RegExp(`${jobTitle} was not selected`));
      await expectScreensOk(page, 'polish-reviewer-rejected', WIDTHS);
    });
    // Final on the server too: no acceptance and no interview e-mail can follow.
    const accept = await api('reviewApplication', {
      token: reviewer.token,
      body: { applicantId: applicant.userId, applicationId, reviewDecision: true },
    });
    expect(accept.status).toBe(409);
    const interest = await api('expressInterest', { params: { id: applicationId }, token: reviewer.token });
    expect(interest.status).toBe(409);
    expect(await mailsTo(applicant.email, `Your application for ${jobTitle} was accepted`)).toEqual([]);
  }, 150_000);
});

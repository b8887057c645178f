import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerPayload, registerVerified } from '../integration/support/accounts';
import { api, idTokenFor } from '../integration/support/api';
import { field, PASSWORD, signInThroughScreen } from './support/accounts';
import { closeBrowser, DESKTOP, openPage, waitForPage } from './support/browser';
import { isoDayFromToday, lookAt, tabTo, usDateFromToday } from './support/employer';

/*
 * Reopening a filled job whose day is still ahead keeps its start date: a Saturday job stays a
 * Saturday job. Keyboard only, at 1280, 375 and 320 px, with axe on the dialog and the form.
 */

const employer = employerPayload({ firstName: 'Dana', lastName: 'Okafor' });
const title = `Saturday leaf raking ${Date.now().toString(36)}`;
const START = 4;
let jobId = '';

beforeAll(async () => {
  await registerVerified(employer);
  const token = await idTokenFor(employer.emailId, PASSWORD);
  const posted = await api('createJob', {
    token,
    body: {
      title,
      description: 'Rake the leaves in the front yard and bag them by the curb.',
      startDate: isoDayFromToday(START),
      endDate: isoDayFromToday(START),
      startTime: '09:00',
      endTime: '12:00',
      address: { address1: '44 Elm Street', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 40,
      priceType: 'perJob',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  jobId = posted.body.entity as string;
  expect((await api('closeJob', { params: { id: jobId }, token })).status).toBe(200);
});

afterAll(closeBrowser);

describe('reopen a filled job whose day is still ahead', () => {
  it('keeps its start date, says so, and saves it open again: keyboard only, axe clean at 1280, 375 and 320 px', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, employer.emailId, PASSWORD, 'Employer');
      await waitForPage(page, '/employer/home');
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      const closedTab = page.getByRole('tab', { name: /Closed/ });
      await closedTab.waitFor();

      // The tabs by keyboard: focus the selected one, arrow to Closed.
      await page.getByRole('tab', { name: /Active/ }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => closedTab.getAttribute('aria-selected')).toBe('true');
      const card = page.locator(`article[data-job-id="${jobId}"]`);
      await card.waitFor();

      await tabTo(page, 'Reopen Job');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Reopen Job Posting' });
      await dialog.waitFor();
      const startsOn = new Date(`${isoDayFromToday(START)}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(await dialog.textContent()).toContain(`It keeps its start date, ${startsOn}.`);
      expect(await dialog.textContent()).not.toContain('has passed');
      await lookAt(page, 'employer-reopen-dialog');

      await tabTo(page, 'Proceed');
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: 'Edit Job Posting' });
      await edit.waitFor();
      // The form starts from the job's own days, not today.
      expect(await field(page, 'Start date').inputValue()).toBe(usDateFromToday(START));
      expect(await field(page, 'End date').inputValue()).toBe(usDateFromToday(START));
      await lookAt(page, 'employer-reopen-edit');

      await tabTo(page, 'Save Changes');
      await page.keyboard.press('Enter');
      await edit.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.getByRole('tab', { name: /Active/ }).getAttribute('aria-selected'))
        .toBe('true');
      await card.waitFor();
      await lookAt(page, 'employer-reopened');

      // As saved: open again, reopened, on its own day with its own hours.
      const token = await idTokenFor(employer.emailId, PASSWORD);
      const own = await api('listEmployerJobs', { token });
      const job = (own.body.jobs as { entity: string; data: Record<string, unknown> }[]).find(
        (j) => j.entity === jobId,
      );
      expect(job?.data).toMatchObject({
        isActive: true,
        isReopened: true,
        startDate: isoDayFromToday(START),
        endDate: isoDayFromToday(START),
        startTime: '09:00',
        endTime: '12:00',
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

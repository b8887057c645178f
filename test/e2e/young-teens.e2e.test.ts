import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { employerPayload, registerVerified } from '../integration/support/accounts';
import { api, idTokenFor } from '../integration/support/api';
import { field, PASSWORD, signInThroughScreen, typeInto } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, openPage } from './support/browser';
import { expectScreensOk, NARROW, usDateFromToday } from './support/employer';

/*
 * Young teens' rules in Chromium: the employer is told up front that students under 16 won't be able to apply
 * to a job with a mower (and may still post it); the demo 15-year-old sees it marked 16+, and the
 * Apply button tells her why she cannot apply (a step of the young teen's journey). Keyboard only where a
 * person would use it; every changed screen at 1280, 375 and 320 px with axe.
 */

const TEEN = { email: 'teen@example.com', password: 'Neighbour1!' };
const employer = employerPayload({ firstName: 'Robin', lastName: 'Okafor' });
const jobTitle = `Mow the lawn ${Date.now().toString(36)}`;
/** The employer's up-front notice for a job with a mower (shared/rules/young-teen-rules.ts employerNotices). */
const UP_FRONT =
  'Students under 16 won’t be able to apply because it uses power-driven equipment (such as a mower, trimmer, snow blower or power tools).';
let jobId = '';

/**
 * Close-ups of one part of a screen at each width (screenshots/<name>-<width>.png), beside the full
 * pages `expectScreensOk` takes: a 320 px page is too tall to read the part that changed.
 */
async function closeUps(page: Page, part: Locator, name: string) {
  for (const size of [DESKTOP, MOBILE, NARROW]) {
    await page.setViewportSize(size);
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({
      path: path.resolve(import.meta.dirname, `../../screenshots/${name}-${size.width}.png`),
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  await registerVerified(employer);
});

afterAll(async () => {
  await closeBrowser();
});

describe.sequential('jobs checked against the rules for young teens', () => {
  it('the employer is told before posting that under-16s cannot take a job with a mower, and may still post it', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, employer.emailId, PASSWORD, 'Employer');
      await page.waitForURL((url) => url.pathname.startsWith('/employer'));
      await page.goto(new URL('/employer/home/post-job', page.url()).toString());
      await page.getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();

      await typeInto(page, 'Job title', jobTitle);
      // The kind follows the title until the employer picks one.
      await expect.poll(() => field(page, 'Kind of job').inputValue()).toBe('lawnMowing');
      await typeInto(
        page,
        'Description',
        'Mow and edge the front and back lawn. Our mower is in the garage.',
      );
      await typeInto(page, 'Start date', usDateFromToday(1).replaceAll('/', ''));
      await typeInto(page, 'End date', usDateFromToday(6).replaceAll('/', ''));
      await field(page, 'Start time (optional)').fill('09:00');
      await field(page, 'End time (optional)').fill('11:00');
      await typeInto(page, 'Street address', '1400 Bouldin Ave');
      const place = page.getByRole('combobox', { name: 'City, state or ZIP code' });
      await place.pressSequentially('78704');
      await page.getByRole('option', { name: 'Austin, TX 78704' }).click();

      // No notice while the equipment question is unanswered or answered No.
      expect(await page.getByText(UP_FRONT).count()).toBe(0);
      // Keyboard only: the answer is a radio group (arrow keys move within it, Space chooses).
      await page.getByRole('radio', { name: 'Yes', exact: true }).focus();
      await page.keyboard.press('Space');
      expect(await page.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
      const notice = page.getByRole('status').filter({ hasText: 'Some students won’t be able to apply' });
      await notice.getByText(UP_FRONT).waitFor();
      expect(await notice.textContent()).toContain(
        'Guidance from US federal rules; your state may have more.',
      );
      expect(await notice.getByRole('link', { name: /youth rules/ }).getAttribute('href')).toBe(
        'https://www.youthrules.gov/',
      );
      await expectScreensOk(page, 'young-teens-post-form-notice', [DESKTOP, MOBILE, NARROW]);
      await closeUps(page, notice, 'young-teens-post-form-notice-part');

      // Posting is still allowed.
      await page.getByRole('button', { name: 'Post Job' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/employer/home/posted-jobs');
      jobId = new URL(page.url()).searchParams.get('highlight') ?? '';
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      const posted = await api('getJob', { params: { id: jobId } });
      expect(posted.body.data).toMatchObject({
        kind: 'lawnMowing',
        powerEquipment: true,
        startTime: '09:00',
        endTime: '11:00',
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // A whole form checked at three widths, twice: more than the project's 90 s on a busy machine.
  }, 180_000);

  it('the edit dialog asks the same questions and tells the same before saving', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, employer.emailId, PASSWORD, 'Employer');
      await page.waitForURL((url) => url.pathname.startsWith('/employer'));
      await page.goto(new URL('/employer/home/posted-jobs', page.url()).toString());
      // A late end adds a reason to the one the mower gives.
      const card = page.locator(`article[data-job-id="${jobId}"]`);
      await card.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Job Posting' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Kind of job', { exact: true }).inputValue()).toBe('lawnMowing');
      expect(await dialog.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(true);
      await dialog.getByLabel('End time (optional)', { exact: true }).fill('19:30');
      await dialog.getByText(/it ends at 7:30 pm, and students under 16 may work only/).waitFor();
      await dialog.getByText(UP_FRONT).waitFor();
      await expectScreensOk(page, 'young-teens-edit-dialog-notice', [DESKTOP, MOBILE, NARROW]);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const saved = await api('getJob', { params: { id: jobId } });
      expect(saved.body.data).toMatchObject({ startTime: '09:00', endTime: '19:30', powerEquipment: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the demo 15-year-old sees the job marked 16+ and cannot apply to it', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, TEEN.email, TEEN.password, 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      // Found by its title near her ZIP: a short page, so the checks at three widths stay quick.
      const search = new URLSearchParams({ zipcode: '78704', title: jobTitle });
      await page.goto(new URL(`${webPaths.jobs}?${search}`, page.url()).toString());
      const card = page.locator(`main article[data-job-id="${jobId}"]`);
      await card.waitFor();
      await card.locator('[data-marker="powerEquipment"]').waitFor();
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('16+');
      expect(text).toContain('Lawn mowing');
      // As saved in the edit dialog: until 7:30 pm.
      expect(text).toContain('9 am – 7:30 pm');
      expect(text).toContain('Hours too late for under-16s');
      expect(text).toContain('Uses power-driven equipment');

      // Keyboard only: the button says what it does; Enter opens the reason and focus lands on it.
      const button = card.getByRole('button', { name: 'Why can’t I apply?' });
      await button.focus();
      await page.keyboard.press('Enter');
      const heading = card.getByRole('heading', { name: 'You can’t apply to this job yet' });
      await heading.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('You can’t apply to this job yet');
      const reason = (await card.getByTestId('not-open-to-you').textContent()) ?? '';
      expect(reason).toContain('power-driven equipment');
      expect(reason).toContain('don’t allow for students under 16');
      expect(reason).toContain('This job ends at 7:30 pm.');
      expect(reason).toContain('Guidance from US federal rules; your state may have more.');
      // No application form is offered.
      expect(await card.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await expectScreensOk(page, 'young-teens-apply-refusal', [DESKTOP, MOBILE, NARROW]);
      await closeUps(page, card, 'young-teens-apply-refusal-card');

      // The server refuses it too, whatever a page shows: 403 with the same reason, nothing written.
      const token = await idTokenFor(TEEN.email, TEEN.password);
      const refused = await api('applyToJob', { params: { id: jobId }, token, body: {} });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('power-driven equipment');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

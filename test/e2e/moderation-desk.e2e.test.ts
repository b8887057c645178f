import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPath, webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import { linkToken } from '../integration/support/family';
import { expectMails, type StoredMail } from '../integration/support/inbox';
import { type Actor, demoActor, newEmployer, newStudent, postJob } from '../integration/support/marketplace';
import { STATEMENT_SUBJECT } from '../integration/support/moderation';
import { PASSWORD, signInThroughScreen } from './support/accounts';
import {
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
 * The moderation desk in Chromium: a student reports a job, the demo moderator (signed in with the
 * normal form) finds it in the queue and hides it, it leaves search, and the employer appeals from the
 * statement of reasons' link without signing in. Then anyone checks a work-history credential on
 * /verify. Every screen at 1280, 375 and 320 px with axe.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;

describe('a reported job is hidden by the demo moderator, and its employer appeals', () => {
  let opened: OpenedPage;
  let page: Page;
  let student: Actor;
  let employer: Actor;
  let jobId = '';
  const title = `Dog walking ${Date.now().toString(36)}`;

  beforeAll(async () => {
    [student, employer] = await Promise.all([newStudent('Lia'), newEmployer('Gus')]);
    jobId = await postJob(employer, title);
    opened = await openPage(`/auth/signin?redirect=${encodeURIComponent(webPath('job', { id: jobId }))}`);
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

  it('1. a student reports the job from its page', async () => {
    await signInThroughScreen(page, student.email, PASSWORD, 'Student');
    await waitForPage(page, webPath('job', { id: jobId }));
    await page.getByRole('button', { name: 'Report this job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this job' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Asking for money or seems like a fake job' }).check();
    await dialog.getByLabel('Description').fill('They want $60 before the first walk.');
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog.getByText('Submitted').waitFor();
    await page.context().clearCookies();
  });

  it('2. the demo moderator signs in with the normal form and finds it in the queue', async () => {
    await page.goto(new URL('/auth/signin', page.url()).toString());
    await signInThroughScreen(page, 'moderator@example.com', PASSWORD, 'Employer');
    await waitForPage(page, webPaths.moderation);
    const entry = page.getByRole('link', { name: `Job: ${title}` });
    await entry.waitFor();
    // The seeded urgent report comes first.
    await page.getByText('Urgent').first().waitFor();
    await expectScreensOk(page, 'moderation-queue', WIDTHS);
    await entry.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: title }).waitFor();
    await expectScreensOk(page, 'moderation-case', WIDTHS);
  });

  it('3. hides it, for a reason and with a note, and it leaves search', async () => {
    await page.getByRole('radio', { name: 'Hide it' }).check();
    await page.getByLabel('Reason', { exact: true }).selectOption('scam');
    await page
      .getByLabel('Note for the statement of reasons')
      .fill('Asking students for money before a job.');
    await page.getByRole('button', { name: 'Decide' }).click();
    await page.getByText('The person affected and the reporter have been told.').waitFor();
    await expectScreensOk(page, 'moderation-decided', WIDTHS);
    expect((await api('getJob', { params: { id: jobId } })).status).toBe(410);
    const search = await api('searchJobs', { query: { zipCode: '78704', title } });
    expect(search.body.jobs.map((job: { entity: string }) => job.entity)).not.toContain(jobId);
  });

  it('4. the employer gets the statement of reasons and appeals from its link, without signing in', async () => {
    const [statement] = await expectMails(employer.email, STATEMENT_SUBJECT, 1);
    const token = linkToken(statement as StoredMail, '/appeal');
    await withPage(`${webPaths.appeal}#token=${encodeURIComponent(token)}`, {}, async (visitor) => {
      const text = visitor.getByLabel('Why should we look again?');
      await text.waitFor();
      await expectScreensOk(visitor, 'appeal', WIDTHS);
      await text.focus();
      await visitor.keyboard.type('The $60 is a refundable deposit for the house key.');
      await visitor.keyboard.press('Tab');
      await visitor.keyboard.press('Enter');
      await visitor.getByRole('heading', { name: 'Appeal sent' }).waitFor();
      await expectScreensOk(visitor, 'appeal-sent', WIDTHS);
    });
  });

  it('5. anyone checks a work-history credential on /verify', async () => {
    const demo = await demoActor('student@example.com');
    const exported = await api('exportWorkHistory', { token: demo.token, query: { format: 'credential' } });
    expect(exported.status).toBe(200);
    await withPage(webPaths.verify, {}, async (visitor) => {
      await visitor.getByLabel('The credential').fill(exported.body.credential);
      await expectScreensOk(visitor, 'verify', WIDTHS);
      await visitor.getByRole('button', { name: 'Check' }).click();
      await visitor.getByRole('heading', { name: 'Valid' }).waitFor();
      await expectScreensOk(visitor, 'verify-valid', WIDTHS);
    });
  });
});

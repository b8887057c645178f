import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPath, webPaths } from '../../shared/web-paths';
import { api } from '../integration/support/api';
import {
  type Actor,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { signedInAs } from './support/accounts';
import { apiGlob, closeBrowser, DESKTOP, MOBILE, withPage } from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * The rough edges a new-user trial found, in Chromium: each screen at 1280, 375 and 320 px with axe,
 * and the journeys by keyboard where a person would use one.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Sam'), newStudent('Noor')]);
});

afterAll(closeBrowser);

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.textContent ?? '');

describe('after applying, the confirmation has focus and is announced', () => {
  it('on a job’s page, keyboard only: "Sent to Sam", then back to the Applied button', async () => {
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);
    await withPage(
      webPath('job', { id: jobId }),
      { beforeGoto: signedInAs(student.email, 1) },
      async (page) => {
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const apply = page.getByRole('button', { name: 'Apply Now' });
        await apply.focus();
        await page.keyboard.press('Enter');
        const form = page.getByRole('form', { name: 'Apply for this job' });
        await form.getByLabel('About you').focus();
        await page.keyboard.type('I walk our neighbour’s dogs every weekend.');
        await form.getByRole('button', { name: 'Submit Application' }).focus();
        await page.keyboard.press('Enter');

        // The panel stays for its confirmation although the job is now "Applied", and holds focus.
        const heading = page.getByRole('heading', { name: 'Sent to Sam' });
        await heading.waitFor();
        await expect.poll(() => focusedText(page)).toBe('Sent to Sam');
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'Application sent to Sam.' }).count())
          .toBe(1);
        await expectScreensOk(page, 'job-page-applied', WIDTHS);
        await heading.waitFor({ state: 'detached', timeout: 9000 });
        await expect.poll(() => focusedText(page)).toBe('Applied');
      },
    );
  });
});

describe('withdraw', () => {
  it('a double click sends one request, and the dialog closes on its success', async () => {
    const title = uniqueTitle('Leaf raking');
    const jobId = await postJob(employer, title);
    const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const withdrawals: string[] = [];
    await withPage(
      webPaths.myApplications,
      {
        beforeGoto: async (page) => {
          await signedInAs(student.email, 1)(page);
          await page.route(apiGlob('withdrawApplication'), async (route) => {
            withdrawals.push(route.request().url());
            await route.continue();
          });
        },
      },
      async (page) => {
        await page
          .getByRole('button', { name: `Withdraw application for ${title}` })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Withdraw' }).dblclick();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(`Your application for ${title} was withdrawn.`).waitFor();
        expect(withdrawals).toHaveLength(1);
      },
    );
  });
});

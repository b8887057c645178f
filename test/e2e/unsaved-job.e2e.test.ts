import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPaths } from '../../shared/web-paths';
import { employerPayload, registerVerified } from '../integration/support/accounts';
import { api, idTokenFor } from '../integration/support/api';
import { field, PASSWORD, signInThroughScreen } from './support/accounts';
import { closeBrowser, DESKTOP, openPage, waitForPage } from './support/browser';
import { focusedText, isoDayFromToday, lookAt } from './support/employer';

/*
 * Post a Job and the job edit dialog, keyboard only: a city chosen for the address offers the ZIP of
 * its street; leaving with unsaved work asks first, in words that say what happens, whether by a link,
 * the Back button or a reload; "Keep editing" keeps everything. At 1280, 375 and 320 px, axe clean.
 */

const employer = employerPayload({ firstName: 'Ines', lastName: 'Moreau' });
const STREET = '1100 S Lamar Blvd';
const description = 'Water the tomatoes and the herbs on the back porch.';
let jobId = '';
let streetZip = '';

beforeAll(async () => {
  await registerVerified(employer);
  const token = await idTokenFor(employer.emailId, PASSWORD);
  // The ZIP the place index gives the street in Austin, as the form will ask for it.
  const places = await api('searchPlaces', { query: { text: `${STREET}, Austin, TX` } });
  expect(places.status).toBe(200);
  streetZip = places.body.places[0]?.zipCode;
  expect(streetZip).toMatch(/^787\d\d$/);
  const posted = await api('createJob', {
    token,
    body: {
      title: `Garden watering ${Date.now().toString(36)}`,
      description,
      startDate: isoDayFromToday(5),
      endDate: isoDayFromToday(6),
      address: { address1: '44 Elm Street', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 15,
      priceType: 'perHr',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  jobId = posted.body.entity as string;
});

afterAll(closeBrowser);

const typeInFocused = (page: Page, text: string) => page.keyboard.type(text);

/** Tab until the field labelled `label` has focus. */
async function tabToField(page: Page, label: string, limit = 40): Promise<void> {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
  for (let i = 0; i < limit; i++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}; focus is on ${await focusedText(page)}`);
}

/** Tab until the focused control reads `start` (its tag, role and text: `button  Cancel`). */
async function tabToControl(page: Page, start: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedText(page)).startsWith(start)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${start}; focus is on ${(await focusedText(page)).slice(0, 80)}`);
}

/** The posted job's Edit, by keyboard: Tab to its menu button; Enter opens the menu on Edit, its first item. */
async function openEdit(page: Page): Promise<void> {
  await tabToControl(page, 'button  Actions for');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedText(page)).toContain('menuitem Edit');
  await page.keyboard.press('Enter');
}

describe('unsaved work on a job', () => {
  it('Post a Job: the city offers its street’s ZIP; a link, Back and a reload ask before the job is left', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, employer.emailId, PASSWORD, 'Employer');
      await waitForPage(page, webPaths.employerHome);
      // In the app, so Back returns to the dashboard without loading the page again.
      await tabToControl(page, 'a  Post a Job');
      await page.keyboard.press('Enter');
      await waitForPage(page, webPaths.postJob);
      await page.getByRole('heading', { level: 1, name: 'Post a Job' }).waitFor();

      // Keyboard only: the title, then the street, then the city picked from the suggestions.
      await tabToField(page, 'Job title');
      await typeInFocused(page, 'Water my garden');
      await tabToField(page, 'Street address');
      await typeInFocused(page, STREET);
      await tabToField(page, 'City, state or ZIP code');
      await typeInFocused(page, 'Austin, TX');
      await page
        .getByRole('option', { name: /^Austin, TX/ })
        .first()
        .waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      // The ZIP of the street in that city is offered, said in the status region, and taken by keyboard.
      const offer = page.getByRole('status').filter({ hasText: 'is in ZIP code' });
      await offer.waitFor();
      expect(await offer.textContent()).toContain(`${STREET}, Austin is in ZIP code ${streetZip}.`);
      expect(await field(page, 'ZIP code').inputValue()).toBe('');
      await lookAt(page, 'employer-post-job-zip-offer');
      await tabToControl(page, `button  Use ${streetZip}`);
      await page.keyboard.press('Enter');
      expect(await field(page, 'ZIP code').inputValue()).toBe(streetZip);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await field(page, 'ZIP code').getAttribute('id'));
      expect(await page.getByRole('button', { name: `Use ${streetZip}` }).count()).toBe(0);

      // A link out (the form's own Cancel) asks first, naming what happens; "Keep editing" is focused
      // first and keeps everything, with focus back on the link.
      await tabToControl(page, 'a  Cancel');
      await page.keyboard.press('Enter');
      const ask = page.getByRole('dialog', { name: 'Leave without posting?' });
      await ask.waitFor();
      expect(await ask.textContent()).toContain('Your job is not posted, so students cannot see it.');
      expect(await focusedText(page)).toContain('Keep editing');
      await lookAt(page, 'employer-post-job-leave-dialog');
      await page.keyboard.press('Enter');
      await ask.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(webPaths.postJob);
      expect(await focusedText(page)).toContain('Cancel');
      expect(await field(page, 'Job title').inputValue()).toBe('Water my garden');

      // The browser's Back button: held, asked, and the address stays; Escape stays too.
      await page.goBack();
      await ask.waitFor();
      expect(new URL(page.url()).pathname).toBe(webPaths.postJob);
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(webPaths.postJob);
      expect(await field(page, 'ZIP code').inputValue()).toBe(streetZip);

      // A reload: the browser's own question (beforeunload). Dismissed, the page stays as it was.
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      await page.evaluate(() => {
        window.location.reload();
      });
      expect(await asked).toBe('beforeunload');
      expect(await field(page, 'Job title').inputValue()).toBe('Water my garden');

      // Back again, and this time leave: the dashboard, and the draft waits in this tab.
      await page.goBack();
      await ask.waitFor();
      await tabToControl(page, 'button  Leave without posting');
      await page.keyboard.press('Enter');
      await waitForPage(page, webPaths.employerHome);
      await page.goForward();
      await waitForPage(page, webPaths.postJob);
      await page.getByText('Your job is as you left it').waitFor();
      expect(await field(page, 'Job title').inputValue()).toBe('Water my garden');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the edit dialog: Escape with changes asks before discarding them; kept, then discarded, the job unchanged', async () => {
    const { page, context, errors } = await openPage('/auth/signin', DESKTOP);
    try {
      await signInThroughScreen(page, employer.emailId, PASSWORD, 'Employer');
      await waitForPage(page, webPaths.employerHome);
      await page.goto(new URL(webPaths.postedJobs, page.url()).toString());
      // The employer's only job: its card's menu is the one Tab reaches.
      await page.locator(`article[data-job-id="${jobId}"]`).waitFor();
      await openEdit(page);
      const edit = page.getByRole('dialog', { name: 'Edit Job Posting' });
      await edit.waitFor();

      // Unchanged, Escape closes at once, and focus is back on the menu button.
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog', { name: 'Discard your changes?' }).count()).toBe(0);
      await openEdit(page);
      await edit.waitFor();

      // Changed: Escape asks, in words that say the job stays as it was.
      const text = field(page, 'Description');
      await expect.poll(() => focusedText(page)).toContain('textarea');
      await page.keyboard.press('End');
      await typeInFocused(page, ' And the basil.');
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
      await ask.waitFor();
      expect(await ask.textContent()).toContain('If you leave now, the job stays as it was.');
      await lookAt(page, 'employer-edit-job-discard-dialog');
      // "Keep editing": back in the form, the words still there, focus where it was.
      await page.keyboard.press('Enter');
      await ask.waitFor({ state: 'hidden' });
      expect(await edit.isVisible()).toBe(true);
      expect(await text.inputValue()).toContain('And the basil.');
      expect(await focusedText(page)).toContain('textarea');

      // Cancel asks too; "Discard changes" closes the form and saves nothing.
      await tabToControl(page, 'button  Cancel');
      await page.keyboard.press('Enter');
      await ask.waitFor();
      await tabToControl(page, 'button  Discard changes');
      await page.keyboard.press('Enter');
      await edit.waitFor({ state: 'hidden' });
      await ask.waitFor({ state: 'hidden' });
      const token = await idTokenFor(employer.emailId, PASSWORD);
      const own = await api('listEmployerJobs', { token });
      const job = (own.body.jobs as { entity: string; data: { description: string } }[]).find(
        (j) => j.entity === jobId,
      );
      expect(job?.data.description).toBe(description);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

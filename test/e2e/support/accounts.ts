import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiPath } from '../../../shared/routes';
import { dateOfBirthAged } from '../../../shared/rules/age';
import { createRolelessUser, latestCode, newEmail, PASSWORD } from '../../integration/support/accounts';
import { appUrl } from './browser';

export { latestCode, newEmail, PASSWORD };

/** The field whose label is exactly `label` (labels are tied to inputs, so this also checks that). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types like a person: the 500 ms validation then runs on what was typed, not on a pasted value. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = field(page, label);
  await input.fill('');
  await input.pressSequentially(text);
}

/** The date of birth of someone `age` today, as the sign-up form takes it (MM/DD/YYYY). */
export function usDateOfBirthAged(age: number): string {
  const [year, month, day] = dateOfBirthAged(age).split('-');
  return `${month}/${day}/${year}`;
}

/** The message shown under a field, found through its aria-describedby. */
export async function fieldMessage(page: Page, label: string): Promise<string> {
  const describedBy = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await page.locator(`[id="${errorId}"]`).textContent())?.trim() ?? '';
}

/** Enters a code into the six boxes the way a person types it: one digit after another. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** Waits until the code e-mailed to `email` differs from `previous` (a resend or reset stores a new one). */
export async function codeFor(email: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      const code = latestCode(email);
      if (code !== previous) return code;
    } catch {
      // not stored yet
    }
    if (Date.now() > deadline) throw new Error(`No new code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in through the sign-in screen on the given tab. */
export async function signInThroughScreen(
  page: Page,
  email: string,
  password: string,
  tab: 'Student' | 'Employer',
) {
  await page.getByRole('tab', { name: tab }).click();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: `Sign in as ${tab.toLowerCase()}` }).click();
}

/** The header's account button (the avatar); its accessible name carries the person's name. */
export const accountButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Account menu for/ });

/**
 * Opens the header's account menu and clicks its item `name`. The menu closes when the page moves
 * focus or the address (a list that loads late, on a busy machine), also between the moment the item
 * shows and the click: open it again and click again, each try short, rather than wait 30 s on a
 * button that has gone.
 */
export async function clickAccountMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('button', { name });
  const openAndClick = async () => {
    try {
      const expanded = (await item.isVisible())
        ? 'true'
        : await accountButton(page).getAttribute('aria-expanded', { timeout: 5_000 });
      if (expanded !== 'true') await accountButton(page).click({ timeout: 5_000 });
      await item.click({ timeout: 2_000 });
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(openAndClick, { timeout: 30_000, interval: 500 }).toBe(true);
}

export async function logOut(page: Page): Promise<void> {
  await clickAccountMenuItem(page, 'Log out');
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('header').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('idToken');
}

/**
 * Locally there is no Google: a pool user created by an admin call, with a name and no role, stands
 * in for a person signing in with Google for the first time. cognito-local's /oauth2/authorize asks
 * for this user's password where Google would ask for the account.
 */
export async function googleStandIn(
  first: string,
  last: string,
): Promise<{ email: string; password: string }> {
  const email = await createRolelessUser(first, last);
  return { email, password: PASSWORD };
}

/**
 * For `beforeGoto`: the page opens already signed in, as after the sign-in screen. The page itself
 * signs in (POST /api/signin from the home page, a visitor's), so the browser keeps the session
 * cookie and its hint exactly as the API sets them (HttpOnly, host-only). A cookie put in
 * the jar by hand was a domain cookie beside the host-only one each refresh sets: the browser then
 * sent both, the API read the older, rotated-out token, and ended the session mid-test.
 */
export const signedInAs =
  (email: string, roleId: 1 | 2, password = PASSWORD) =>
  async (page: Page): Promise<void> => {
    // An HTML page of ours (a text file would make the browser ask for a /favicon.ico we do not have).
    await page.goto(appUrl('/'));
    const status = await page.evaluate(
      async ({ path, body }) =>
        (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { path: apiPath('signIn'), body: { emailId: email, password, expectedRoleId: roleId } },
    );
    expect(status, `sign-in of ${email}`).toBe(200);
  };

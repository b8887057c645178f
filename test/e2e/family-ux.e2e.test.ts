import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../shared/routes';
import { familyPagePaths } from '../../shared/rules/family';
import { webPaths } from '../../shared/web-paths';
import { employerPayload, register, registerVerified, studentPayload } from '../integration/support/accounts';
import {
  codeFor,
  field,
  fieldMessage,
  newEmail,
  PASSWORD,
  signedInAs,
  signInThroughScreen,
  typeCode,
  typeInto,
  usDateOfBirthAged,
} from './support/accounts';
import {
  apiGlob,
  appUrl,
  closeBrowser,
  DESKTOP,
  expectScreenOk,
  MOBILE,
  screenshot,
  withPage,
} from './support/browser';
import { expectScreensOk } from './support/screens';

afterAll(closeBrowser);

/*
 * A teen or a parent gets through sign-up and the account screens without help. Each test
 * is one of the things that made families give up, tried the way they would: with the keyboard, at
 * phone widths, reading what the screen says.
 */

const NARROW = { width: 320, height: 640 } as const;
const WIDTHS = [
  ['1280', DESKTOP],
  ['375', MOBILE],
  ['320', NARROW],
] as const;
const SCREEN_SIZES = WIDTHS.map(([, viewport]) => viewport);

const OWN_EMAIL = "Please enter your parent or guardian's email, not your own";
const TAKEN = 'This email is already registered with the product, try another email.';

/** The element that has focus, described by what a person would recognise. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      name: element?.getAttribute('name') ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
    };
  });

/** Fills the student form completely and correctly, except what `skip` names. */
async function fillStudent(page: Page, email: string, skip: { survey?: boolean } = {}) {
  await typeInto(page, 'Full Name', 'Casey Morgan');
  await typeInto(page, 'Email', email);
  await typeInto(page, 'Phone Number', '5125550170');
  await typeInto(page, 'Zipcode', '78704');
  await typeInto(page, 'Date of birth', usDateOfBirthAged(14));
  await typeInto(page, 'Parent/Guardian Name', 'Robin Morgan');
  await typeInto(page, 'Parent/Guardian Email', newEmail('robin'));
  await typeInto(page, 'Password', 'Maple-Leaf7!');
  await typeInto(page, 'Confirm Password', 'Maple-Leaf7!');
  if (!skip.survey) await page.getByRole('radio', { name: 'Friends' }).check();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.waitForTimeout(700);
}

describe('item 1: the parent safeguard', () => {
  it("refuses the student's own e-mail as the parent's, in the form and on the server", () =>
    withPage('/auth/signup/student', { expectedErrors: /status of 400/ }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
      const email = newEmail('casey');
      await fillStudent(page, email);
      await typeInto(page, 'Parent/Guardian Email', email.toUpperCase());
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Parent/Guardian Email')).toBe(OWN_EMAIL);
      const submit = page.getByRole('button', { name: 'Create Account' });
      expect(await submit.getAttribute('aria-disabled')).toBe('true');

      // A click says what is wrong and goes there.
      await submit.click({ force: true });
      expect((await focused(page)).name).toBe('parentEmail');
      await page.getByText('Still needed: Parent/Guardian Email.').waitFor();
      await expectScreenOk(page, 'family-parent-email-own-1280');

      // The server refuses it too, from the page's own origin, whatever the form does.
      const refused = await page.evaluate(
        async ({ path, body }) => {
          const res = await fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: res.status, body: await res.json() };
        },
        {
          path: apiPath('registerUser'),
          body: studentPayload({ emailId: email, age: 14, parentName: 'Robin Morgan', parentEmail: email }),
        },
      );
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({ fields: { parentEmail: OWN_EMAIL } }),
      });

      // Another address is accepted.
      await typeInto(page, 'Parent/Guardian Email', newEmail('robin'));
      await page.waitForTimeout(700);
      expect(await fieldMessage(page, 'Parent/Guardian Email')).toBe('');
      expect(await submit.getAttribute('aria-disabled')).toBe('false');
    }));
});

describe('item 2: a submit button that looks disabled explains itself', () => {
  it('student sign-up: the survey is marked required; a click names it and moves focus there', () =>
    withPage('/auth/signup/student', {}, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
      const survey = page.getByRole('group', { name: /How did you hear about us\?/ });
      expect(await survey.locator('legend').textContent()).toBe('How did you hear about us? (required)');
      expect(await page.getByRole('radio', { name: 'Friends' }).getAttribute('required')).not.toBeNull();
      for (const section of ['About you (required)', 'Password (required)', 'Your interests (optional)']) {
        await page.locator('legend', { hasText: section }).waitFor();
      }

      await fillStudent(page, newEmail('casey'), { survey: true });
      const submit = page.getByRole('button', { name: 'Create Account' });
      // Looks disabled, but is a real button people can reach and press.
      expect(await submit.getAttribute('aria-disabled')).toBe('true');
      expect(await submit.getAttribute('disabled')).toBeNull();
      expect(await page.getByText('Fill in every required field and accept the Terms of Use').count()).toBe(
        1,
      );

      // Keyboard only: Tab to the button and press Enter.
      await submit.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Still needed: How did you hear about us?', { exact: true }).waitFor();
      expect(await focused(page)).toMatchObject({ tag: 'INPUT', name: 'referralSource' });
      await page.getByText('Please tell us how you heard about us').waitFor();
      await expectScreensOk(page, 'family-missing-survey', SCREEN_SIZES);
      await page.getByRole('radio', { name: 'Friends' }).focus();

      // Choosing an answer with the keyboard makes the button ready; the explanation goes.
      await page.keyboard.press('Space');
      await page.getByText('Still needed').waitFor({ state: 'detached' });
      expect(await submit.getAttribute('aria-disabled')).toBe('false');
    }));

  it('employer sign-up: an empty form lists every missing field and focuses the first', () =>
    withPage('/auth/signup/employer', { viewport: MOBILE }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Create your employer account' }).waitFor();
      await page.getByRole('button', { name: 'Create Account' }).click({ force: true });
      await page
        .getByText(
          'Still needed: Full Name, Email, Phone Number, Password, How did you hear about us?, Terms of Use.',
        )
        .waitFor();
      expect((await focused(page)).name).toBe('fullName');
      await expectScreenOk(page, 'family-missing-employer-375');
    }));

  it('Google completion forms: the same explanation, and the parent safeguard', () =>
    withPage('/auth/googleprofile', {}, async (page) => {
      // The Google hand-over arrives as navigation state (see GoogleReturnPage).
      const person = (email: string) => ({
        firstName: 'Gail',
        lastName: 'Greenwood',
        email,
        token: `e30.${Buffer.from(JSON.stringify({ exp: 4_000_000_000 })).toString('base64url')}.x`,
      });
      const handOver = async (url: string, email: string) => {
        await page.goto(appUrl(url));
        await page.evaluate(
          (usr) => window.history.replaceState({ usr, key: 'test', idx: 0 }, ''),
          person(email),
        );
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Sign Up with Google' }).waitFor();
      };

      const email = newEmail('gail');
      await handOver('/auth/googleprofile', email);
      await typeInto(page, 'Phone Number', '5035550142');
      await typeInto(page, 'Date of birth', usDateOfBirthAged(15));
      await typeInto(page, 'Parent/Guardian Email', email);
      await page.getByRole('button', { name: 'Create Account' }).click({ force: true });
      await page.getByText('Still needed: Zipcode, Parent/Guardian Email.').waitFor();
      expect((await focused(page)).name).toBe('zipCode');
      expect(await fieldMessage(page, 'Parent/Guardian Email')).toBe(OWN_EMAIL);
      await expectScreensOk(page, 'family-google-student-missing', SCREEN_SIZES);

      await page.setViewportSize(DESKTOP);
      await handOver('/auth/googleprofileemp', newEmail('gail'));
      const create = page.getByRole('button', { name: 'Create Account' });
      expect(await create.getAttribute('aria-disabled')).toBe('true');
      await create.click({ force: true });
      await page.getByText('Still needed: Phone Number.').waitFor();
      expect((await focused(page)).name).toBe('phone');
    }));
});

describe('item 3: focus after a form succeeds or fails', () => {
  it('Update Profile: focus goes to the success message, and to the error when it fails', async () => {
    const student = await registerVerified(studentPayload({ firstName: 'Jamie', lastName: 'Park' }));
    await withPage(
      '/profile',
      { beforeGoto: signedInAs(student.emailId, 1), expectedErrors: /status of 500/ },
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Jamie Park' }).waitFor();
        await typeInto(page, 'Bio (optional)', 'I walk dogs after school.');
        // Keyboard only: Tab from the bio reaches Update Profile.
        await field(page, 'Bio (optional)').focus();
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe('Update Profile');
        await page.keyboard.press('Enter');
        const success = page.getByText('Profile updated successfully! Your changes have been saved.');
        await success.waitFor();
        await page.waitForFunction(() =>
          document.activeElement?.textContent?.includes('Profile updated successfully!'),
        );
        expect((await focused(page)).tag).not.toBe('BODY');
        // The message shows for 3 s: pictures first, then the checks.
        for (const [width, viewport] of WIDTHS) {
          await page.setViewportSize(viewport);
          await screenshot(page, `family-profile-saved-${width}`);
        }
        await page.setViewportSize(DESKTOP);
        await expectScreenOk(page, 'family-profile-after-save-1280');
        // After 3 s the message goes, and focus returns to the button rather than the page. React
        // moves it in an effect after the text has gone, a frame later on a busy machine.
        await success.waitFor({ state: 'detached', timeout: 5000 });
        await expect.poll(async () => (await focused(page)).text, { timeout: 5000 }).toBe('Update Profile');

        await page.route(apiGlob('updateOwnProfile'), (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The profile service is resting.', code: 'INTERNAL' }),
          }),
        );
        await page.keyboard.press('Enter');
        await page.getByText('There was a problem updating your profile.').waitFor();
        await page.waitForFunction(() =>
          document.activeElement?.textContent?.includes('The profile service is resting.'),
        );
        await page.setViewportSize(MOBILE);
        await expectScreenOk(page, 'family-profile-error-375');
      },
    );
  });
});

/** Registers a verified employer and opens the reset step for them. */
async function openResetStep(page: Page, email: string) {
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  await typeInto(page, 'Email', email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
}

describe('items 4 and 5: password reset', () => {
  it('says a wrong code once, under the code, with focus there', async () => {
    const { emailId } = await registerVerified(employerPayload());
    await withPage('/auth/forgot-password', { expectedErrors: /status of 400/ }, async (page) => {
      await openResetStep(page, emailId);
      const code = await codeFor(emailId);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await typeInto(page, 'Reset code', wrong);
      await typeInto(page, 'New Password', 'Garden-Gate9!');
      await typeInto(page, 'Confirm New Password', 'Garden-Gate9!');
      await page.getByRole('button', { name: 'Reset password' }).click();
      const message = 'That reset code is not right. Check the latest e-mail or request a new code.';
      await page.getByText(message).waitFor();
      expect(await page.getByText(message).count()).toBe(1);
      expect(await fieldMessage(page, 'Reset code')).toBe(message);
      expect((await focused(page)).id).toBe(await field(page, 'Reset code').getAttribute('id'));
      expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(0);
      await expectScreenOk(page, 'family-reset-wrong-code-1280');
    });
  });

  it('shows the sign-up checklist beside a meter that never calls a refused password strong', async () => {
    const { emailId } = await registerVerified(employerPayload());
    await withPage('/auth/forgot-password', { viewport: NARROW }, async (page) => {
      await openResetStep(page, emailId);
      await typeInto(page, 'Reset code', await codeFor(emailId));
      const checklist = page.getByRole('list', { name: 'Password requirements' });
      const strength = page.getByText(/^Password strength:/);

      for (const password of ['sunnyday1', 'Sunnyday1', 'SUNNYDAY1!', 'Sunny1!', 'Sunnyday!']) {
        await typeInto(page, 'New Password', password);
        await checklist.waitFor();
        const missing = await checklist.getByText('(not yet)').count();
        expect(missing, password).toBeGreaterThan(0);
        expect(
          ['Password strength: Very weak', 'Password strength: Weak', 'Password strength: Medium'],
          password,
        ).toContain((await strength.textContent())?.trim());
      }
      await typeInto(page, 'New Password', 'sunnyday1');
      await page.waitForTimeout(700);
      // The checklist names what is missing; the message agrees with it.
      for (const item of ['One uppercase letter', 'One special character, such as ! @ # $ - _ .']) {
        expect(await checklist.getByRole('listitem').filter({ hasText: item }).textContent()).toContain(
          '(not yet)',
        );
      }
      expect(await fieldMessage(page, 'New Password')).toBe(
        'Password must contain at least one uppercase letter',
      );
      await expectScreenOk(page, 'family-reset-checklist-320');

      await typeInto(page, 'New Password', 'Sunnyday1!');
      expect(await checklist.getByText('(not yet)').count()).toBe(0);
      expect((await strength.textContent())?.trim()).toBe('Password strength: Strong');
      await typeInto(page, 'New Password', 'Sunnyday1!ok');
      expect((await strength.textContent())?.trim()).toBe('Password strength: Very strong');
      await expectScreensOk(page, 'family-reset-strong', SCREEN_SIZES);
    });
  });
});

describe('item 6: sign-in and sign-up are for people who are signed out', () => {
  it('sends a signed-in student to /jobs and a signed-in employer to /employer/home', async () => {
    await withPage('/auth/signin', { beforeGoto: signedInAs('student@example.com', 1) }, async (page) => {
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      for (const path of ['/auth/signup', '/auth/signup/student', '/auth/signup/employer']) {
        await page.goto(appUrl(path));
        await page.waitForURL((url) => url.pathname === webPaths.jobs);
      }
      // A `redirect` is followed, as after signing in.
      await page.goto(appUrl('/auth/signin?redirect=%2Fprofile'));
      await page.waitForURL((url) => url.pathname === '/profile');
    });
    await withPage(
      '/auth/signup/student',
      { beforeGoto: signedInAs('employer@example.com', 2) },
      async (page) => {
        await page.waitForURL((url) => url.pathname === '/employer/home');
        await page.goto(appUrl('/auth/signin'));
        await page.waitForURL((url) => url.pathname === '/employer/home');
      },
    );
  });
});

describe('item 7: a taken e-mail is flagged at its field', () => {
  it('shows the 409 under Email, with Sign in and reset links there, and nowhere else', () =>
    withPage('/auth/signup/employer', { expectedErrors: /status of 409/ }, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Create your employer account' }).waitFor();
      await typeInto(page, 'Full Name', 'Pat Lee');
      await typeInto(page, 'Email', 'Employer@Example.com');
      await typeInto(page, 'Phone Number', '3035550188');
      await typeInto(page, 'Password', 'Porch-Light4!');
      await typeInto(page, 'Confirm Password', 'Porch-Light4!');
      await page.getByRole('radio', { name: 'Neighbors' }).check();
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      await page.waitForTimeout(700);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await page.getByText(TAKEN).waitFor();
      expect(await fieldMessage(page, 'Email')).toBe(TAKEN);
      expect(await page.getByText(TAKEN).count()).toBe(1);
      expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
      expect((await focused(page)).name).toBe('email');
      const emailField = field(page, 'Email').locator('xpath=ancestor::div[.//label][1]');
      expect(await emailField.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/auth/signin',
      );
      await expectScreensOk(page, 'family-email-taken', SCREEN_SIZES);

      // The reset link carries the address along.
      await emailField.getByRole('link', { name: 'reset your password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      expect(await field(page, 'Email').inputValue()).toBe('Employer@Example.com');
    }));
});

/** Every path of the SPA's route table (web/src/app/router.tsx), at the widths people use. */
const ROUTES = {
  visitor: [
    '/',
    webPaths.jobs,
    '/faq',
    '/about',
    '/community',
    '/skill',
    '/career',
    '/safety',
    '/info/termsofuse',
    '/privacy',
    '/auth/signin',
    '/auth/signup',
    '/auth/signup/student',
    '/auth/signup/employer',
    '/auth/forgot-password',
    '/auth/google',
    '/auth/googleprofile',
    '/auth/googleprofileemp',
    '/auth/login-redirect',
    // The guardian's invitation and approval links (here without a token: their error state).
    '/family/invitation',
    '/family/approval',
    // A job alert's unsubscribe link (without a token: its error state).
    '/unsubscribe',
    '/no-such-page',
  ],
  // The student's saved searches.
  student: [webPaths.jobs, webPaths.myApplications, '/profile', webPaths.alerts],
  guardian: [familyPagePaths.family],
  employer: [
    '/employer/home',
    '/employer/home/post-job',
    '/employer/home/posted-jobs',
    '/employer/home/applications',
  ],
} as const;

describe('item 8: no page scrolls sideways at 320 px', () => {
  it('the route list covers every path of the route table', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/router.tsx'), 'utf8');
    const segments = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1] as string);
    const listed = Object.values(ROUTES).flat();
    for (const segment of segments.filter((s) => s !== '*')) {
      expect(
        listed.some((route) => route.includes(segment)),
        `route ${segment} is not in the 320 px list`,
      ).toBe(true);
    }
  });

  /** The innermost elements reaching past the right edge, to say what to fix. */
  const widest = (page: Page) =>
    page.evaluate(() => {
      const edge = document.documentElement.clientWidth;
      // An <svg> clips what is drawn inside it: its own box is what counts.
      return [...document.querySelectorAll('body *:not(svg *)')]
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .filter(
          (element) =>
            ![...element.children].some((child) => child.getBoundingClientRect().right > edge + 0.5),
        )
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.getAttribute('class')} → ${Math.round(element.getBoundingClientRect().right)}px`,
        )
        .join('; ');
    });

  /** Opens each path at 320 px once its content is there, and measures the page's width. */
  async function widthsOf(page: Page, paths: readonly string[], label: string) {
    const overflow: string[] = [];
    for (const route of paths) {
      await page.goto(appUrl(route));
      await page.locator('main h1:visible, main h2:visible').first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > NARROW.width) overflow.push(`${route}: ${width}px (${await widest(page)})`);
      await screenshot(page, `family-320-${label}${route === '/' ? '-home' : route.replaceAll('/', '-')}`);
    }
    // The list in the message itself: an assertion's diff shortens an array of long strings to its length.
    expect(overflow, `pages wider than ${NARROW.width}px: ${overflow.join(' | ')}`).toEqual([]);
  }

  it('for a visitor', () =>
    withPage('/', { viewport: NARROW, expectedErrors: /status of 40\d/ }, (page) =>
      widthsOf(page, ROUTES.visitor, 'visitor'),
    ));

  it('for a student', async () =>
    withPage('/', { viewport: NARROW, beforeGoto: signedInAs('teen@example.com', 1) }, (page) =>
      widthsOf(page, ROUTES.student, 'student'),
    ));

  it('for an employer', async () =>
    withPage('/', { viewport: NARROW, beforeGoto: signedInAs('employer@example.com', 2) }, (page) =>
      widthsOf(page, ROUTES.employer, 'employer'),
    ));

  it('for a guardian', async () =>
    withPage('/', { viewport: NARROW, beforeGoto: signedInAs('parent@example.com', 1) }, (page) =>
      widthsOf(page, ROUTES.guardian, 'guardian'),
    ));

  it.each(['/', '/safety', '/career', '/faq', '/about', '/auth/signup'])(
    '%s, whose layout or words changed, passes at 1280, 375 and 320 px',
    (route) =>
      withPage(route, {}, async (page) => {
        await page.locator('main h1').waitFor();
        await expectScreensOk(
          page,
          `family${route === '/' ? '-home' : route.replaceAll('/', '-')}`,
          SCREEN_SIZES,
        );
      }),
  );
});

describe('item 9: after verifying, the person is signed in with the password they typed', () => {
  it('on the employer tab: the code, then the employer’s home, with no second sign-in', async () => {
    const payload = employerPayload({ firstName: 'Dana', lastName: 'Whitfield' });
    await register(payload);
    await withPage('/auth/signin', { expectedErrors: /status of 403/ }, async (page) => {
      await signInThroughScreen(page, payload.emailId, PASSWORD, 'Employer');
      await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
      await typeCode(page, await codeFor(payload.emailId));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/employer/home');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectScreensOk(page, 'family-verified-signed-in', SCREEN_SIZES);
    });
  });
});

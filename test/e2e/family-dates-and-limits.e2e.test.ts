import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCalendarDay } from '../../shared/rules/age';
import { familyPagePaths } from '../../shared/rules/family';
import { jobKinds } from '../../shared/rules/job-kinds';
import { webPath, webPaths } from '../../shared/web-paths';
import { api, idTokenFor } from '../integration/support/api';
import { acceptInvitation, invitationToken, runBirthdays } from '../integration/support/family';
import {
  type Actor,
  expectMails,
  newEmployer,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { asIfTurningToday } from '../integration/support/time-travel';
import {
  codeFor,
  field,
  logOut,
  newEmail,
  PASSWORD,
  signInThroughScreen,
  typeCode,
  typeInto,
  usDateOfBirthAged,
} from './support/accounts';
import { closeBrowser, type OpenedPage, openPage, waitForPage } from './support/browser';
import { jobCard } from './support/jobs';
import { press, tabTo } from './support/keyboard';
import { linkIn } from './support/mail-links';
import { expectScreensOkWithPhones } from './support/screens';

/*
 * In Chromium, at 1280, 375 and 320 px, with axe, keyboard only where a person would use it:
 *   - a 14-year-old gives their date of birth at sign-up (never an age) and sees it on their profile;
 *   - their first list after sign-in is near their ZIP code with "Jobs I can do" on, and with it off
 *     the 16+ and their parent's limit show as badges on the card and the job's page, before applying;
 *   - the parent approves from the e-mail's link, reading the whole job first (and on /family);
 *   - on the 16th birthday the rules for under-16s stop by themselves, and the parent reads it.
 * The server's clock cannot be chosen in a browser test, so for the birthday the teen's record is
 * moved as if two years had passed (every rule reads the age from the date of birth).
 */

const screensOk = expectScreensOkWithPhones;
const TEEN = { first: 'Zoe', last: 'Park', email: newEmail('zoe'), parentEmail: newEmail('min') };
const DESCRIPTION =
  'Walk Biscuit, our friendly beagle, for 30 minutes after school. Leash and bags provided.';

describe.sequential('a 14-year-old’s date of birth, their limits before applying, the whole job approved, the 16th birthday', () => {
  let teen: OpenedPage;
  let guardian: OpenedPage;
  let employer: Actor;
  let guardianToken = '';
  let teenId = '';
  const titles = {
    dog: uniqueTitle('Dog walking'),
    mower: uniqueTitle('Lawn mowing'),
    tutoring: uniqueTitle('Maths tutoring'),
  };
  const jobs = { dog: '', mower: '', tutoring: '' };

  beforeAll(async () => {
    employer = await newEmployer('Sam');
    jobs.tutoring = await postJob(employer, titles.tutoring, {
      kind: 'tutoring',
      startTime: '16:00',
      endTime: '17:00',
    });
    jobs.mower = await postJob(employer, titles.mower, { kind: 'lawnMowing', powerEquipment: true });
    jobs.dog = await postJob(employer, titles.dog, {
      kind: 'dogWalking',
      description: DESCRIPTION,
      startTime: '15:30',
      endTime: '16:30',
      price: 18.5,
    });
  }, 60_000);

  afterAll(async () => {
    try {
      expect(teen?.errors ?? [], 'console errors in the teen’s browser').toEqual([]);
      expect(guardian?.errors ?? [], 'console errors in the guardian’s browser').toEqual([]);
    } finally {
      await teen?.context.close();
      await guardian?.context.close();
      await closeBrowser();
    }
  }, 150_000);

  it('1. the teen gives a date of birth at sign-up, keyboard only, and no age is asked', async () => {
    teen = await openPage('/auth/signup/student');
    const page = teen.page;
    await page.getByRole('heading', { level: 1, name: 'Create your student account' }).waitFor();
    expect(await field(page, 'Age').count()).toBe(0);
    await typeInto(page, 'Full Name', `${TEEN.first} ${TEEN.last}`);
    await typeInto(page, 'Email', TEEN.email);
    await typeInto(page, 'Phone Number', '5125550177');
    await typeInto(page, 'Zipcode', '78704');
    // Digits only: the field writes the slashes.
    const dateOfBirth = usDateOfBirthAged(14);
    await field(page, 'Date of birth').focus();
    await page.keyboard.type(dateOfBirth.replace(/\//g, ''));
    expect(await field(page, 'Date of birth').inputValue()).toBe(dateOfBirth);
    // Under 18 from that date: the parent's fields appear.
    await typeInto(page, 'Parent/Guardian Name', 'Min Park');
    await typeInto(page, 'Parent/Guardian Email', TEEN.parentEmail);
    await typeInto(page, 'Password', PASSWORD);
    await typeInto(page, 'Confirm Password', PASSWORD);
    await page.getByRole('radio', { name: 'Neighbors' }).focus();
    await press(page, 'Space');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).focus();
    await press(page, 'Space');
    await screensOk(page, 'dob-signup', field(page, 'Date of birth'));
    const create = page.getByRole('button', { name: 'Create Account' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.focus();
    await press(page, 'Enter');
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await typeCode(page, await codeFor(TEEN.email));
    await page.getByRole('button', { name: 'Verify' }).focus();
    await press(page, 'Enter');
    // Signed in with the password just typed: straight to the jobs near their ZIP code.
    await page.waitForURL(
      (url) => url.pathname === webPaths.jobs && url.searchParams.get('zipcode') === '78704',
    );

    // The parent confirms from the invitation (the family journey shows those screens) and, for this
    // teen, allows every kind of job but tutoring.
    const parent = await acceptInvitation(await invitationToken(TEEN.parentEmail), 'Min', 'Park');
    guardianToken = parent.token;
    const family = await api('getFamily', { token: guardianToken });
    teenId = family.body.teens[0].teenId;
    const settings = await api('updateTeenSettings', {
      params: { id: teenId },
      token: guardianToken,
      body: {
        approvalRequired: true,
        maxDistanceMiles: null,
        allowedKinds: jobKinds.filter((kind) => kind !== 'tutoring'),
        paused: false,
        emailMode: 'every',
      },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  }, 150_000);

  it('2. signed in, the first list is near their ZIP code with "Jobs I can do"; with it off, the limits show before applying', async () => {
    // Signed in again, now that the parent has chosen: the list sign-in gives follows their limits.
    const page = teen.page;
    await logOut(page);
    await page.goto(new URL(webPaths.signIn, page.url()).toString());
    await signInThroughScreen(page, TEEN.email, PASSWORD, 'Student');
    await page.waitForURL(
      (url) => url.pathname === webPaths.jobs && url.searchParams.get('zipcode') === '78704',
    );
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ zipcode: '78704', cando: '1' });
    await page.getByRole('heading', { level: 2, name: 'Jobs near 78704' }).waitFor();
    const canDo = page.getByRole('checkbox', { name: 'Jobs I can do' });
    expect(await canDo.isChecked()).toBe(true);
    await jobCard(page, jobs.dog).waitFor();
    // Neither the mower job (16+) nor the tutoring one (not a kind the parent allowed) is listed.
    expect(await jobCard(page, jobs.mower).count()).toBe(0);
    expect(await jobCard(page, jobs.tutoring).count()).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'you can do' }).count()).toBe(1);
    // On phones the filters fold away ("Filters, 1 in use"): the first jobs are what is in view.
    await screensOk(
      page,
      'can-do-first-list',
      page.getByRole('heading', { level: 2, name: 'Jobs near 78704' }),
    );

    // Keyboard only: off, and every job shows, each limit as a badge on its card.
    await canDo.focus();
    await press(page, 'Space');
    await page.waitForURL((url) => !url.searchParams.has('cando'));
    const mower = jobCard(page, jobs.mower);
    await mower.locator('[data-marker="powerEquipment"]').waitFor();
    expect(await mower.textContent()).toContain('16+');
    const tutoring = jobCard(page, jobs.tutoring);
    await tutoring.locator('[data-marker="guardian-kind"]').waitFor();
    expect(await tutoring.textContent()).toContain('Not a kind of job your parent allowed');
    expect(await tutoring.getByRole('button', { name: 'Why can’t I apply?' }).count()).toBe(1);
    expect(await jobCard(page, jobs.dog).locator('[data-marker]').count()).toBe(0);
    await tutoring.scrollIntoViewIfNeeded();
    await screensOk(page, 'can-do-off-badges', tutoring);

    // The job's own page says it too, before any form.
    await page.goto(new URL(webPath('job', { id: jobs.tutoring }), page.url()).toString());
    await page.getByRole('heading', { level: 1, name: titles.tutoring }).waitFor();
    await page.locator('main [data-marker="guardian-kind"]').waitFor();
    await page.getByRole('button', { name: 'Why can’t I apply?' }).focus();
    await press(page, 'Enter');
    await page.getByText('Your parent has not allowed tutoring jobs.').waitFor();
    expect(await page.getByRole('form', { name: 'Apply for this job' }).count()).toBe(0);
    await screensOk(page, 'can-do-job-page-badge', page.locator('main [data-marker]'));

    // Their profile shows the date of birth and today's age from it.
    await page.goto(new URL('/profile', page.url()).toString());
    await page.getByText('Date of birth').first().waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('14');
    await screensOk(page, 'dob-profile', page.getByText('Date of birth'));
  }, 150_000);

  it('3. the parent reads the whole job on /family and on the e-mail’s page, and approves with the keyboard', async () => {
    const teenToken = await idTokenFor(TEEN.email, PASSWORD);
    const applied = await api('applyToJob', { params: { id: jobs.dog }, token: teenToken, body: {} });
    expect(applied.body.status).toBe('AwaitingApproval');

    guardian = await openPage('/auth/signin');
    const page = guardian.page;
    await signInThroughScreen(page, TEEN.parentEmail, PASSWORD, 'Student');
    await waitForPage(page, familyPagePaths.family);
    await page.getByText(DESCRIPTION).first().waitFor();
    for (const fact of ['3:30 pm – 4:30 pm', '$18.50/Hr', 'Austin, TX', 'New to Neighbourhood Jobs']) {
      await page.getByText(fact).first().waitFor();
    }
    await screensOk(page, 'whole-job-family', page.getByText(DESCRIPTION));

    const [mail] = await expectMails(TEEN.parentEmail, 'would like to apply', 1);
    const text = mail?.body.text ?? '';
    for (const fact of [DESCRIPTION, '3:30 pm – 4:30 pm', '$18.50/Hr', webPath('job', { id: jobs.dog })]) {
      expect(text, fact).toContain(fact);
    }
    await page.goto(new URL(linkIn(text, '/family/approval'), page.url()).toString());
    await page.getByRole('heading', { level: 1, name: `Approve ${TEEN.first}’s application?` }).waitFor();
    await page.getByRole('heading', { level: 2, name: titles.dog }).waitFor();
    expect(await page.getByText('The e-mail told you about the job').count()).toBe(0);
    const main = (await page.locator('main').textContent()) ?? '';
    for (const fact of [DESCRIPTION, '3:30 pm – 4:30 pm', '$18.50/Hr', 'Sam', 'No reviews yet']) {
      expect(main, fact).toContain(fact);
    }
    expect(await page.getByRole('link', { name: /See the job’s page/ }).getAttribute('href')).toBe(
      webPath('job', { id: jobs.dog }),
    );
    await screensOk(
      page,
      'whole-job-approval-link',
      page.getByRole('heading', { level: 2, name: titles.dog }),
    );
    await tabTo(page, `Approve ${titles.dog}`);
    await press(page, 'Enter');
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await expectMails(employer.email, `New application from ${TEEN.first}`, 1);
  }, 150_000);

  it('4. on the 16th birthday the rules for under-16s stop by themselves, and the parent reads it', async () => {
    // Two years on: 16 today. Nobody edits an age; the date of birth is all there is.
    await asIfTurningToday(teenId, 16);
    const run = await runBirthdays(new Date());
    expect(run.day).toBe(ageCalendarDay(new Date()));
    expect(run.sixteen).toBeGreaterThanOrEqual(1);

    const page = teen.page;
    await page.goto(new URL(`${webPaths.jobs}?zipcode=78704&cando=1`, page.url()).toString());
    // The mower job is one they can do now: listed, with no badge, and open to apply.
    const mower = jobCard(page, jobs.mower);
    await mower.waitFor();
    expect(await mower.locator('[data-marker]').count()).toBe(0);
    // The parent's own limit stands: the parent chose it, a birthday does not change it.
    expect(await jobCard(page, jobs.tutoring).count()).toBe(0);
    await mower.getByRole('button', { name: 'Apply Now' }).focus();
    await press(page, 'Enter');
    await mower.getByRole('form', { name: 'Apply for this job' }).waitFor();
    await screensOk(page, 'birthday-16-jobs', mower);

    const parent = guardian.page;
    await parent.goto(new URL(familyPagePaths.family, parent.url()).toString());
    await parent
      .getByText(`${TEEN.first} turned 16 today: the rules for under-16s no longer apply.`)
      .first()
      .waitFor();
    await parent.getByRole('heading', { level: 2, name: `${TEEN.first} ${TEEN.last}, 16` }).waitFor();
    await screensOk(parent, 'birthday-16-family', parent.getByText(`${TEEN.first} turned 16 today`));
  }, 150_000);
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT } from '../../shared/rules/contact-details';
import { guardianLine } from '../../shared/rules/conversation';
import { familyPagePaths } from '../../shared/rules/family';
import { webPath, webPaths } from '../../shared/web-paths';
import { api, idTokenFor } from '../integration/support/api';
import {
  type Actor,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from '../integration/support/marketplace';
import { PASSWORD, signedInAs } from './support/accounts';
import {
  apiGlob,
  closeBrowser,
  DESKTOP,
  MOBILE,
  type OpenedPage,
  openPage,
  waitForPage,
} from './support/browser';
import { expectScreensOk, NARROW } from './support/screens';

/*
 * Conversations in Chromium: the employer shows interest from the reviewer, which opens the
 * conversation; the student and the employer write, each seeing the other's message within 3 seconds
 * without reloading (the live connection); a phone number is hidden before acceptance, the composer
 * warning first and the sender told after; the demo teen's parent reads the teen's conversation from
 * /family and blocks it, with the keyboard only. Every screen at 1280, 375 and 320 px, with axe.
 */

const WIDTHS = [DESKTOP, MOBILE, NARROW] as const;
/** A message must reach the other side's open page within this (the promise). */
const LIVE_WITHIN_MS = 3_000;

const threadText = (page: Page) =>
  page
    .getByRole('log')
    .textContent()
    .then((text) => text ?? '');
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

/** Tabs until the focused element's accessible text matches (keyboard only), at most 60 steps. */
async function tabTo(page: Page, text: RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
    });
    if (text.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(text)}`);
}

/** Types a message as a person does and presses Enter. */
async function write(page: Page, to: string, text: string): Promise<void> {
  const box = composer(page, to);
  await box.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

describe('a student and an employer talk about a job', () => {
  let employer: Actor;
  let student: Actor;
  let title = '';
  let employerTab: OpenedPage;
  let studentTab: OpenedPage;

  beforeAll(async () => {
    [employer, student] = await Promise.all([newEmployer('Dana'), newStudent('Sam')]);
    title = uniqueTitle('Lawn mowing');
    const jobId = await postJob(employer, title);
    const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }, 60_000);
  afterAll(async () => {
    try {
      expect(employerTab?.errors ?? [], 'console errors in the employer’s browser').toEqual([]);
      expect(studentTab?.errors ?? [], 'console errors in the student’s browser').toEqual([]);
    } finally {
      await employerTab?.context.close();
      await studentTab?.context.close();
      await closeBrowser();
    }
  });

  it('opens with the employer’s interest, and each side sees the other’s message live', async () => {
    // A retry starts over in fresh tabs; the interest stays sent.
    await employerTab?.context.close();
    await studentTab?.context.close();
    employerTab = await openPage('/employer/home/applications', DESKTOP, {
      beforeGoto: signedInAs(employer.email, 2),
    });
    const page = employerTab.page;
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    const row = page.locator('li[data-application-id]', { hasText: 'Sam' });
    const interview = row.getByRole('button', { name: /^(Interview|Notified)/ });
    if ((await interview.textContent())?.startsWith('Interview')) {
      await interview.click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Interview?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('a conversation opens');
      await dialog.getByRole('button', { name: 'E-mail Sam' }).click();
    }
    await row.getByRole('button', { name: /^Notified/ }).waitFor();
    // The conversation the interest opened: the reviewer's way to reach the student.
    await row.getByRole('link', { name: /^Message/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Conversation with Sam' }).waitFor();
    await page.getByRole('textbox', { name: 'Message Sam' }).waitFor();
    await expectScreensOk(page, 'conversation-empty', WIDTHS);

    studentTab = await openPage(webPaths.messages, MOBILE, { beforeGoto: signedInAs(student.email, 1) });
    const phone = studentTab.page;
    const inboxRow = phone.getByRole('link', { name: new RegExp(`Dana\\s*${title}`) });
    await inboxRow.waitFor();
    await expectScreensOk(phone, 'messages-inbox', [MOBILE, NARROW, DESKTOP]);
    await inboxRow.click();
    await phone.getByRole('heading', { level: 1, name: 'Conversation with Dana' }).waitFor();
    // The live connection is up before the first message is written.
    await expect.poll(() => phone.getByText('Live updates are paused').count()).toBe(0);

    await write(page, 'Sam', 'Hi Sam, can you come on Saturday at 10?');
    await expect
      .poll(() => threadText(phone), { timeout: LIVE_WITHIN_MS })
      .toContain('Hi Sam, can you come on Saturday at 10?');
    // The text is sent and gone from the box; focus stays there for the next one.
    await expect.poll(() => composer(page, 'Sam').inputValue()).toBe('');
    expect(await focusedTag(page)).toBe('TEXTAREA');

    await write(phone, 'Dana', 'Yes! I will bring my own gloves.');
    await expect
      .poll(() => threadText(page), { timeout: LIVE_WITHIN_MS })
      .toContain('Yes! I will bring my own gloves.');
    expect(await focusedTag(phone)).toBe('TEXTAREA');
  });

  it('hides a phone number before acceptance: the composer warns, the sender is told, the student sees it hidden', async () => {
    const page = employerTab.page;
    const phone = studentTab.page;
    await composer(page, 'Sam').click();
    await page.keyboard.type('Call me at 512-555-0199 if you get lost');
    const warning = page.getByText(/This message has a phone number: it will be hidden when you send it/);
    await warning.waitFor();
    await expectScreensOk(page, 'conversation-composer-warning', WIDTHS);
    await page.keyboard.press('Enter');
    await page.getByText('We hid a phone number in this message.').waitFor();
    await expect
      .poll(() => threadText(phone), { timeout: LIVE_WITHIN_MS })
      .toContain(`Call me at ${HIDDEN_CONTACT} if you get lost`);
    expect(await threadText(phone)).not.toContain('555-0199');
    expect(await threadText(page)).not.toContain('555-0199');
    // The notice is the sender's alone.
    expect(await phone.getByText('We hid a phone number').count()).toBe(0);
    await expectScreensOk(page, 'conversation-employer', WIDTHS);
    await expectScreensOk(phone, 'conversation-student', [MOBILE, NARROW, DESKTOP]);
  });

  it('keeps the text when sending fails, and says why', async () => {
    const phone = studentTab.page;
    await phone.setViewportSize(MOBILE);
    await phone.route(apiGlob('sendMessage'), (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'We are busy right now. Please try again in a moment.',
          code: 'UNAVAILABLE',
        }),
      }),
    );
    await write(phone, 'Dana', 'Is the side gate open?');
    await phone.getByText('We are busy right now. Please try again in a moment.').waitFor();
    expect(await composer(phone, 'Dana').inputValue()).toBe('Is the side gate open?');
    // The refusal it caused on purpose is not a page error.
    const others = studentTab.errors.filter((error) => !/503/.test(error));
    studentTab.errors.splice(0, studentTab.errors.length, ...others);
    await phone.unroute(apiGlob('sendMessage'));
    await phone.keyboard.press('Enter');
    await expect
      .poll(() => threadText(employerTab.page), { timeout: LIVE_WITHIN_MS })
      .toContain('Is the side gate open?');
    await expect.poll(() => composer(phone, 'Dana').inputValue()).toBe('');
  });
});

describe("the demo teen's parent", () => {
  let guardianTab: OpenedPage;
  let boss: Actor;
  let conversationId = '';
  let title = '';

  beforeAll(async () => {
    // A fresh employer: the demo employer and the demo teen stay unblocked for the other journeys.
    boss = await newEmployer('Vic');
    title = uniqueTitle('Dog walking');
    const jobId = await postJob(boss, title);
    const [teenToken, parentToken] = await Promise.all([
      idTokenFor('teen@example.com', PASSWORD),
      idTokenFor('parent@example.com', PASSWORD),
    ]);
    const applied = await api('applyToJob', { params: { id: jobId }, token: teenToken, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    conversationId = applied.body.entity as string;
    // The demo teen's applications wait for her parent's approval.
    if (applied.body.status === 'AwaitingApproval') {
      const approved = await api('decideApplication', {
        params: { id: conversationId },
        token: parentToken,
        body: { approve: true },
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    }
    const interest = await api('expressInterest', {
      params: { id: conversationId },
      token: boss.token,
      body: {},
    });
    expect(interest.status, JSON.stringify(interest.body)).toBe(200);
    const sent = await api('sendMessage', {
      params: { id: conversationId },
      token: boss.token,
      body: { text: 'Hi Maya! Could you walk Biscuit on Sunday morning? Text me on 512 555 0123.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }, 60_000);
  afterAll(async () => {
    try {
      expect(guardianTab?.errors ?? [], 'console errors in the parent’s browser').toEqual([]);
    } finally {
      await guardianTab?.context.close();
      await closeBrowser();
    }
  });

  it('reads the thread from /family and blocks it, with the keyboard only', async () => {
    guardianTab = await openPage(familyPagePaths.family, DESKTOP, {
      beforeGoto: signedInAs('parent@example.com', 1),
    });
    const page = guardianTab.page;
    const card = page
      .locator('li', { hasText: title })
      .filter({ has: page.getByRole('link', { name: /^Read/ }) });
    await card.waitFor();
    await expectScreensOk(page, 'family-conversations', WIDTHS);

    await tabTo(page, new RegExp(`^Read the conversation about ${title}$`));
    await page.keyboard.press('Enter');
    await waitForPage(page, webPath('conversation', { id: conversationId }));
    await page.getByRole('heading', { level: 1, name: 'Maya and Vic' }).waitFor();
    expect(await page.getByText(guardianLine('Priya', 'Maya')).count()).toBe(1);
    expect(await threadText(page)).toContain(`Text me on ${HIDDEN_CONTACT}.`);
    // Read-only: no composer for a parent.
    expect(await page.getByRole('textbox').count()).toBe(0);
    await expectScreensOk(page, 'conversation-guardian', WIDTHS);

    await tabTo(page, /^Block$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Block Vic for Maya?' });
    await dialog.waitFor();
    await expectScreensOk(page, 'conversation-block-dialog');
    // Cancel has the focus first (the safe answer); the next Tab is Block.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(/^Blocked\. Nobody can write in this conversation any more/).waitFor();
    await page.getByText('This conversation is closed: it was blocked.').waitFor();

    // The employer cannot write in it any more.
    const refused = await api('sendMessage', {
      params: { id: conversationId },
      token: boss.token,
      body: { text: 'Hello?' },
    });
    expect(refused.status).toBe(409);

    // Back on /family, with the keyboard: the conversation is closed there too.
    await tabTo(page, /^← Your family$/);
    await page.keyboard.press('Enter');
    await waitForPage(page, familyPagePaths.family);
    const closed = page
      .locator('li', { hasText: title })
      .filter({ has: page.getByRole('link', { name: /^Read/ }) });
    await expect.poll(async () => (await closed.textContent()) ?? '').toContain('Closed');
  });
});

import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

import { DESKTOP, expectFitsWidth, expectNoAxeViolations, MOBILE, screenshot } from './browser';
import { NARROW } from './screens';

// Shared with the student journey: the screen checks live in screens.ts.
export { expectScreensOk, NARROW, SIZES } from './screens';

/** `MM/DD/YYYY` n days from today (the machine's calendar; jobs nearby are never behind it). */
export function usDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/** `YYYY-MM-DD` n days from today, as the API takes days. */
export function isoDayFromToday(days: number): string {
  const [mm, dd, yyyy] = usDateFromToday(days).split('/');
  return `${yyyy}-${mm}-${dd}`;
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
}

/**
 * When this file started (each e2e file loads its modules afresh), a few seconds early for the
 * stand-in's whole-second timestamps: the addresses waited for are the file's own, so the store is
 * read from then on, not whole, as it grows with every file of the run.
 */
const fileStarted = Math.floor(Date.now() / 1000) - 5;

/** Waits until the local inbox holds a mail to `address` whose subject matches (sending is asynchronous). */
export async function waitForMailWithSubject(address: string, subject: RegExp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inject('stack').inboxUrl}/store?since=${fileStarted}`);
    const { emails } = (await response.json()) as { emails: StoredMail[] };
    const found = emails.find((mail) => mail.destination.to.includes(address) && subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = emails
        .filter((mail) => mail.destination.to.includes(address))
        .map((mail) => mail.subject);
      expect.fail(`No mail to ${address} matching ${subject}; it has: ${JSON.stringify(subjects)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The dashboard's stat cards as label → number. */
export function readStats(page: Page): Promise<Record<string, number>> {
  return page
    .locator('main dl')
    .first()
    .evaluate((list) => {
      const stats: Record<string, number> = {};
      for (const card of Array.from(list.children)) {
        const label = card.querySelector('dt')?.textContent?.trim();
        const value = card.querySelector('dd')?.textContent?.trim();
        if (label && value) stats[label] = Number(value);
      }
      return stats;
    });
}

/** Where keyboard focus is, as something a failing test can print. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName.toLowerCase()} ${element?.getAttribute('role') ?? ''} ${(element?.textContent ?? '').trim()}`;
  });
}

/** Tab until the focused element's text (role and name) contains `text`. */
export async function tabTo(page: Page, text: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedText(page)).includes(text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${text}; focus is on ${await focusedText(page)}`);
}

/** Each width: no sideways scroll, and a picture to look at; axe once (the layout's rules are the same). */
export async function lookAt(page: Page, name: string): Promise<void> {
  for (const [index, size] of [DESKTOP, MOBILE, NARROW].entries()) {
    await page.setViewportSize(size);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (index === 0) await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

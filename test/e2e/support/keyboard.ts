import type { Locator, Page } from 'playwright-core';

/** Presses a key `times` times, as a keyboard user would. */
export async function press(page: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Tabs until the focused element has this accessible text (keyboard only), at most `max` steps. */
export async function tabTo(page: Page, text: string | RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
    });
    if (typeof text === 'string' ? focused === text : text.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(text)}`);
}

/** Tabs until this element (a field, found by its label) has focus (keyboard only), at most `max` steps. */
export async function tabToElement(page: Page, element: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

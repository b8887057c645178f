import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, expectFitsWidth, expectScreenOk, MOBILE, SCREENSHOT_DIR } from './browser';

/** The narrowest phone the app supports without sideways scrolling. */
export const NARROW = { width: 320, height: 700 } as const;
export const SIZES = [DESKTOP, MOBILE] as const;
/** Desktop, phone and the narrowest phone: where a changed screen is checked. */
export const ALL_WIDTHS = [DESKTOP, MOBILE, NARROW] as const;

/**
 * The same screen at several widths: no sideways scroll at each, and axe and a screenshot
 * `<name>-<width>.png` once, at the first width ("axe and a screenshot once per screen").
 * A width changes the layout, which the scroll check measures at each; axe and the full-page pictures
 * were the largest costs of the e2e project (axe about 150 CPU-s of its 470), most of it repeating a
 * screen at its other widths. The viewport is put back afterwards.
 */
export async function expectScreensOk(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[] = SIZES,
): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const [index, size] of sizes.entries()) {
    await page.setViewportSize(size);
    // Two frames: media queries and layout have applied before anything is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (index === 0) await expectScreenOk(page, `${name}-${size.width}`);
    else await expectFitsWidth(page);
  }
  await page.setViewportSize(original);
}

/**
 * Every width checked (no sideways scroll, axe), and a look at the phones too: the part that changed,
 * scrolled into view, at 375 and 320 px (`expectScreensOk` photographs the first width only).
 */
export async function expectScreensOkWithPhones(page: Page, name: string, part?: Locator): Promise<void> {
  await expectScreensOk(page, name, ALL_WIDTHS);
  for (const size of ALL_WIDTHS.slice(1)) {
    await page.setViewportSize(size);
    await part?.first().scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`),
      animations: 'disabled',
    });
  }
  await page.setViewportSize(ALL_WIDTHS[0]);
}

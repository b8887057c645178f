import type { Page } from 'playwright-core';
import { DESKTOP, expectScreenOk, MOBILE } from './browser';

/** The narrowest phone the app supports without sideways scrolling. */
export const NARROW = { width: 320, height: 700 } as const;
export const SIZES = [DESKTOP, MOBILE] as const;

/**
 * The same screen at several widths, each checked like `expectScreenOk` (no sideways scroll, axe,
 * screenshot `<name>-<width>.png`). The viewport is put back afterwards.
 */
export async function expectScreensOk(
  page: Page,
  name: string,
  sizes: readonly { width: number; height: number }[] = SIZES,
): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Two frames: media queries and layout have applied before anything is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expectScreenOk(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(original);
}

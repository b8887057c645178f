import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectNoAxeViolations, withPage } from './support/browser';

/*
 * The accessibility check every screen goes through (test/e2e/support/browser.ts) runs axe in a
 * cheaper mode: proof that it still finds what it must, on a real page of the app.
 */

afterAll(closeBrowser);

describe('the axe check behind every screen', () => {
  it('fails on a page with a violation, naming the rule and the element', async () => {
    await withPage('/faq', {}, async (page) => {
      await expectNoAxeViolations(page);
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.id = 'no-alt';
        image.src = '/favicon.svg';
        document.querySelector('#main')?.append(image);
        const pale = document.createElement('p');
        pale.id = 'pale-text';
        pale.textContent = 'Hard to read';
        pale.style.color = '#eeeeee';
        document.querySelector('#main')?.append(pale);
      });
      // The assertion's actual value is the list of violations, one text each.
      const violations = await expectNoAxeViolations(page).then(
        () => [],
        (error: { actual?: unknown }) => error.actual,
      );
      expect(violations).toEqual([
        expect.stringMatching(/^color-contrast \(serious\).*\n.*#pale-text/),
        expect.stringMatching(/^image-alt \(critical\).*\n.*#no-alt/),
      ]);
    });
  });
});

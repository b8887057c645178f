import { chromium, type Page } from 'playwright-core';
import { headlessShellLaunchOptions } from './test/support/chromium';
const app = process.argv[2] as string;
const who = process.argv[3] as string; // email
const tab = process.argv[4] as 'Student' | 'Employer';
const paths = process.argv.slice(5);
const browser = await chromium.launch(headlessShellLaunchOptions);
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`${app}/auth/signin`);
await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
await page.getByRole('tab', { name: tab }).click();
await page.getByLabel('Email', { exact: true }).fill(who);
await page.getByLabel('Password', { exact: true }).fill('Neighbour1!');
await page.getByRole('button', { name: `Sign in as ${tab.toLowerCase()}` }).click();
await page.waitForTimeout(2500);
for (const p of paths) {
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    if (p === 'FIRST') {
      await page.goto(`${app}/messages`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.locator('main ul a').first().click();
    } else await page.goto(`${app}${p}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(2000);
    const name = `${who.split('@')[0]}${p.replace(/[^a-z0-9]+/gi, '-')}-${width}`;
    await page.screenshot({ path: `/tmp/conv-shots/${name}.png`, fullPage: true });
    console.log('shot', name);
  }
}
await browser.close();

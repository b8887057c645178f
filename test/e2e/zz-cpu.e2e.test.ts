import { afterAll, it } from 'vitest';
import { closeBrowser, expectScreenOk, MOBILE, openPage } from './support/browser';

afterAll(closeBrowser);

it('loads pages', async () => {
  const t0 = performance.now();
  for (const path of ['/', '/jobs', '/faq', '/about', '/jobs?zipcode=78704', '/auth/signin', '/auth/signup/student', '/safety']) {
    for (const viewport of [undefined, MOBILE]) {
      const { context, page } = await openPage(path, viewport);
      await expectScreenOk(page, `zz-${path.replace(/\W/g, '')}-${viewport ? 375 : 1280}`);
      await context.close();
    }
  }
  console.log('ZZ wall', (performance.now() - t0).toFixed(0));
}, 300_000);

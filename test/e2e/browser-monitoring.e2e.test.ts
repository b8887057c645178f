import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { RumBatch } from '../../scripts/local/rum';
import { webPaths } from '../../shared/web-paths';
import { RUM_START_DELAY_MS } from '../../web/src/lib/monitoring/monitoring';
import { PASSWORD, signInThroughScreen } from './support/accounts';
import { appUrl, closeBrowser, DESKTOP, waitForPage, withPage } from './support/browser';

afterAll(closeBrowser);

/*
 * Browser monitoring: the e2e stack runs the RUM client against the local RUM stand-in
 * (scripts/local/rum.ts), as a stage with RUM does. The client's chunk loads only after the page has
 * painted and loaded, and what it reports names nobody: a hashed id and the role, never an e-mail or a
 * name, even when an error message carries them.
 */

const rumUrl = () => {
  const url = inject('stack').rumUrl;
  if (!url) throw new Error('The e2e stack runs with NJ_LOCAL_RUM=1 (test/support/global-stack-web.ts)');
  return url;
};

async function batches(): Promise<RumBatch[]> {
  const res = await fetch(`${rumUrl()}/batches`);
  return ((await res.json()) as { batches: RumBatch[] }).batches;
}

/** The RUM chunk's resource timing entry once it has loaded (whenever that was). */
async function rumChunkLoaded(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/rum-client-[\w-]+\.js$/.test(entry.name))
        ?.name,
    undefined,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await fetch(`${rumUrl()}/batches`, { method: 'DELETE' });
});

describe('the RUM client', () => {
  it('loads in its own chunk only after the first paint, and seconds after the load event', async () => {
    await withPage('/', { viewport: DESKTOP }, async (page) => {
      const chunkUrl = await rumChunkLoaded(page);
      const timing = await page.evaluate((url) => {
        const [fcp] = performance.getEntriesByName('first-contentful-paint');
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [resource] = performance.getEntriesByName(url);
        return {
          fcp: fcp?.startTime ?? Number.NaN,
          loadEnd: navigation?.loadEventEnd ?? Number.NaN,
          chunkStart: resource?.startTime ?? Number.NaN,
        };
      }, chunkUrl);
      // No session replay: the client holds no recorder (rrweb) at all.
      expect(await (await fetch(chunkUrl)).text()).not.toMatch(/rrweb|recordCanvas|maskAllInputs/i);
      expect(timing.chunkStart).toBeGreaterThan(timing.fcp);
      // And some seconds after it: starting the client must not fall while the page becomes
      // interactive (Lighthouse's blocking time, monitoring.ts RUM_START_DELAY_MS).
      expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEnd + RUM_START_DELAY_MS);
      // Nothing in the page as served names or preloads it.
      expect(await (await fetch(appUrl('/'))).text()).not.toContain('rum-client');
    });
  });

  it('reports an error with a hashed id and the role, never the person’s e-mail or name', async () => {
    const email = 'student@example.com';
    const names = ['Jordan', 'Lee'];
    await withPage('/auth/signin', { viewport: DESKTOP, expectedErrors: /could not save/ }, async (page) => {
      await signInThroughScreen(page, email, PASSWORD, 'Student');
      await waitForPage(page, webPaths.jobs);
      await rumChunkLoaded(page);
      // An error whose message carries what must never leave: the address and the name.
      await page.evaluate(
        ([address, first, last]) =>
          setTimeout(() => {
            throw new Error(`Profile for ${first} ${last} <${address}> could not save`);
          }),
        [email, ...names],
      );
      // The client sends every few seconds, and at once when the page is hidden.
      let sent: RumBatch[] = [];
      for (let i = 0; i < 60; i++) {
        sent = await batches();
        if (sent.some((batch) => batch.RumEvents.some((event) => event.type.includes('js_error')))) break;
        await sleep(250);
      }
      const errors = sent.flatMap((batch) =>
        batch.RumEvents.filter((event) => event.type.includes('js_error')).map((event) => ({ batch, event })),
      );
      expect(errors.length).toBeGreaterThan(0);
      const [first] = errors;
      expect(JSON.parse(first?.event.details ?? '{}').message).toBe(
        'Profile for [name] <[email]> could not save',
      );
      const metadata = JSON.parse(first?.event.metadata ?? '{}') as Record<string, string>;
      expect(metadata.userRole).toBe('student');
      expect(metadata.userHash).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(first?.batch.UserDetails.userId).toBe(metadata.userHash);
      // Nothing anywhere in what was sent names the person.
      const everything = JSON.stringify(sent);
      expect(everything).not.toContain(email);
      for (const name of names) expect(everything).not.toContain(name);
    });
  });

  it('records no session replay', async () => {
    await withPage('/', { viewport: DESKTOP }, async (page) => {
      await rumChunkLoaded(page);
      await page.getByRole('link', { name: 'Find Jobs' }).first().click();
      await waitForPage(page, webPaths.jobs);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    });
    const types = new Set((await batches()).flatMap((batch) => batch.RumEvents.map((event) => event.type)));
    expect([...types].filter((type) => /rrweb|replay|session_replay/i.test(type))).toEqual([]);
  });
});

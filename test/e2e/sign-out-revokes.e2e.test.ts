import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { apiPath } from '../../shared/routes';
import { webPaths } from '../../shared/web-paths';
import { refreshWith } from '../integration/support/accounts';
import { logOut, signInThroughScreen } from './support/accounts';
import { closeBrowser, withPage } from './support/browser';

afterAll(closeBrowser);

describe('log out (issue 10 §1, issue 21 §2)', () => {
  it('ends the session at Cognito and clears the cookie: a copy kept from before can no longer refresh', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === webPaths.jobs);
      await page.waitForLoadState('networkidle');
      const session = (await page.context().cookies()).find((cookie) => cookie.name === sessionCookie.name);
      if (!session) throw new Error('No session cookie after sign-in');
      const copy = `${session.name}=${session.value}`;

      // Together: should logging out fail, the wait for its request must not outlive the test.
      const [request] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith(apiPath('revokeToken'))),
        logOut(page),
      ]);
      // The cookie names the session: no body, and no ID token goes with it.
      expect(request.postData()).toBeNull();
      expect(request.headers().authorization).toBeUndefined();
      await expect.poll(async () => (await refreshWith(copy)).status, { timeout: 5000 }).toBe(401);
      const left = (await page.context().cookies()).map((cookie) => cookie.name);
      expect(left).not.toContain(sessionCookie.name);
      expect(left).not.toContain(sessionCookie.hintName);
    }));
});

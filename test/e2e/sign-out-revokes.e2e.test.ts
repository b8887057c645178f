import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../integration/support/api';
import { logOut, signInThroughScreen } from './support/accounts';
import { closeBrowser, withPage } from './support/browser';

afterAll(closeBrowser);

describe('log out (issue 10 §1)', () => {
  it('revokes the refresh token at Cognito: a copy kept from before can no longer refresh', () =>
    withPage('/auth/signin', {}, async (page) => {
      await signInThroughScreen(page, 'student@example.com', 'Neighbour1!', 'Student');
      await page.waitForURL((url) => url.pathname === '/jobs');
      const refreshToken = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
      if (!refreshToken) throw new Error('No refresh token stored after sign-in');
      expect((await api('POST', '/token/refresh', { body: { refreshToken } })).status).toBe(200);

      const revoke = page.waitForRequest((request) => request.url().endsWith('/api/token/revoke'));
      await logOut(page);
      const request = await revoke;
      // The refresh token only: no ID token goes with it.
      expect(request.postDataJSON()).toEqual({ refreshToken });
      expect(request.headers().authorization).toBeUndefined();
      await expect
        .poll(async () => (await api('POST', '/token/refresh', { body: { refreshToken } })).status, {
          timeout: 5000,
        })
        .toBe(401);
    }));
});

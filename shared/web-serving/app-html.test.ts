import { describe, expect, it } from 'vitest';
import { appConfigFixture } from '../../test/support/app-config';
import type { AppConfig } from '../schemas/app-config';
import { fillAppHtml } from './app-html';
import { CONFIG_BLOCK_ID, GOOGLE_SIGN_IN_MARK } from './html-names';

const settings = appConfigFixture;

const block = `<script type="application/json" id="${CONFIG_BLOCK_ID}"></script>`;
const page = (markup: string) =>
  `<html><head>${block}</head><body><div id="root" data-prerendered="/auth/signin">${markup}</div></body></html>`;
const googleButton = `<div ${GOOGLE_SIGN_IN_MARK}=""><button type="button">Continue with Google</button></div>`;

describe('fillAppHtml', () => {
  it('writes the settings block and the markers, with < escaped inside the block', () => {
    const html = fillAppHtml(page('<a href="mailto:__NJ_CONFIG__supportEmail__">Help</a>'), {
      ...settings,
      stage: '</script><b>',
    });
    expect(html).toContain('<a href="mailto:help@jobs.example">Help</a>');
    const json = new RegExp(`id="${CONFIG_BLOCK_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ ...settings, stage: '</script><b>' });
  });

  it('refuses settings the app could not run with: the browser reads the block unchecked', () => {
    const { supportEmail: _, ...missing } = settings;
    expect(() => fillAppHtml(page(''), missing as AppConfig)).toThrow();
    expect(() => fillAppHtml(page(''), { ...settings, rum: 'yes' } as unknown as AppConfig)).toThrow();
  });

  it('keeps a page with the Google button hydratable on a stage with Google sign-in', () => {
    expect(fillAppHtml(page(googleButton), settings)).toContain('data-prerendered="/auth/signin"');
  });

  it('has a page with the Google button rendered afresh on a stage without Google sign-in', () => {
    const withoutGoogle = { ...settings, googleProviderName: null };
    expect(fillAppHtml(page(googleButton), withoutGoogle)).not.toContain('data-prerendered');
    // Pages without the button hydrate there as anywhere.
    expect(fillAppHtml(page('<h1>FAQ</h1>'), withoutGoogle)).toContain('data-prerendered="/auth/signin"');
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControl, cacheControlFor } from './cache-control';

describe('cache rules', () => {
  it('caches content-hashed assets for a year without revalidation', () => {
    expect(cacheControl.hashed).toBe('public, max-age=31536000, immutable');
    for (const key of ['assets/index-Bx1.js', '/assets/HomePage-Cc2.css', 'assets/font.woff2']) {
      expect(cacheControlFor(key), key).toBe(cacheControl.hashed);
    }
  });

  it('revalidates everything under a fixed name: HTML, config, crawler files, favicon', () => {
    expect(cacheControl.revalidate).toBe('no-cache');
    for (const key of [
      'index.html',
      'faq/index.html',
      'shell.html',
      'config.json',
      '/robots.txt',
      'sitemap.xml',
      'favicon.svg',
      'assets.json',
      'x/assets/y.js',
    ]) {
      expect(cacheControlFor(key), key).toBe(cacheControl.revalidate);
    }
  });
});

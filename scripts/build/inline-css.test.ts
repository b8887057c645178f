import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css';

const dist = mkdtempSync(path.join(os.tmpdir(), 'nj-inline-css-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets/index-abc.css'), 'body{margin:0}\n');
writeFileSync(path.join(dist, 'assets/HomePage-x_1.css'), '._hero_1{color:red}');
writeFileSync(path.join(dist, 'assets/evil.css'), 'a{content:"</style><script>"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it("puts each of the build's stylesheets into the page, marked for Vite's loader, and leaves everything else as it was", () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '  <link rel="stylesheet" crossorigin href="/assets/HomePage-x_1.css">',
      '</head>',
    ].join('\n');
    expect(inlineStylesheets(html, dist)).toBe(
      [
        '<head>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">',
        '<style data-href="/assets/index-abc.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-abc.css" media="not all" type="text/x-inlined">',
        '  <style data-href="/assets/HomePage-x_1.css">._hero_1{color:red}</style><link rel="stylesheet" href="/assets/HomePage-x_1.css" media="not all" type="text/x-inlined">',
        '</head>',
      ].join('\n'),
    );
  });

  it('refuses CSS that would end the style block early', () => {
    expect(() =>
      inlineStylesheets('<link rel="stylesheet" crossorigin href="/assets/evil.css">', dist),
    ).toThrow('cannot inline');
  });
});

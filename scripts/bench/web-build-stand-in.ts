import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHELL_FILE } from '../../shared/web-serving/app-html';

/**
 * A stand-in for `vite build` output (the app, its shell for job pages, an asset): a stage is
 * synthesized with it as it is deployed, with a build, so that what it holds (the job pages function
 * among it) never depends on whether, or how far, a real web build has run beside the tests or the
 * bench (the end-to-end tests build the web at the same time). The caller removes the folder.
 */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nj-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const html = '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>';
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, SHELL_FILE), html);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

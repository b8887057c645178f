import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, prerenderedFile, SHELL_FILE } from '../../shared/web-serving/app-html';
import { publicPages } from '../../shared/web-serving/crawlers';
import { repoRoot } from '../paths';

/**
 * spa-fallback.js with the build's HTML layout written in (CloudFront Functions cannot import): each
 * pre-rendered page's file and the shell, from the definition the local web server serves by.
 */
export function spaFallbackCode(): string {
  const source = readFileSync(join(repoRoot, 'infra', 'cloudfront', 'spa-fallback.js'), 'utf8');
  const prerendered = Object.fromEntries(publicPages.map((page) => [page, prerenderedFile(page)]));
  const filled = source
    .replace(/^var PRERENDERED = .*;$/m, () => `var PRERENDERED = ${JSON.stringify(prerendered)};`)
    .replace(/^var SHELL = .*;$/m, () => `var SHELL = ${JSON.stringify(SHELL_FILE)};`);
  if (!filled.includes(JSON.stringify(prerendered)) || !filled.includes(`var SHELL = "${SHELL_FILE}"`)) {
    throw new Error('spa-fallback.js no longer has the PRERENDERED and SHELL lines to fill');
  }
  if (!htmlFiles.includes(SHELL_FILE)) throw new Error(`${SHELL_FILE} is not one of the build's HTML files`);
  return filled;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium; `npx playwright install` cannot download a browser on these machines. The
 * benches (Lighthouse, the web bench) measure the full browser people use.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell: the same Blink and V8 without the browser's UI process, which is what
 * Playwright's own headless mode runs. The e2e tests use it: measured on the whole e2e project it
 * spends about a third less CPU than the full browser in headless mode, which counts on a 2-CPU
 * machine that also runs the node tests.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Flags that keep Chromium from reaching for the network this machine does not have. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The same flags, for the headless shell the e2e tests drive. */
export const headlessShellLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
};

export function assertChromiumInstalled(executablePath = CHROMIUM_PATH): void {
  if (!existsSync(executablePath)) {
    const pkg = path.basename(executablePath);
    throw new Error(
      `Chromium is not installed at ${executablePath}. Run: apt-get install -y ${pkg} (.ci/run does this).`,
    );
  }
}

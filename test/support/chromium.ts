import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download a browser on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Run: apt-get install -y chromium (.ci/run does this).`,
    );
  }
}

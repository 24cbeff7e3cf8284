import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** How every e2e browser runs: the system's Chromium, headless, with nothing of its own on the network. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * One Chromium per worker for the whole run (global-setup.ts): a test file connects to it instead of
 * starting and stopping a browser of its own (measured on the loaded 2-core machine: 5-6 s for a
 * launch, first page and close, 1.5-2.5 s connected). What a file opens lives in its connection:
 * closing the connection closes its contexts, so files still start from nothing.
 */
export const startBrowserServer = (): Promise<BrowserServer> => chromium.launchServer({ ...CHROMIUM_LAUNCH, host: '127.0.0.1' }); // its web socket on the loopback only

/** The worker's browser through `endpoint` (global-setup.ts), or a browser of its own when there is none or it is gone. */
export async function connectBrowser(endpoint: string | undefined): Promise<Browser> {
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 30_000 });
    } catch {
      // The run's browser went away: this file starts its own, as every file once did.
    }
  }
  return chromium.launch(CHROMIUM_LAUNCH);
}

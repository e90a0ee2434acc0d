import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import { cspViolations, launchBrowser, newVisitor } from './browser.ts';

/**
 * The real server and a Chromium for one test file, started before its tests and stopped after:
 * `app.visitor()` opens a fresh browser context on the app, `app.url` is where it runs.
 */
export function useAppInBrowser(env: Record<string, string> = {}) {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(undefined, env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (cspViolations.length > 0) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  });
  const started = () => {
    if (!server || !browser) throw new Error('the app is not started yet (use it inside a test)');
    return { server, browser };
  };
  return {
    get url() {
      return started().server.url;
    },
    /**
     * Restarts the server on the same port and database with these settings changed (such as a later
     * CLOCK_OFFSET_MS, to let time pass): the browser contexts stay signed in.
     */
    restart(changes: Record<string, string>): Promise<void> {
      return started().server.restart(changes);
    },
    /** What the server printed so far. */
    logs() {
      return started().server.logs();
    },
    visitor(options?: Parameters<typeof newVisitor>[2]): Promise<BrowserContext> {
      const { server: app, browser: chromium } = started();
      return newVisitor(chromium, app.url, options);
    },
  };
}

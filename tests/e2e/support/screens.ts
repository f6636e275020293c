import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests keep their screenshots (kept after the run; test-artifacts/ is git-ignored). */
export const screenshotDir = path.resolve('test-artifacts/screenshots');

/** The app's full-page loading screen (client/app/LoadingScreen.tsx), shown at least 1 s while data loads. */
export async function waitForLoadingScreen(page: Page): Promise<void> {
  await page.locator('.ak-loading').first().waitFor({ state: 'hidden', timeout: 30_000 });
}

/**
 * Saves the viewport as test-artifacts/screenshots/<name>.png once the loading screen has gone (so the
 * picture shows the page, not the veil over it) and returns the path.
 */
export async function screenshot(page: Page, name: string, opts: { whileLoading?: boolean } = {}): Promise<string> {
  if (!opts.whileLoading) await waitForLoadingScreen(page);
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^a-z0-9_-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: false, animations: 'disabled' });
  return file;
}

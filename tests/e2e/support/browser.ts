import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides it (another Chromium build, or a different distro path). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Headless Chromium with WebGL through SwiftShader (ARCHITECTURE.md, "Known traps"): the map is PixiJS
 * and needs WebGL; the remaining flags keep the browser from reaching the network on its own.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export const chromiumAvailable = fs.existsSync(chromiumPath);

/**
 * Whether a browser test file must be skipped. With CI=true a missing Chromium is a failure (throws);
 * elsewhere the file is skipped with a loud notice naming it, so a developer without Chromium can still
 * run the rest of the suite but cannot mistake the skip for a pass.
 */
export function skipWithoutChromium(testFileUrl: string): boolean {
  if (chromiumAvailable) return false;
  const file = path.relative(process.cwd(), new URL(testFileUrl).pathname);
  if (process.env.CI && process.env.CI !== 'false') {
    throw new Error(`CI: Chromium is required for the browser tests but ${chromiumPath} does not exist (${file})`);
  }
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!!! CHROMIUM NOT FOUND at ${chromiumPath}: SKIPPING the browser tests in ${file}\n` +
      `!!! Install it (apt-get install chromium) or set CHROMIUM_PATH. With CI=true this is a failure.\n${bar}\n`,
  );
  return true;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs, timeout: 60_000 });
}

export const desktopContext: BrowserContextOptions = { viewport: { width: 1366, height: 850 }, deviceScaleFactor: 1 };

/** A tablet in landscape: touch input and the mobile viewport behaviour (meta viewport honoured). */
export const tabletContext: BrowserContextOptions = {
  viewport: { width: 1024, height: 768 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 1,
};

/**
 * A page whose console errors and uncaught exceptions are collected, so a test can assert the client
 * ran cleanly and a failure message can show what the browser said.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...options, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  // Generous: software WebGL on two shared cores makes the map page slow to settle.
  page.setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // The failed request itself is reported below with its address.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return { context, page, errors };
}

/** Two fingers on a horizontal line through (cx, cy), going from `from` to `to` px apart (apart zooms in), via CDP touch events. */
export async function pinch(page: Page, opts: { cx: number; cy: number; from: number; to: number; steps?: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = opts.steps ?? 10;
  const points = (d: number) => [
    { x: opts.cx - d / 2, y: opts.cy, id: 1 },
    { x: opts.cx + d / 2, y: opts.cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(opts.from) });
  for (let i = 1; i <= steps; i++) {
    const d = opts.from + ((opts.to - opts.from) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(d) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One finger dragging from `from` to `to` (viewport px) via CDP touch events. */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...from, id: 1 }] });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps, id: 1 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

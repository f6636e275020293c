import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestDb } from '../support/db';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, desktopContext } from '../e2e/support/browser';
import { zoomLimits } from '../../client/map/camera';
import { seedMapWorld, type MapWorld } from './mapSeed';
import type { BaselineConfig } from './mapBaselinePage';
import { percentile, round, type FrameStats, type MapFigures, type MapScenarioFigures } from './results';

/**
 * Benchmark 4: the map in Chromium (playwright-core, WebGL through SwiftShader). The production build
 * of the client, served by the real server in a child process on a fresh database, opens /map logged
 * in as a player; a script pans and zooms with real mouse input (drags and wheel) for a few seconds
 * while a requestAnimationFrame loop in the page records frame timestamps. The same script then runs
 * on a baseline page: a plain Pixi application of the same canvas size drawing one plain sprite per
 * tile, village and marker in view (tests/bench/mapBaselinePage.ts). Goal: map frame time at most
 * 1.25 x the baseline's, and the map interactive within 2 s of navigation.
 */
export interface MapScenario {
  name: string;
  maxCoord: number;
  villages: number;
  movements: number;
}

export interface MapSize {
  /** Seconds the pan/zoom script runs on each page. */
  seconds: number;
  scenarios: MapScenario[];
}

export const MAP_SIZES: Record<'quick' | 'full', MapSize> = {
  quick: { seconds: 1, scenarios: [{ name: '103 x 103', maxCoord: 51, villages: 200, movements: 0 }] },
  full: {
    seconds: 5,
    scenarios: [
      { name: '103 x 103', maxCoord: 51, villages: 500, movements: 0 },
      { name: '401 x 401, 300 movements', maxCoord: 200, villages: 8000, movements: 300 },
    ],
  },
};

export const FRAME_GOAL = 1.25;
export const INTERACTIVE_GOAL_MS = 2000;

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BASELINE_ORIGIN = 'http://baseline.bench';

function buildClient(log: (s: string) => void): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ak-bench-map-client-'));
  log('map: vite build');
  const r = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build failed: ${r.stderr?.slice(-2000)}`);
  return out;
}

async function buildBaseline(): Promise<string> {
  const r = await build({
    entryPoints: [path.join(here, 'mapBaselinePage.ts')], bundle: true, write: false, format: 'iife', platform: 'browser',
    minify: true, target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  return r.outputFiles[0].text;
}

interface MapServer { url: string; stop: () => Promise<void> }

async function startMapServer(databaseUrl: string, maxCoord: number, clientDir: string): Promise<MapServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'mapServer.ts')], {
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: '0', TICK: 'off', TRUST_PROXY: 'off',
      RATE_LIMIT_TOKEN: '0', GAME_START: '2026-01-01T00:00:00Z', LOG_LEVEL: 'silent', MAX_COORD: String(maxCoord), AK_CLIENT_DIR: clientDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`map server: no answer in 60 s\n${err.slice(-2000)}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('BENCH_READY '));
      if (line) { clearTimeout(timer); resolve((JSON.parse(line.slice(12)) as { url: string }).url); }
    });
    child.stderr!.on('data', (d) => { err += d; });
    child.on('close', (code) => { clearTimeout(timer); reject(new Error(`map server exited (${code})\n${err.slice(-2000)}`)); });
  }).catch((e) => { child.kill('SIGKILL'); throw e; });
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => { clearTimeout(kill); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

interface Rect { left: number; top: number; width: number; height: number }

/**
 * The pan/zoom script, the same for both pages, driven by the clock (not by event counts): mouse
 * positions and the wheel delta sent so far are functions of elapsed time, so a slow page gets fewer
 * events but the same total movement. Zoom out to the whole map at the centre (20 %), drag it round a
 * circle (25 %), zoom back in off-centre (20 %), then fling-drag eastwards in strokes (35 %), which
 * brings new terrain into view all the time.
 */
async function panZoom(page: Page, r: Rect, seconds: number, zoom: { start: number; maxCoord: number }): Promise<void> {
  const total = seconds * 1000;
  // Wheel pixels from the start zoom to the whole-map zoom (the controller: zoom x e^(-0.0022 px)).
  const min = zoomLimits({ width: r.width, height: r.height }, zoom.maxCoord).min;
  const out = Math.log(zoom.start / min) / 0.0022;
  const t0 = performance.now();
  const el = () => performance.now() - t0;
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  const wheel = async (from: number, to: number, delta: number, at: { x: number; y: number }) => {
    await page.mouse.move(at.x, at.y);
    let sent = 0;
    for (;;) {
      const t = Math.min(el(), to);
      const want = to > from ? (delta * (t - from)) / (to - from) : delta;
      let d = want - sent;
      while (Math.abs(d) >= 1) {
        const step = Math.max(-300, Math.min(300, d));
        await page.mouse.wheel(0, step);
        sent += step;
        d -= step;
      }
      if (t >= to) break;
      await sleep(12);
    }
  };
  const drag = async (from: number, to: number, at: (f: number) => { x: number; y: number }) => {
    const a = at(0);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (;;) {
      const t = Math.min(el(), to);
      const p = at(to > from ? Math.max(0, (t - from) / (to - from)) : 1);
      await page.mouse.move(p.x, p.y);
      if (t >= to) break;
      await sleep(12);
    }
    await page.mouse.up();
  };
  // 1. Out to the whole continent (the controller clamps at the fit-the-map zoom).
  await wheel(0, 0.2 * total, out + 100, { x: cx, y: cy });
  // 2. The whole map dragged round a circle.
  const R = 0.3 * Math.min(r.width, r.height);
  await drag(el(), 0.45 * total, (f) => ({ x: cx + R * Math.sin(2 * Math.PI * f), y: cy - R + R * Math.cos(2 * Math.PI * f) }));
  // 3. Back in to the start zoom, about a point north-west of the centre.
  await wheel(el(), 0.65 * total, -out, { x: r.left + 0.35 * r.width, y: r.top + 0.4 * r.height });
  // 4. Strokes eastwards (content moves west), released at speed so the glide runs on.
  const strokes = Math.max(1, Math.round(seconds * 0.7));
  const start = el();
  for (let i = 0; i < strokes; i++) {
    const a = start + ((total - start) * i) / strokes;
    const b = start + ((total - start) * (i + 0.8)) / strokes;
    const y = r.top + r.height * (0.3 + 0.4 * ((i % 3) / 2));
    if (el() < a) await sleep(a - el());
    await drag(Math.max(a, el()), b, (f) => ({ x: r.left + r.width * (0.85 - 0.7 * f), y }));
  }
  if (el() < total) await sleep(total - el());
}

/** Starts recording requestAnimationFrame timestamps in the page. */
async function startFrames(page: Page): Promise<void> {
  // A string, not a function: tsx's transform would wrap the inner named function in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = { on: true, t: [] };
    const loop = (ts) => {
      if (!window.__frames.on) return;
      window.__frames.t.push(ts);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
}

async function stopFrames(page: Page): Promise<Omit<FrameStats, 'drawn'>> {
  const t = await page.evaluate(() => {
    const w = window as unknown as { __frames: { on: boolean; t: number[] } };
    w.__frames.on = false;
    return w.__frames.t;
  });
  const dts = t.slice(1).map((x, i) => x - t[i]);
  const sorted = [...dts].sort((a, b) => a - b);
  const mean = dts.length ? (t[t.length - 1] - t[0]) / dts.length : 0;
  return { frames: dts.length, meanMs: round(mean, 2), p95Ms: round(percentile(sorted, 95), 2), maxMs: round(sorted[sorted.length - 1] ?? 0, 2) };
}

/** Waits until the page draws no new frame for `quietMs` (at most `maxMs`): terrain bakes have landed. */
async function settle(page: Page, frames: () => Promise<number>, quietMs = 400, maxMs = 8000): Promise<void> {
  const end = Date.now() + maxMs;
  let last = await frames();
  let since = Date.now();
  while (Date.now() < end) {
    await sleep(100);
    const n = await frames();
    if (n !== last) { last = n; since = Date.now(); } else if (Date.now() - since >= quietMs) return;
  }
}

/**
 * BENCH_MAP_TIMELINE=dir (experiments only; it adds a little work to the page, so figures taken with it
 * are not the benchmark's): a timeline of the map page's load, from navigation start: every
 * getContext (kind, start, duration), fetch (start, end), script and request resource timings, long
 * tasks, the page's performance marks, and the first animation frames where the hook, the terrain and
 * a drawn frame appear; plus a CPU profile of the load. Written as map-{side}-timeline.json,
 * map-{side}-load.cpuprofile, a Chromium trace, map-{side}-trace.json (open in DevTools or Perfetto), and a
 * screenshot of the settled map before the script, map-{side}.png.
 */
export const TIMELINE_PROBE = `(() => {
  const T = window.__akTimeline = { ctx: [], fetch: [], long: [], raf: {} };
  const now = () => performance.now();
  for (const C of [HTMLCanvasElement, typeof OffscreenCanvas === 'undefined' ? undefined : OffscreenCanvas]) {
    if (!C) continue;
    const orig = C.prototype.getContext;
    C.prototype.getContext = function (kind, ...rest) {
      const t0 = now();
      const r = orig.call(this, kind, ...rest);
      T.ctx.push({ kind, canvas: C.name, w: this.width, h: this.height, t: Math.round(t0), ms: Math.round(now() - t0), ok: !!r });
      return r;
    };
  }
  const f = window.fetch;
  window.fetch = function (input, init) {
    const t0 = now();
    const url = typeof input === 'string' ? input : input.url;
    const rec = { url, t: Math.round(t0) };
    T.fetch.push(rec);
    return f.call(this, input, init).then((r) => { rec.headers = Math.round(now()); return r; });
  };
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) T.long.push({ t: Math.round(e.startTime), ms: Math.round(e.duration) }); }).observe({ type: 'longtask', buffered: true }); } catch {}
  const loop = () => {
    const h = window.__akMap;
    const t = Math.round(now());
    if (h && T.raf.hook === undefined) T.raf.hook = t;
    if (h && h.frames() > 0 && T.raf.frame === undefined) T.raf.frame = t;
    if (h && h.terrainReady() && T.raf.terrain === undefined) T.raf.terrain = t;
    if (!(h && h.terrainReady() && h.frames() > 0)) requestAnimationFrame(loop);
    else T.raf.done = t;
  };
  requestAnimationFrame(loop);
})()`;

export async function readTimeline(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __akTimeline: unknown };
    const res = performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name.replace(location.origin, ''), type: r.initiatorType, start: Math.round(r.startTime), reqStart: Math.round(r.requestStart), respStart: Math.round(r.responseStart), end: Math.round(r.responseEnd), kb: Math.round(r.transferSize / 1024) };
    });
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const marks = performance.getEntriesByType('mark').map((m) => ({ name: m.name, t: Math.round(m.startTime) }));
    const measures = performance.getEntriesByType('measure').map((m) => ({ name: m.name, t: Math.round(m.startTime), ms: Math.round(m.duration) }));
    return {
      nav: nav && { respEnd: Math.round(nav.responseEnd), domInteractive: Math.round(nav.domInteractive), dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd) },
      resources: res, marks, measures, ...(w.__akTimeline as object),
    };
  });
}

async function measureMap(browser: Browser, url: string, world: MapWorld, seconds: number, maxCoord: number) {
  const context: BrowserContext = await browser.newContext({ ...desktopContext, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const session = {
      userTokens: JSON.stringify([{ user_id: world.userId, token: world.token, is_sitter: false }]),
      expires: new Date(Date.now() + 86400_000).toISOString(),
      currentUser: String(world.userId),
      currentVillage: String(world.village.id),
    };
    await context.addInitScript((s) => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); }, session);
    const timelineDir = process.env.BENCH_MAP_TIMELINE;
    const loadCdp = timelineDir ? await context.newCDPSession(page) : undefined;
    if (loadCdp && timelineDir) {
      fs.mkdirSync(timelineDir, { recursive: true });
      await context.addInitScript(TIMELINE_PROBE);
      await loadCdp.send('Profiler.enable');
      await loadCdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await loadCdp.send('Profiler.start');
      await browser.startTracing(page, { path: path.join(timelineDir, `map-${2 * maxCoord + 1}-trace.json`), categories: ['devtools.timeline', 'toplevel', 'gpu', 'disabled-by-default-devtools.timeline', 'blink', 'v8', 'loading', 'renderer.scheduler', 'ipc', 'mojom'] });
    }
    await page.goto(`${url}/map`, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(() => {
      const h = window.__akMap;
      return h && h.terrainReady() && h.frames() > 0 ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 60_000 });
    const interactiveMs = round(Number(await ready.jsonValue()), 0);
    if (loadCdp && timelineDir) {
      await page.waitForFunction(() => (window as unknown as { __akTimeline?: { raf: { done?: number } } }).__akTimeline?.raf.done !== undefined);
      await browser.stopTracing();
      const { profile } = await loadCdp.send('Profiler.stop');
      const timeline = { interactiveMs, ...(await readTimeline(page)) };
      fs.writeFileSync(path.join(timelineDir, `map-${2 * maxCoord + 1}-load.cpuprofile`), JSON.stringify(profile));
      fs.writeFileSync(path.join(timelineDir, `map-${2 * maxCoord + 1}-timeline.json`), JSON.stringify(timeline, null, 1));
      await loadCdp.detach();
    }
    if (world.movements.length > 0) await page.waitForFunction(() => (window.__akMap?.movements() ?? 0) > 0, null, { timeout: 30_000 });
    const frames = () => page.evaluate(() => window.__akMap?.frames() ?? 0);
    await settle(page, frames);
    if (timelineDir) await page.screenshot({ path: path.join(timelineDir, `map-${2 * maxCoord + 1}.png`) });
    const info = await page.evaluate(() => {
      const canvas = document.querySelector('[data-testid="map-canvas"] canvas') as HTMLCanvasElement | null;
      if (!canvas) throw new Error('no map canvas');
      const b = canvas.getBoundingClientRect();
      // Asking for the context the canvas already has returns it (another kind would return null).
      const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
      const ext = gl?.getExtension('WEBGL_debug_renderer_info');
      return {
        rect: { left: b.left, top: b.top, width: b.width, height: b.height },
        renderer: gl ? String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'not WebGL',
        camera: window.__akMap!.camera(),
        markers: window.__akMap!.movements(),
      };
    });
    const before = await frames();
    // BENCH_MAP_PROFILE=dir: a JavaScript CPU profile of the map page during the script (open in DevTools).
    const profileDir = process.env.BENCH_MAP_PROFILE;
    const cdp = profileDir ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await startFrames(page);
    await panZoom(page, info.rect, seconds, { start: info.camera.zoom, maxCoord });
    const stats = await stopFrames(page);
    if (cdp && profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, `map-${2 * maxCoord + 1}.cpuprofile`), JSON.stringify(profile));
    }
    const drawn = (await frames()) - before;
    if (errors.length) throw new Error(`map page errors: ${errors.slice(0, 3).join('; ')}`);
    return { interactiveMs, info, stats: { ...stats, drawn } };
  } finally {
    await context.close();
  }
}

async function measureBaseline(browser: Browser, script: string, cfg: BaselineConfig, seconds: number) {
  const context = await browser.newContext({ ...desktopContext, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head>
<body style="margin:0;background:#0e0b07;overflow:hidden"><script>window.__baselineConfig=${JSON.stringify(cfg)};</script>
<script src="/baseline.js"></script></body></html>`;
    await context.route(`${BASELINE_ORIGIN}/**`, (route) => {
      const p = new URL(route.request().url()).pathname;
      if (p === '/baseline.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      return route.fulfill({ contentType: 'text/html', body: html });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${BASELINE_ORIGIN}/`, { waitUntil: 'commit' });
    // From navigation to the first frame drawn (the map's interactive condition, without game code or data).
    const first = await page.waitForFunction(() => {
      const b = window.__bench;
      return b?.error ? -1 : b && b.renders > 0 ? performance.now() : false;
    }, null, { polling: 'raf', timeout: 60_000 });
    const firstFrameMs = round(Number(await first.jsonValue()), 0);
    const state = () => page.evaluate(() => ({ ...window.__bench! }));
    const s0 = await state();
    if (s0.error) throw new Error(`baseline page: ${s0.error}`);
    if (seconds <= 0 && errors.length) throw new Error(`baseline page errors: ${errors.slice(0, 3).join('; ')}`);
    if (seconds <= 0) return { firstFrameMs, stats: undefined, renderer: s0.renderer, webgl: s0.webgl };
    await sleep(500);
    await page.evaluate(() => { window.__bench!.maxSprites = 0; });
    const a = await state();
    await startFrames(page);
    await panZoom(page, cfg.canvas, seconds, { start: cfg.camera.zoom, maxCoord: cfg.maxCoord });
    const stats = await stopFrames(page);
    const b = await state();
    if (errors.length) throw new Error(`baseline page errors: ${errors.slice(0, 3).join('; ')}`);
    const drawn = b.renders - a.renders;
    return { firstFrameMs, stats: { ...stats, drawn, meanSprites: round(drawn > 0 ? (b.spriteSum - a.spriteSum) / drawn : 0, 0), maxSprites: b.maxSprites }, renderer: b.renderer, webgl: b.webgl };
  } finally {
    await context.close();
  }
}

export async function benchMap(size: MapSize, log: (s: string) => void): Promise<MapFigures> {
  // BENCH_MAP_CLIENT_DIR: an existing production build to serve instead of building one (profiling runs).
  const given = process.env.BENCH_MAP_CLIENT_DIR;
  const clientDir = given ? path.resolve(given) : buildClient(log);
  let browser: Browser | undefined;
  try {
    const script = await buildBaseline();
    // The e2e flags (WebGL through SwiftShader); BENCH_MAP_CHROMIUM_ARGS adds flags for experiments.
    const extra = (process.env.BENCH_MAP_CHROMIUM_ARGS ?? '').split(/\s+/).filter(Boolean);
    const launch = () => chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs, ...extra], timeout: 60_000 });
    browser = await launch();
    const scenarios: Record<string, MapScenarioFigures> = {};
    let renderer = '';
    for (const sc of size.scenarios) {
      const testDb = await createTestDb();
      if (!testDb.url) throw new Error('the map benchmark needs PostgreSQL');
      let server: MapServer | undefined;
      try {
        log(`map: ${sc.name}: seeding ${sc.villages} villages, ${sc.movements} movements`);
        const world = await seedMapWorld(testDb.db, { maxCoord: sc.maxCoord, villages: sc.villages, movements: sc.movements, now: new Date() });
        const villages = (await testDb.db('villages').select('x', 'y', 'user_id')).map((v: { x: number; y: number; user_id: number }) => ({
          x: Number(v.x), y: Number(v.y), own: Number(v.user_id) === world.userId,
        }));
        server = await startMapServer(testDb.url, sc.maxCoord, clientDir);
        log(`map: ${sc.name}: the map, ${size.seconds} s of pan and zoom`);
        const map = await measureMap(browser, server.url, world, size.seconds, sc.maxCoord);
        const baseCfg = { maxCoord: sc.maxCoord, camera: map.info.camera, canvas: map.info.rect, villages, movements: world.movements };
        // The floor of time to interactive: the baseline page's first frame in a browser of its own (a cold
        // GPU process, as the first scenario's map has), with the map's camera and canvas.
        log(`map: ${sc.name}: the baseline's first frame in a fresh browser`);
        const coldBrowser = await launch();
        const cold = await measureBaseline(coldBrowser, script, baseCfg, 0).finally(() => coldBrowser.close());
        renderer = map.info.renderer;
        if (!/swiftshader|angle|webgl|vulkan|opengl/i.test(map.info.renderer) || map.info.renderer === 'not WebGL') {
          throw new Error(`the map page has no WebGL (renderer: ${map.info.renderer})`);
        }
        log(`map: ${sc.name}: the baseline (plain Pixi sprites), ${size.seconds} s`);
        const base = await measureBaseline(browser, script, baseCfg, size.seconds);
        if (!base.webgl || !base.stats) throw new Error(`the baseline page has no WebGL (${base.renderer})`);
        const ratio = base.stats.meanMs > 0 ? map.stats.meanMs / base.stats.meanMs : 0;
        const ratioP95 = base.stats.p95Ms > 0 ? map.stats.p95Ms / base.stats.p95Ms : 0;
        const frameMet = ratio > 0 && ratio <= FRAME_GOAL;
        const interactiveMet = map.interactiveMs <= INTERACTIVE_GOAL_MS;
        scenarios[sc.name] = {
          side: 2 * sc.maxCoord + 1, villages: sc.villages, movements: sc.movements, markersAtStart: map.info.markers,
          interactiveMs: map.interactiveMs, baselineFirstFrameMs: { cold: cold.firstFrameMs, warm: base.firstFrameMs },
          map: map.stats, baseline: base.stats,
          ratio: round(ratio, 3), ratioP95: round(ratioP95, 3),
          goal: `mean frame time <= ${FRAME_GOAL} x baseline, interactive <= ${INTERACTIVE_GOAL_MS} ms`,
          frameMet, interactiveMet, met: frameMet && interactiveMet,
        };
      } finally {
        await server?.stop();
        await testDb.drop();
      }
    }
    return {
      browser: `${browser.version()} (headless, WebGL through SwiftShader)`,
      renderer,
      seconds: size.seconds,
      viewport: `${desktopContext.viewport!.width} x ${desktopContext.viewport!.height}`,
      scenarios,
      note: 'frame time = mean interval between requestAnimationFrame callbacks while the script runs (display frames; the map draws on demand, the baseline every frame)',
    };
  } finally {
    await browser?.close();
    if (!given) fs.rmSync(clientDir, { recursive: true, force: true });
  }
}

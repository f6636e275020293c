import { it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './screens';

/**
 * The steps of one player's journey share a page and build on each other. After a step fails the later
 * ones fail at once, naming the step that broke the journey, instead of each waiting out its timeouts;
 * the page at the moment of failure is kept as test-artifacts/screenshots/<prefix>-failed-<step>.png.
 * A step may take its own timeout (a route tour of fifty pages outlasts the project's 180 s on a loaded machine).
 */
export function journey(prefix: string, page: () => Page | undefined) {
  let broken: string | undefined;
  return (name: string, fn: () => Promise<void>, timeout?: number) =>
    it(name, async () => {
      if (broken) throw new Error(`not run: the earlier step "${broken}" failed`);
      try {
        await fn();
      } catch (err) {
        broken = name;
        const p = page();
        if (p && !p.isClosed()) await screenshot(p, `${prefix}-failed-${name}`, { whileLoading: true }).catch(() => undefined);
        throw err;
      }
    }, timeout);
}

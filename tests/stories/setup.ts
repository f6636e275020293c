/**
 * jsdom setup of the `stories` project: the Storybook preview (decorators, loaders, parameters) applies
 * to composed stories, the i18n catalogue is loaded once, and the browser APIs jsdom lacks get shims.
 * The shims only make the calls exist; they never invent content a story is then checked for.
 */
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { initI18n } from '../../client/i18n';

// React only flushes effects and state updates synchronously inside act() when it knows it is under test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

if (!window.matchMedia) {
  // Layouts ask for the small-screen breakpoint (tabs become a dropdown); jsdom has no media queries: nothing matches.
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  // jsdom does no layout, so there is never a size change to report.
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoLayoutResizeObserver;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoLayoutResizeObserver;
}

if (!('IntersectionObserver' in window)) {
  class NoLayoutIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() { return []; }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = NoLayoutIntersectionObserver;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = NoLayoutIntersectionObserver;
}

// jsdom implements no canvas: getContext logs "Not implemented" and returns null. Returning null quietly
// keeps that contract (a component must cope with no context, as on a browser without WebGL).
HTMLCanvasElement.prototype.getContext = function getContext() {
  return null;
} as typeof HTMLCanvasElement.prototype.getContext;

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
// jsdom's scrollTo only logs "Not implemented"; without layout there is nothing to scroll.
window.scrollTo = (() => {}) as typeof window.scrollTo;

setProjectAnnotations(preview);

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
});

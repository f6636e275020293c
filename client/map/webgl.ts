/**
 * Whether this browser can run the Pixi map. jsdom (the story tests) cannot: it is recognised by its
 * user agent before any canvas is touched, so jsdom prints no warnings about its missing canvas.
 */
let cached: boolean | undefined;

export function canUseWebGL(): boolean {
  if (cached !== undefined) return cached;
  if (typeof window === 'undefined' || typeof document === 'undefined') return (cached = false);
  if (/jsdom/i.test(navigator.userAgent)) return (cached = false);
  try {
    const canvas = document.createElement('canvas');
    cached = !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    cached = false;
  }
  return cached;
}

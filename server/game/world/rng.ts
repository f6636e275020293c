/**
 * Small seeded random sources. Rules never call Math.random(): they take an `Rng` so a test (or a
 * replay) gets the same answer from the same seed.
 */
export type Rng = () => number;

/** 32-bit hash of a string (cyrb53 folded to 32 bits): turns a world seed into PRNG state. */
export function hashString(s: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: a fast PRNG with 32 bits of state, returning numbers in [0, 1). */
export function mulberry32(state: number): Rng {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded from a string (the world seed plus a purpose, e.g. "aether:elevation"). */
export function seededRng(seed: string): Rng {
  return mulberry32(hashString(seed));
}

/** A whole number in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

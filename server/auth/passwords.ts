import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, which isolatedModules cannot read).
const ARGON2ID = 2;

/**
 * Passwords are stored as argon2id hashes (the library's defaults: 19 MiB memory, 2 passes, the
 * OWASP minimum), each with its own salt inside the encoded string.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. For an unknown user pass `undefined`: a dummy hash is still
 * verified so that the answer takes as long as for a real account (no probing for usernames by time).
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummy ??= hashPassword('dummy password that matches nothing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

import { createContext, useContext, type Context } from 'react';

/**
 * One slice of client state: its own React context and the hook that reads it. A reader re-renders only
 * when its own slice changes, never because another slice did (docs/ARCHITECTURE.md, Client state).
 * The hook throws outside its provider rather than handing out an empty value.
 */
export function narrowContext<T>(hook: string): { Context: Context<T | undefined>; use: () => T } {
  const Context = createContext<T | undefined>(undefined);
  Context.displayName = hook;
  function use(): T {
    const value = useContext(Context);
    if (value === undefined) {
      throw new Error(`${hook}() was called outside its provider: render it inside GameProvider (or GameStateProvider in stories and tests)`);
    }
    return value;
  }
  return { Context, use };
}

/**
 * The first free name of `base`, `base 2`, `base 3`, ... among `taken` (a player's own village names):
 * a settled village is named like a spawned one ("<username>'s village"), numbered when the player
 * already has one of that name.
 */
export function freeVillageName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** The name a player's newly settled village gets. */
export function settledName(username: string | undefined, taken: Iterable<string>): string {
  return freeVillageName(`${username ?? 'player'}'s village`, taken);
}

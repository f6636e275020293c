/**
 * The aether packages of the aether store (GAME.md section 7). During the alpha they are granted without
 * payment, at most one a day (server/game/aether/grants.ts); `name` is the catalogue key the client
 * renders (client/i18n: aetherStore.packages.<id>), never English from the server.
 */
export interface AetherPackage {
  /** Lower-case letters: the {id} of POST aether/packages/{id}. */
  id: string;
  /** Aether the grant adds to the account. */
  aether: number;
  /** Catalogue key of its name. */
  name: string;
}

export const AETHER_PACKAGES: readonly AetherPackage[] = [
  { id: 'pouch', aether: 50, name: 'aetherStore.packages.pouch' },
  { id: 'chest', aether: 150, name: 'aetherStore.packages.chest' },
  { id: 'hoard', aether: 500, name: 'aetherStore.packages.hoard' },
];

/** Grants an account may take per UTC day during the alpha (GAME.md section 7, *start*). */
export const AETHER_GRANTS_PER_DAY = 1;

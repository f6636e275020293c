import { z } from 'zod';

/** GET aether/packages and POST aether/packages/{id} (issue 14; docs/API.md "Aether packages"). Not in SPEC.md section 7. */

const int = z.number().int();

/** A package's id in the path: lower-case letters (anything else is a 400 error_aether_purchase). */
export const aetherPackageId = z.string().regex(/^[a-z]{1,32}$/);

export const aetherPackage = z.object({
  id: z.string(),
  /** Aether the grant adds. */
  aether: int,
  /** Catalogue key of its name (client/i18n). */
  name: z.string(),
});
export type AetherPackageView = z.infer<typeof aetherPackage>;

export const aetherPackagesResponse = z.object({
  packages: z.array(aetherPackage),
  /** The account's aether balance. */
  aether: int,
  /** The alpha grants aether without payment: always true while it lasts (the page says so). */
  free: z.boolean(),
  /** Whether the account took today's grant (UTC day). */
  granted_today: z.boolean(),
  /** When the next grant may be taken (ISO; now when today's is free). */
  next_grant_at: z.string(),
  /** The server's clock when answered (countdowns count from it). */
  computed_at: z.string(),
});
export type AetherPackagesResponse = z.infer<typeof aetherPackagesResponse>;

export const grantAetherResponse = aetherPackagesResponse.extend({
  /** The package granted and the aether it added. */
  granted: aetherPackage,
});
export type GrantAetherResponse = z.infer<typeof grantAetherResponse>;

import { z } from 'zod';

/** POST auth/login/ — credentials are sent as fields without other client checks (SPEC.md section 5). */
export const loginRequest = z.object({
  username: z.string().max(200),
  password: z.string().max(200),
  stayLoggedIn: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const userToken = z.object({ user_id: z.number().int(), token: z.string(), is_sitter: z.boolean() });
export type UserToken = z.infer<typeof userToken>;

/**
 * The owner's token first, then one sitter token per account the person sits. The tokens expire
 * 7 days after login with stayLoggedIn, 1 day without.
 */
export const loginResponse = z.object({
  userTokens: z.array(userToken),
  /** ISO time at which every token of this login expires. */
  expires: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST auth/register/ — the rules of SPEC.md section 5 are checked on the server, each with its own text. */
export const registerRequest = z.object({
  username: z.string().max(200),
  password: z.string().max(200),
  passwordConfirm: z.string().max(200),
  email: z.string().max(300),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerResponse = z.object({ id: z.number().int(), username: z.string() });

/** PUT auth/user/changePassword (owner only). Answers a fresh loginResponse: every older token is revoked. */
export const changePasswordRequest = z.object({
  password: z.string().max(200),
  newPassword: z.string().max(200),
  newPasswordConfirm: z.string().max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** GET user — the account behind the token (for a sitter token: the sat account, with actor). */
export const userResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().optional(),
  description: z.string(),
  public_profile: z.boolean(),
  is_sitter: z.boolean(),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  sitters: z.array(z.object({ id: z.number().int(), username: z.string() })),
  sitting: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type UserResponse = z.infer<typeof userResponse>;

/** Settings: add a sitter by username (owner only). DELETE user/sitters/{userId} removes one. */
export const sitterRequest = z.object({ username: z.string().min(1).max(200) });
export type SitterRequest = z.infer<typeof sitterRequest>;

/** POST user/sitters and DELETE user/sitters/{userId} answer the account's sitters afterwards. */
export const sittersResponse = z.object({
  sitters: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type SittersResponse = z.infer<typeof sittersResponse>;

/** POST auth/logout — revokes the tokens of this login (own and sitter tokens issued with it). */
export const logoutResponse = z.object({ revoked: z.number().int() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

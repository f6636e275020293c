import type { AuthInfo } from '../world/deps';

/** The world layer's dependencies and the token holder, as the routes see them. */
export type { AuthInfo, Deps } from '../world/deps';

declare module 'koa' {
  interface DefaultState {
    auth?: AuthInfo;
    errorKey?: string;
  }
}

/** react-query keys of the server data the shell loads (one place, so invalidation matches). */
export const queryKeys = {
  server: ['server'] as const,
  user: ['user'] as const,
  profile: ['profile'] as const,
  gamedata: ['gamedata'] as const,
  village: (id: number | undefined) => ['village', id] as const,
};

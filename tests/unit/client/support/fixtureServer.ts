import { fixtureProfile, fixtureServer, fixtureVillage } from '../../../../stories/fixtures/game';
import { economyGamedata } from '../../../../stories/economy/fixtures';

/**
 * The server of the jsdom GameProvider tests (tests/unit/client/app/gameProvider, push/pollingFallback),
 * answered from the story fixtures by path. A test adds the answers it needs and reads `gets` to count reads.
 * Its module replaces client/api/http: `vi.mock('…/client/api/http', async () => (await import('…/fixtureServer')).fakeHttp())`.
 */
export const answers: Record<string, unknown> = {
  '': fixtureServer,
  user: { id: 7, username: 'Aldric', is_sitter: false },
  'profiles/user': fixtureProfile,
  'user/gamedata': economyGamedata,
  [`villages/${fixtureVillage.village.id}`]: fixtureVillage,
};

/** Every GET path asked, in order. */
export const gets: string[] = [];

export function fakeHttp() {
  class ApiError extends Error {}
  const get = async (path: string) => {
    gets.push(path);
    if (!(path in answers)) throw new Error(`no fixture for GET ${path}`);
    // A fresh copy per call, as a real answer is (react-query keeps the old object when it is equal).
    return structuredClone(answers[path]);
  };
  return {
    ApiError,
    configureApi: () => {},
    request: (_m: string, path: string) => get(path),
    api: { get, post: async () => ({}), put: async () => ({}), del: async () => ({}) },
  };
}

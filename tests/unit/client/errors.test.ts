import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApi } from '../../../client/api/http';
import { errorToast, notifyError } from '../../../client/api/errors';
import { createToastStore } from '../../../client/app/toasts';

const withBody = (status: number, key: string, message: string) => new ApiError(status, key, message, { error: key, message });

describe('errorToast (SPEC.md section 8)', () => {
  it('network: error_network', () => {
    expect(errorToast(new ApiError(0, 'error_network', 'x'), { group: 'error_village' }))
      .toEqual({ key: 'error_network', text: 'Could not make a connection to the server' });
  });
  it('network on the server-state call: Server is offline', () => {
    expect(errorToast(new ApiError(0, 'error_network', 'x'), { serverState: true }))
      .toEqual({ key: 'error_server_offline', text: 'Server is offline' });
  });
  it("400 with the server's message shows it under the call group's key", () => {
    expect(errorToast(withBody(400, 'error_register', 'That username is already taken'), { group: 'error_register' }))
      .toEqual({ key: 'error_register', text: 'That username is already taken' });
  });
  it('400 without a message: the server did not accept your input', () => {
    expect(errorToast(new ApiError(400, 'error_400', 'Bad Request'), { group: 'error_map' }))
      .toEqual({ key: 'error_map', text: 'The server did not accept your input' });
  });
  it('403, 429 and 551 have their own texts whatever the group', () => {
    expect(errorToast(withBody(403, 'error_403', 'nope'), { group: 'error_village' })?.text)
      .toBe("You seem to have gone somewhere you shouldn't");
    expect(errorToast(withBody(429, 'error_429', 'slow'), { group: 'error_village' })?.text)
      .toBe('You are too fast for the server (too many requests)');
    expect(errorToast(withBody(551, 'error_game_finished', 'x'), { group: 'error_village' }))
      .toEqual({ key: 'error_game_finished', text: "Can't do this, the game is finished" });
  });
  it('500 really maps (the original client lost it)', () => {
    expect(errorToast(withBody(500, 'error_500', 'boom'), { group: 'error_village' }))
      .toEqual({ key: 'error_500', text: 'Something went wrong on our end' });
  });
  it('a proxy 502/503 means the server is offline', () => {
    expect(errorToast(new ApiError(503, 'error_503', 'Service Unavailable'))?.key).toBe('error_server_offline');
  });
  it('401 shows no toast', () => {
    expect(errorToast(withBody(401, 'error_401', 'expired'), { group: 'error_user' })).toBeUndefined();
  });
  it("other statuses: the server's words, else the group's text", () => {
    expect(errorToast(withBody(404, 'error_404', 'That village does not exist'), { group: 'error_village' }))
      .toEqual({ key: 'error_village', text: 'That village does not exist' });
    expect(errorToast(new ApiError(404, 'error_404', 'Not Found'), { group: 'error_village' }))
      .toEqual({ key: 'error_village', text: 'The village could not be loaded' });
  });
  it('notifyError pushes a red toast, none for 401', () => {
    const store = createToastStore(() => undefined);
    notifyError(withBody(429, 'error_429', 'x'), 'error_units', store);
    notifyError(withBody(401, 'error_401', 'x'), 'error_units', store);
    expect(store.getSnapshot().map((t) => [t.kind, t.key])).toEqual([['error', 'error_429']]);
  });
});

describe('http.ts and errors together', () => {
  afterEach(() => { vi.unstubAllGlobals(); configureApi({ token: () => undefined, onUnauthorized: () => {} }); });

  it('a refused fetch becomes error_network', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
    const err = await api.get('villages/1').catch((e) => e);
    expect(errorToast(err)?.key).toBe('error_network');
  });

  it('a 401 with a token calls the session layer', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ token: () => 'tok', onUnauthorized });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'error_401', message: 'expired' }), { status: 401 }));
    const err = await api.get('user').catch((e) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(errorToast(err)).toBeUndefined();
  });

  it('a 500 body from the server maps to the 500 text', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'error_500', message: 'Something went wrong on our end' }), { status: 500 }));
    const err = await api.get('user').catch((e) => e);
    expect(errorToast(err, { group: 'error_user' })?.text).toBe('Something went wrong on our end');
  });

  it("a refusal's text is rendered from the catalogue with its parameters, not taken from the server's English", async () => {
    // A server of a newer English wording: the catalogue's text wins for a key it knows.
    const body = { error: 'error_buildings', message: 'Needs the military quarter', text: { key: 'refusals.queue.requiresDistrict', params: { district: 'military' } } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const err = await api.post('villages/1/queue/building', {}).catch((e: unknown) => e) as ApiError;
    expect(err.message).toBe('Requires the Military district');
    // The refusal names a rule: the toast links to its step of the guide (client/app/refusalGuide.ts).
    expect(errorToast(err, { group: 'error_buildings' })).toEqual({ key: 'error_buildings', text: 'Requires the Military district', guide: '/help/guide/first-hour#district' });
  });

  it('a refusal whose key the catalogue lacks shows the English the server sent', async () => {
    const body = { error: 'error_units', message: 'A refusal of a newer server', text: { key: 'refusals.future.thing', params: {} } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const err = await api.get('units').catch((e) => e);
    expect(errorToast(err, { group: 'error_units' })?.text).toBe('A refusal of a newer server');
  });
});

// @vitest-environment jsdom
// GameProvider with the push connection (issue 18): while GET /api/push is live the player's periodic
// refresh does not run and an event shows at once; when the push is refused the page polls as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { fixtureProfile } from '../../../../stories/fixtures/game';
import type { PushEvent } from '../../../../server/contract/push';
import { gets } from '../support/fixtureServer';
import { renderGame, signInFixturePlayer } from '../support/renderGame';
import { useProfile } from '../../../../client/app/state';
import { getPushStatus } from '../../../../client/app/push/status';
import { PLAYER_REFRESH_MS } from '../../../../client/app/refresh';

vi.mock('../../../../client/api/http', async () => (await import('../support/fixtureServer')).fakeHttp());

function Reader() {
  const p = useProfile().profile;
  return <p>reports {p?.profile.reports ?? 'none'}</p>;
}

/** GET /api/push: a stream the test writes to, or a refusal. */
function pushServer(mode: 'live' | 'refused') {
  const enc = new TextEncoder();
  let ctrl: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url !== '/api/push') throw new Error(`unexpected fetch ${url}`);
    if (mode === 'refused') return new Response('', { status: 503 });
    const body = new ReadableStream<Uint8Array>({ start(c) { ctrl = c; } });
    queueMicrotask(() => ctrl?.enqueue(enc.encode(`event:hello\ndata:${JSON.stringify({ type: 'hello', instance: 'a', user_id: 7, sitter: false })}\n\n`)));
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { comment: () => ctrl?.enqueue(enc.encode(':\n\n')), send: (e: PushEvent) => ctrl?.enqueue(enc.encode(`event:${e.type}\ndata:${JSON.stringify(e)}\n\n`)), fetchMock };
}

async function mount() {
  const client = renderGame(<Reader />);
  await screen.findByText(`reports ${fixtureProfile.profile.reports}`);
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

const profileReads = () => gets.filter((g) => g === 'profiles/user').length;

beforeEach(() => {
  gets.length = 0;
  signInFixturePlayer();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => { cleanup(); vi.useRealTimers(); vi.unstubAllGlobals(); localStorage.clear(); });

describe('polling as the push\'s fallback (GameProvider)', () => {
  it('while the push is live the player is not polled, and a counters event shows at once', async () => {
    const push = pushServer('live');
    await mount();
    await waitFor(() => expect(getPushStatus()).toBe('live'));
    expect(push.fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { authorization: 'Bearer t0ken' } });
    const reads = profileReads();
    // Three refresh periods, with the server's keep-alive comment every 20 s.
    for (let i = 0; i < 5; i++) {
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      push.comment();
    }
    expect(profileReads()).toBe(reads);
    expect(push.fetchMock).toHaveBeenCalledTimes(1);
    act(() => push.send({ type: 'counters', reports: 9, messages: 0, empire_invites: 0, villages: fixtureProfile.villages.map((v) => ({ id: v.id, incomings: v.incomings })) }));
    await screen.findByText('reports 9');
    expect(profileReads()).toBe(reads);
  });

  it('when the push is refused the player is polled every 30 s as before', async () => {
    pushServer('refused');
    await mount();
    const reads = profileReads();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_REFRESH_MS + 100));
    await waitFor(() => expect(profileReads()).toBeGreaterThan(reads));
    expect(getPushStatus()).not.toBe('live');
  });
});

// @vitest-environment jsdom
// The map's events and objectives (useMapObjectives): polled every 20 s and just after a stage's end while the
// push is not live; while it is, only an `objectives_changed` event reads them again (issue 18).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MapObjective } from '../../../../client/api/objectives';
import { ProvideGame } from '../../../../stories/fixtures/ProvideGame';
import { makeGame } from '../../../../stories/fixtures/game';

/** What GET map/objectives answers, and how often it was asked. */
let answer: MapObjective[] = [];
const reads = vi.fn(async () => structuredClone(answer));
vi.mock('../../../../client/api/objectives', async (original) => ({
  ...(await original<typeof import('../../../../client/api/objectives')>()),
  mapObjectives: () => reads(),
}));

const { useMapObjectives, OBJECTIVES_REFETCH_MS } = await import('../../../../client/routes/map/useMapObjectives');
const { setPushStatus } = await import('../../../../client/app/push/status');
const { applyPushEvent } = await import('../../../../client/app/push/apply');

function Reader() {
  const { objectives } = useMapObjectives();
  return <p>{objectives?.length ?? 'none'}</p>;
}

async function mount(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProvideGame game={makeGame()}><Reader /></ProvideGame>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return client;
}

/** An attack event whose stage ends `inMs` from now. */
const endingIn = (inMs: number): MapObjective => ({
  id: 50, category: 'event', type: 'attack1', name: 'events.attack1', x: 3, y: 4, incomings: 0, state: 'active',
  difficulty: 1, stage: 1, stages: 3, ends_at: new Date(Date.now() + inMs).toISOString(), holder: null,
});

beforeEach(() => {
  answer = [];
  reads.mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => { cleanup(); vi.useRealTimers(); setPushStatus('offline'); });

describe('the map\'s objectives poll as the push\'s fallback', () => {
  it('while the push is live nothing polls, not even at a stage\'s end; objectives_changed reads them once', async () => {
    setPushStatus('live');
    answer = [endingIn(5_000)];
    const client = await mount();
    await act(() => vi.advanceTimersByTimeAsync(3 * OBJECTIVES_REFETCH_MS));
    expect(reads).toHaveBeenCalledTimes(1);
    act(() => applyPushEvent(client, { type: 'objectives_changed', ids: [50], holders: [] }));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(OBJECTIVES_REFETCH_MS));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('while it is not live they are read every 20 s and just after a stage\'s end, as before', async () => {
    answer = [endingIn(5_000)];
    await mount();
    // The stage ends at 5 s: read again 1.5 s after it, before the 20 s poll.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(OBJECTIVES_REFETCH_MS));
    await waitFor(() => expect(reads.mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('the poll comes back when the push drops', async () => {
    setPushStatus('live');
    await mount();
    await act(() => vi.advanceTimersByTimeAsync(2 * OBJECTIVES_REFETCH_MS));
    expect(reads).toHaveBeenCalledTimes(1);
    act(() => setPushStatus('offline'));
    await act(() => vi.advanceTimersByTimeAsync(OBJECTIVES_REFETCH_MS + 100));
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
  });
});

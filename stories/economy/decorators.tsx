import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { VillageResponse } from '../../server/contract';
import { withGame } from '../fixtures/ProvideGame';
import { makeVillageResponse, makeVillageState, type GameFixture } from '../fixtures/game';
import { economyGamedata, makeQueue } from './fixtures';

/** The game of the economy stories: the real game tables, the fixture village with a running queue, plus overrides. */
export function withEconomyGame(over: Partial<GameFixture> = {}, village?: VillageResponse): Decorator {
  // The queue is timed when the story renders, not when the module loads.
  return (Story, context) => withGame({
    gamedata: economyGamedata, village: village ?? makeVillageResponse(makeVillageState(), { buildQueue: makeQueue() }), ...over,
  })(Story, context);
}

export interface SeededQuery { key: QueryKey; data?: unknown; error?: string }

function Seeded({ queries, children }: { queries: SeededQuery[]; children: ReactNode }) {
  const [client] = useState(() => {
    // retryOnMount false keeps a seeded failure on screen instead of refetching it at once.
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
    for (const q of queries) {
      if (q.error) {
        c.getQueryCache().build(c, { queryKey: q.key }).setState({
          status: 'error', fetchStatus: 'idle', error: new Error(q.error), errorUpdatedAt: Date.now(),
        });
      } else {
        c.setQueryData(q.key, q.data);
      }
    }
    return c;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A query cache already holding these answers (or failures), so a page renders without a server. */
export function withQueries(queries: SeededQuery[]): Decorator {
  return (Story) => <Seeded queries={queries}><Story /></Seeded>;
}

/** The left sidebar's width, for panels. */
export const sidebar: Decorator = (Story) => <div style={{ width: 280 }}><Story /></div>;

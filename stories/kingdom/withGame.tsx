import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { GameContext, type GameContextValue } from '../../client/app/game';
import type { VillageResponse } from '../../server/contract';
import { makeGame } from '../fixtures/game';
import { villageQueryKey } from '../../client/routes/kingdom/useKingdomVillages';

/** Provides the game context a page reads through useGame(), built from the fixtures plus overrides. */
export function withGame(over: Partial<GameContextValue> = {}): Decorator {
  return (Story) => (
    <GameContext.Provider value={makeGame({ selectVillage: (id) => console.info('select village', id), reload: () => console.info('reload'), ...over })}>
      <Story />
    </GameContext.Provider>
  );
}

function Seeded({ villages, failed, children }: { villages: VillageResponse[]; failed: number[]; children: ReactNode }) {
  const [client] = useState(() => {
    // retryOnMount false keeps a seeded failure on screen instead of refetching it at once.
    const c = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
    for (const v of villages) c.setQueryData(villageQueryKey(v.village.id), v);
    for (const id of failed) {
      c.getQueryCache().build(c, { queryKey: villageQueryKey(id) }).setState({
        status: 'error', fetchStatus: 'idle', error: new Error('Could not make a connection to the server'), errorUpdatedAt: Date.now(),
      });
    }
    return c;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A query cache already holding GET /villages/{id} for these villages (and a failed request for the
 * `failed` ids), so a page renders without a server.
 */
export function withVillageCache(villages: VillageResponse[], failed: number[] = []): Decorator {
  return (Story) => <Seeded villages={villages} failed={failed}><Story /></Seeded>;
}

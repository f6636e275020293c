import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import type { VillageResponse } from '../../server/contract';
import { villageQueryKey } from '../../client/routes/kingdom/useKingdomVillages';

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

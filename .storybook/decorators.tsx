import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react';

/**
 * Story parameters the global decorator reads:
 * - `router: false` renders without a MemoryRouter (a story that brings its own router);
 * - `route: '/village/overview'` is the MemoryRouter's initial entry (default '/');
 * - `queryClient: false` renders without a QueryClientProvider.
 */
export interface ProviderParameters {
  router?: boolean;
  route?: string;
  queryClient?: boolean;
}

/** A fresh client per story, so no cached query leaks from one story into the next; no retries, so error states show at once. */
function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withProviders: Decorator = (Story, context) => {
  const p = context.parameters as ProviderParameters;
  let node = <Story />;
  if (p.queryClient !== false) node = <Queries>{node}</Queries>;
  if (p.router !== false) node = <MemoryRouter initialEntries={[p.route ?? '/']}>{node}</MemoryRouter>;
  return node;
};

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PortalRoutes } from '../src/app/router.tsx';
import '../src/shared/i18n/index.ts';

/** The whole portal at `path`, on a fresh query cache and an in-memory address bar. */
export function renderPortal(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  return {
    /** The path the portal is on now (without the query). */
    pathname: () => (location.history.at(-1) ?? '').split('?')[0],
    ...render(
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <PortalRoutes />
        </Router>
      </QueryClientProvider>,
    ),
  };
}

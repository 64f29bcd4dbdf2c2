import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PortalRoutes } from '../src/app/router.tsx';
import '../src/shared/i18n/index.ts';

/** The whole portal at `path`, on a fresh query cache and an in-memory address bar. */
export function renderPortal(path = '/') {
  return renderWithPortal(<PortalRoutes />, { path });
}

/**
 * Any part of the portal with what the shell gives it: a fresh query cache (optionally holding `data`, e.g. the
 * permission value, so nothing waits for a fetch) and an in-memory address bar at `path`.
 */
export function renderWithPortal(
  ui: ReactElement,
  { path = '/', data = [] }: { path?: string; data?: Array<[QueryKey, unknown]> } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const location = memoryLocation({ path, record: true });
  return {
    client,
    /** The path the portal is on now (without the query). */
    pathname: () => (location.history.at(-1) ?? '').split('?')[0],
    /** The path and query the portal is on now. */
    href: () => location.history.at(-1) ?? '',
    ...render(
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>,
    ),
  };
}

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../src/app/App.tsx';

/** The whole console at a path, with a fresh query cache that never retries. */
export function renderConsole(path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false } } });
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <App client={client} base="" />
    </Router>,
  );
}

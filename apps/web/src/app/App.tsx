import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { PortalRoutes } from './router.tsx';

export function App() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <PortalRoutes />
    </QueryClientProvider>
  );
}

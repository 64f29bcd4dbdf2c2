import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** The brands this server runs; brand screens pick one (the first by default). */
export const merchantsQuery = () =>
  queryOptions({
    queryKey: ['merchants'],
    queryFn: () => api<Array<{ code: string; name: string }>>('GET', '/merchants'),
    staleTime: 60_000,
  });

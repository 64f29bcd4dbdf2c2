import { operatorOps } from '@portal/contracts/operator';
import { queryOptions } from '@tanstack/react-query';
import { call } from './op.ts';

/** The brands this server runs; brand screens pick one (the first by default). */
export const merchantsQuery = () =>
  queryOptions({
    queryKey: ['merchants'],
    queryFn: () => call(operatorOps.merchants),
    staleTime: 60_000,
  });

import type { TOperatorRow, TPage } from '@portal/contracts/console';
import type { ZCreateOperatorBody, ZOperatorCreated } from '@portal/contracts/operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Query } from '../../shared/api/client.ts';

export const operatorsQuery = (params: Query) =>
  queryOptions({
    queryKey: ['operators', params],
    queryFn: () => api<TPage<TOperatorRow>>('GET', '/console/operators', { query: params }),
    placeholderData: keepPreviousData,
  });

export const createOperator = (body: z.input<typeof ZCreateOperatorBody>) =>
  api<z.infer<typeof ZOperatorCreated>>('POST', '/operators', { body });
export const setRole = (username: string, role: string) =>
  api('PUT', `/console/operators/${username}/role`, { body: { role } });
export const setDisabled = (username: string, disabled: boolean) =>
  api('PUT', `/operators/${username}/disabled`, { body: { disabled } });
export const resetTwoFactor = (username: string) => api('DELETE', `/console/operators/${username}/two-factor`);

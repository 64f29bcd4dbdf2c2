import { teamOps } from '@portal/contracts/console';
import type { OpBody, OpQuery } from '@portal/contracts/op';
import { operatorOps } from '@portal/contracts/operator';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

type ListQuery = OpQuery<typeof teamOps.list>;

/** The list's paging, sorting and filters; the table's sortable column ids are the query's sort keys. */
export const operatorsQuery = (params: Omit<ListQuery, 'sort' | 'dir'> & { sort?: string; dir?: string }) =>
  queryOptions({
    queryKey: ['operators', params],
    queryFn: () => call(teamOps.list, { query: params as ListQuery }),
    placeholderData: keepPreviousData,
  });

export const createOperator = (body: OpBody<typeof operatorOps.createOperator>) =>
  call(operatorOps.createOperator, { body });
export const setRole = (username: string, role: OpBody<typeof teamOps.setRole>['role']) =>
  call(teamOps.setRole, { params: { username }, body: { role } });
export const setDisabled = (username: string, disabled: boolean) =>
  call(operatorOps.setDisabled, { params: { username }, body: { disabled } });
export const setBrands = (username: string, brands: string[]) =>
  call(operatorOps.setBrands, { params: { username }, body: { brands } });
export const resetTwoFactor = (username: string) => call(teamOps.resetTwoFactor, { params: { username } });

import { type TBrandVipLevels, vipConsoleOps } from '@portal/contracts/console-vip';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const brandVipQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-vip', code],
    queryFn: () => call(vipConsoleOps.levels, { params: { code } }),
    enabled: code !== '',
  });

export const saveBrandVip = (code: string, body: TBrandVipLevels) =>
  call(vipConsoleOps.saveLevels, { params: { code }, body });

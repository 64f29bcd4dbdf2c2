import { brandConsoleOps, type TBrandSettings } from '@portal/contracts/console-brand';
import { operatorOps } from '@portal/contracts/operator';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export const brandSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-settings', code],
    queryFn: () => call(brandConsoleOps.settings, { params: { code } }),
    enabled: code !== '',
  });

export const saveBrandSettings = (code: string, settings: TBrandSettings) =>
  call(brandConsoleOps.saveSettings, { params: { code }, body: settings });
export const setMaintenance = (code: string, on: boolean) =>
  call(operatorOps.maintenance, { params: { code }, body: { on } });
export const setRegionRestriction = (code: string, countries: string[]) =>
  call(operatorOps.regionRestriction, { params: { code }, body: { countries } });
export const setHosts = (code: string, hosts: string[]) =>
  call(operatorOps.hosts, { params: { code }, body: { hosts } });

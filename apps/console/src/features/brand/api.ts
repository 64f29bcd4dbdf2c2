import type { TBrandSettings, TBrandSettingsView } from '@portal/contracts/console-brand';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export const brandSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-settings', code],
    queryFn: () => api<TBrandSettingsView>('GET', `/console/brands/${code}/settings`),
    enabled: code !== '',
  });

export const saveBrandSettings = (code: string, settings: TBrandSettings) =>
  api<TBrandSettingsView>('PUT', `/console/brands/${code}/settings`, { body: settings });
export const setMaintenance = (code: string, on: boolean) =>
  api('PUT', `/merchants/${code}/maintenance`, { body: { on } });
export const setRegionRestriction = (code: string, countries: string[]) =>
  api('PUT', `/merchants/${code}/region-restriction`, { body: { countries } });
export const setHosts = (code: string, hosts: string[]) => api('PUT', `/merchants/${code}/hosts`, { body: { hosts } });

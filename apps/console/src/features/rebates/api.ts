import { givebackConsoleOps } from '@portal/contracts/givebacks';
import type { TRebateRateTable } from '@portal/contracts/rebate';
import { rebateConsoleOps } from '@portal/contracts/rebate';
import type { TReferralSettingsInput } from '@portal/contracts/referral';
import { referralConsoleOps } from '@portal/contracts/referral';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

const rebateKey = (code: string) => ['rebate-rates', code] as const;
const referralKey = (code: string) => ['referral-settings', code] as const;
export const givebackKey = (code: string) => ['givebacks', code] as const;

/** The brand's give-backs against each family's house edge (rebate, points, salaries). */
export const givebackQuery = (code: string) =>
  queryOptions({
    queryKey: givebackKey(code),
    queryFn: () => call(givebackConsoleOps.sheet, { params: { code } }),
    enabled: code !== '',
  });

export const rebateRatesQuery = (code: string) =>
  queryOptions({
    queryKey: rebateKey(code),
    queryFn: () => call(rebateConsoleOps.rates, { params: { code } }),
    enabled: code !== '',
  });

export function useSaveRebateRates(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (table: TRebateRateTable) => call(rebateConsoleOps.setRates, { params: { code }, body: table }),
    onSuccess: (sheet) => {
      qc.setQueryData(rebateKey(code), sheet);
      void qc.invalidateQueries({ queryKey: givebackKey(code) });
    },
  });
}

export const referralSettingsQuery = (code: string) =>
  queryOptions({
    queryKey: referralKey(code),
    queryFn: () => call(referralConsoleOps.settings, { params: { code } }),
    enabled: code !== '',
  });

export function useSaveReferralSettings(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: TReferralSettingsInput) => call(referralConsoleOps.setSettings, { params: { code }, body: s }),
    onSuccess: (saved) => qc.setQueryData(referralKey(code), saved),
  });
}

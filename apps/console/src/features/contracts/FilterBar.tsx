import {
  contractKinds,
  contractStatuses,
  type TContractKind,
  type TContractStatus,
} from '@portal/contracts/agent-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import type { Filters } from './api.ts';

const USERNAME = /^[A-Za-z0-9_.@-]{0,32}$/;
const CONTRACT_ID = /^([1-9]\d{0,8})?$/;

/**
 * The contract lists' filters: the kind, the status (contracts) or the contract number (payouts), and a username
 * prefix. Applied together on submit; what the server would refuse is marked and not sent.
 */
export function FilterBar({
  label,
  by,
  onApply,
}: {
  label: string;
  by: 'status' | 'contractId';
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState<{ q?: boolean; contractId?: boolean }>({});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = (name: string) => String(new FormData(e.currentTarget).get(name) ?? '').trim();
    const bad = { q: !USERNAME.test(v('q')), contractId: !CONTRACT_ID.test(v('contractId')) };
    setInvalid(bad);
    if (bad.q || bad.contractId) return;
    onApply({
      kind: (v('kind') || undefined) as TContractKind | undefined,
      status: (v('status') || undefined) as TContractStatus | undefined,
      contractId: v('contractId') ? Number(v('contractId')) : undefined,
      q: v('q') || undefined,
    });
  };
  const select = (name: string, what: string, values: readonly string[], text: (v: string) => string) => (
    <select name={name} className="select" aria-label={what} defaultValue="">
      <option value="">{t('contracts.any', { what })}</option>
      {values.map((x) => (
        <option key={x} value={x}>
          {text(x)}
        </option>
      ))}
    </select>
  );
  return (
    <form className="toolbar" aria-label={label} onSubmit={submit} noValidate>
      {select('kind', t('contracts.kindLabel'), contractKinds, (k) => t(`contracts.kind.${k}`))}
      {by === 'status' ? (
        select('status', t('contracts.status'), contractStatuses, (s) => t(`status.${s}`))
      ) : (
        <input
          name="contractId"
          className="input"
          style={{ width: 110 }}
          inputMode="numeric"
          placeholder={t('contracts.contractNo')}
          aria-label={t('contracts.contractNo')}
          aria-invalid={invalid.contractId || undefined}
        />
      )}
      <input
        name="q"
        className="input"
        style={{ width: 180 }}
        placeholder={t('contracts.username')}
        aria-label={t('contracts.username')}
        aria-invalid={invalid.q || undefined}
      />
      <Button type="submit" variant="primary">
        {t('contracts.apply')}
      </Button>
    </form>
  );
}

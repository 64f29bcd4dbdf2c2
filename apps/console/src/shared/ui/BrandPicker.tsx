import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantsQuery } from '../api/merchants.ts';

/**
 * The brand a brand screen works on: `initial` or the first brand, until the operator picks another. A list that
 * may show every brand the operator sees (`all`) starts with none picked: '' is every brand.
 */
export function useBrandChoice(initial = '', { all = false }: { all?: boolean } = {}) {
  const merchants = useQuery(merchantsQuery());
  const [code, setCode] = useState(initial);
  useEffect(() => {
    if (!all && !code && merchants.data?.[0]) setCode(merchants.data[0].code);
  }, [all, code, merchants.data]);
  return { merchants, code, setCode, all };
}

/** The brand picker of a page head, shown only when the server runs more than one brand the operator sees. */
export function BrandPicker({
  choice,
  onPick,
}: {
  choice: ReturnType<typeof useBrandChoice>;
  /** After a pick (a list goes back to its first page). */
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const { merchants, code, setCode, all } = choice;
  if ((merchants.data?.length ?? 0) < 2) return null;
  return (
    <select
      className="select"
      aria-label={t('brand.brand')}
      value={code}
      onChange={(e) => {
        setCode(e.target.value);
        onPick?.();
      }}
    >
      {all ? <option value="">{t('brand.allBrands')}</option> : null}
      {merchants.data?.map((m) => (
        <option key={m.code} value={m.code}>
          {m.name}
        </option>
      ))}
    </select>
  );
}

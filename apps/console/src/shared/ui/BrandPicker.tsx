import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantsQuery } from '../api/merchants.ts';

/** The brand a brand screen works on: `initial` or the first brand, until the operator picks another. */
export function useBrandChoice(initial = '') {
  const merchants = useQuery(merchantsQuery());
  const [code, setCode] = useState(initial);
  useEffect(() => {
    if (!code && merchants.data?.[0]) setCode(merchants.data[0].code);
  }, [code, merchants.data]);
  return { merchants, code, setCode };
}

/** The brand picker of a page head, shown only when the server runs more than one brand. */
export function BrandPicker({ choice }: { choice: ReturnType<typeof useBrandChoice> }) {
  const { t } = useTranslation();
  const { merchants, code, setCode } = choice;
  if ((merchants.data?.length ?? 0) < 2) return null;
  return (
    <select className="select" aria-label={t('brand.brand')} value={code} onChange={(e) => setCode(e.target.value)}>
      {merchants.data?.map((m) => (
        <option key={m.code} value={m.code}>
          {m.name}
        </option>
      ))}
    </select>
  );
}

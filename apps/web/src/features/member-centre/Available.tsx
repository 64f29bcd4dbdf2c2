import { useTranslation } from 'react-i18next';
import { useBalance } from '../../shared/api/member.ts';
import { Amount } from '../../shared/ui/Amount.tsx';

/** The money a form can move now: the main wallet, live (the balance stream keeps it current). */
export function Available({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { data } = useBalance();
  return (
    <p className="mc-available">
      <span>{label ?? t('money.available')}</span>
      <Amount className="mc-available-amount" value={data?.main ?? '0.00'} />
    </p>
  );
}

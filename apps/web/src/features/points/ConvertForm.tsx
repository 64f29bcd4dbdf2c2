import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { newRequestId, useSpend } from './api.ts';
import { PasswordField } from './PasswordField.tsx';

/** Cash the points are worth at a rate, in whole cents rounded down as the server computes it, as a decimal text. */
const cashOf = (points: number, pointsPerUnit: number) => {
  const cents = Math.floor((points * 100) / pointsPerUnit);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** Converts points to cash at the member's rate: the amount in points, the cash it makes, the payment password. */
export function ConvertForm({ points, pointsPerUnit }: { points: number; pointsPerUnit: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const request = useRef(newRequestId());
  const convert = useSpend('MCSFE_convertPoint');
  const n = Number(amount) || 0;
  const tooFew = n > 0 && n < pointsPerUnit;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (n < pointsPerUnit || password.length !== 6) return;
    convert.mutate(
      { points: n, paymentPassword: password, requestId: request.current },
      {
        onSuccess: (v) => {
          request.current = newRequestId();
          setAmount('');
          setPassword('');
          void notify({ kind: 'success', title: t('points.converted', { amount: money(v.redemption.cash ?? '0') }) });
        },
      },
    );
  };
  return (
    <form className="pm-convert" onSubmit={submit} aria-labelledby="pm-convert-title">
      <h2 id="pm-convert-title" className="pm-h2">
        {t('points.convertTitle')}
      </h2>
      <div className="pm-convert-row">
        <TextField
          label={t('points.convertPoints')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => {
            request.current = newRequestId();
            setAmount(e.target.value.replace(/\D/g, '').slice(0, 9));
          }}
          error={tooFew ? t('points.convertMin', { count: pointsPerUnit }) : undefined}
          hint={
            n >= pointsPerUnit ? t('points.convertPreview', { amount: money(cashOf(n, pointsPerUnit)) }) : undefined
          }
          addon={
            <button type="button" className="pm-max" onClick={() => setAmount(String(points))} disabled={points < 1}>
              {t('points.all')}
            </button>
          }
        />
        <PasswordField value={password} onChange={setPassword} />
      </div>
      {convert.isError && (
        <p className="field-error" role="alert">
          {errorText(t, convert.error)}
        </p>
      )}
      <Button
        type="submit"
        variant="accent"
        loading={convert.isPending}
        disabled={n < pointsPerUnit || password.length !== 6}
      >
        {t('points.convert')}
      </Button>
    </form>
  );
}

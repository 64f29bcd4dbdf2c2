import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField.tsx';

/** The six-digit payment password every redeem and convert asks for. */
export function PasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(v: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      className="pm-pw"
      label={t('points.payPassword')}
      hint={t('points.payPasswordHint')}
      error={error}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      pattern="\d{6}"
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}

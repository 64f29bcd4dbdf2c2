import { DEFAULT_PASSWORD_RULE } from '@portal/contracts/system';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { usePermission } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { TextField } from '../../shared/ui/TextField.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { changePasswordCall } from './api.ts';
import { fieldError } from './rules.ts';

/**
 * Change password: for a default or expired password right after login (the old one is known, so not asked), for a
 * session the server still holds for that change (after a reload: asked), and for a voluntary change. Success ends
 * the session and opens the login popup (spec section 4).
 */
export default function ChangePasswordModal({
  forced = false,
  oldPassword: known,
}: {
  forced?: boolean;
  oldPassword?: string;
}) {
  const { t } = useTranslation();
  const { hide, show } = useUi();
  const { data: permission } = usePermission();
  const rule = permission?.info.register.fields.password ?? DEFAULT_PASSWORD_RULE;
  const [oldPassword, setOld] = useState(known ?? '');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = {
      old: oldPassword ? undefined : t('rules.required'),
      new: fieldError(t, rule, newPassword, true),
      confirm: !confirm ? t('rules.required') : confirm !== newPassword ? t('errors.password_mismatch') : undefined,
    };
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) return;
    setBusy(true);
    try {
      await changePasswordCall({ oldPassword, newPassword, confirmNewPassword: confirm });
      useSession.getState().clear();
      hide('changePassword');
      show('login', { tab: 'login', notice: 'passwordChanged' });
      void notify({ kind: 'success', title: t('toast.passwordChanged') });
    } catch (err) {
      setErrors({ form: errorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    hide('changePassword');
    // A forced change cannot be skipped: leaving it ends the session.
    if (forced) useSession.getState().clear();
  };
  return (
    <Modal title={t('auth.changePassword')} onClose={close} closeOnCover={!forced} size="sm">
      {forced && <p className="auth-note">{t('auth.mustChange')}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate className="auth-form">
        {!known && (
          <TextField
            label={t('auth.oldPassword')}
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
            error={errors.old}
          />
        )}
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={errors.new}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" size="lg" block loading={busy}>
          {t('in_increase_submit')}
        </Button>
      </form>
    </Modal>
  );
}

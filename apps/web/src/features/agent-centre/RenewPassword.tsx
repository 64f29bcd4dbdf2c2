import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { confirm, warn } from '../../shared/ui/dialogs.tsx';
import { useNewInitialPassword } from './api.ts';

/**
 * For a team member still on its one-time initial password (lost, or expired unused): issues a new one after the
 * agent confirms (the old one stops working), and shows it once, as the sign-up of the account did.
 */
export function RenewPassword({ username }: { username: string }) {
  const { t } = useTranslation();
  const renew = useNewInitialPassword();
  const run = async () => {
    if (!(await confirm(t('agent.reg.renewConfirm', { username }), { title: t('agent.reg.renew') }))) return;
    renew.mutate(username, {
      onSuccess: (v) =>
        void warn(
          `${t('agent.reg.renewed', { username: v.username, password: v.initialPassword })}\n${t('agent.reg.mustChange', { count: v.validDays })}`,
          { title: t('agent.reg.initialPassword') },
        ),
      onError: (e) => void warn(errorText(t, e)),
    });
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      disabled={renew.isPending}
      aria-label={t('agent.reg.renewFor', { username })}
      onClick={() => void run()}
    >
      {t('agent.reg.renew')}
    </button>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useNavigate } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { useUi } from '../../shared/ui/store.ts';

/** Logout asks first, revokes the token on the server, clears the session and goes home (spec section 4). */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async () => {
    if (!(await confirm(t('in_sure_logout'), { title: t('in_popup_prompt') }))) return;
    await api('DELETE', '/wps/session/logout').catch(() => undefined);
    useSession.getState().clear();
    qc.removeQueries({ queryKey: ['member'] });
    qc.removeQueries({ queryKey: ['wallet'] });
    useUi.getState().hide('memberCentre');
    useUi.getState().hide('agentCentre');
    navigate('/');
  };
}

import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { sessionOps } from '@portal/contracts/session';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/op.ts';
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
    await call<typeof sessionOps.logout>(FIRST_LOAD.logout).catch(() => undefined);
    useSession.getState().clear();
    qc.removeQueries({ queryKey: ['member'] });
    qc.removeQueries({ queryKey: ['wallet'] });
    useUi.getState().hide('memberCentre');
    useUi.getState().hide('agentCentre');
    navigate('/');
  };
}

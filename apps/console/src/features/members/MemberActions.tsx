import type { TMemberDetail } from '@portal/contracts/console';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { AdjustDialog } from './AdjustDialog.tsx';
import { endSessions, refreshMember, requirePasswordChange, setLocked } from './api.ts';
import { LabelsDialog } from './LabelsDialog.tsx';

type Open = 'lock' | 'sessions' | 'adjust' | 'labels' | 'password' | null;

/** The member page's buttons, each shown only to the roles the server lets do it, and the dialogs they open. */
export function MemberActions({ member: m, mainBalance }: { member: TMemberDetail; mainBalance: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  // What the lock dialog does is fixed when it opens: the member's refresh after the decision must not turn a
  // "Lock" dialog that is closing into an "Unlock" one.
  const [lockTo, setLockTo] = useState(true);
  const may = {
    lock: useMay('members.lock'),
    end: useMay('members.endSessions'),
    adjust: useMay('members.adjust'),
    label: useMay('members.label'),
    password: useMay('members.forcePassword'),
  };
  const close = () => setOpen(null);
  const done = async (message: string) => {
    toast(message);
    await refreshMember(client, m.id);
  };

  return (
    <div className="toolbar member-actions">
      {may.adjust ? (
        <Button variant="primary" onClick={() => setOpen('adjust')}>
          {t('members.adjust')}
        </Button>
      ) : null}
      {may.label ? <Button onClick={() => setOpen('labels')}>{t('members.editLabels')}</Button> : null}
      {may.end ? (
        <Button onClick={() => setOpen('sessions')} disabled={m.activeSessions === 0}>
          {t('members.endSessions')}
        </Button>
      ) : null}
      {may.password ? <Button onClick={() => setOpen('password')}>{t('members.forcePassword')}</Button> : null}
      {may.lock ? (
        <Button
          variant={m.locked ? 'secondary' : 'danger'}
          onClick={() => {
            setLockTo(!m.locked);
            setOpen('lock');
          }}
        >
          <Icon name="lock" size={14} />
          {m.locked ? t('members.unlock') : t('members.lock')}
        </Button>
      ) : null}

      {open === 'lock' ? (
        <DecisionDialog
          title={lockTo ? t('members.lockTitle', { name: m.username }) : t('members.unlockTitle', { name: m.username })}
          confirmLabel={lockTo ? t('members.lock') : t('members.unlock')}
          variant={lockTo ? 'danger' : 'primary'}
          reason="required"
          facts={<p className="muted">{lockTo ? t('members.lockWhat') : t('members.unlockWhat')}</p>}
          onConfirm={async (reason) => {
            await setLocked(m.id, lockTo, reason ?? '');
            await done(lockTo ? t('members.locked') : t('members.unlocked'));
          }}
          onClose={close}
        />
      ) : null}
      {open === 'sessions' ? (
        <DecisionDialog
          title={t('members.endSessionsTitle', { name: m.username })}
          confirmLabel={t('members.endSessions')}
          variant="danger"
          facts={<p className="muted">{t('members.endSessionsWhat', { n: m.activeSessions })}</p>}
          onConfirm={async () => {
            const r = await endSessions(m.id);
            await done(t('members.sessionsEnded', { n: r.ended }));
          }}
          onClose={close}
        />
      ) : null}
      {open === 'password' ? (
        <DecisionDialog
          title={t('members.forcePasswordTitle', { name: m.username })}
          confirmLabel={t('members.forcePassword')}
          reason="required"
          facts={<p className="muted">{t('members.forcePasswordWhat')}</p>}
          onConfirm={async (reason) => {
            const r = await requirePasswordChange(m.id, reason ?? '');
            await done(t('members.passwordForced', { n: r.heldSessions }));
          }}
          onClose={close}
        />
      ) : null}
      {open === 'labels' ? <LabelsDialog member={m} onClose={close} /> : null}
      {open === 'adjust' ? <AdjustDialog member={m} mainBalance={mainBalance} onClose={close} /> : null}
    </div>
  );
}

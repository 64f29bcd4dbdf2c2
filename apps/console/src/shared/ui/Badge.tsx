import { useTranslation } from 'react-i18next';

export type Tone = 'ok' | 'warn' | 'bad' | 'info' | 'brand' | 'muted';

export function Badge({
  tone = 'muted',
  children,
  plain,
}: {
  tone?: Tone;
  children: React.ReactNode;
  plain?: boolean;
}) {
  return <span className={`badge tone-${tone}${plain ? ' plain' : ''}`}>{children}</span>;
}

/** Every status of the console's lists, with one tone each: green done, amber waiting, red refused, blue in between. */
const TONES: Record<string, Tone> = {
  pending: 'warn',
  not_received: 'bad',
  paid: 'ok',
  received: 'ok',
  full_payment: 'ok',
  auto_received: 'ok',
  active: 'ok',
  settled: 'ok',
  rejected: 'bad',
  locked: 'bad',
  refunded: 'info',
  open: 'info',
  cancelled: 'muted',
  expired: 'muted',
  ended: 'muted',
  rolled_back: 'muted',
  in_process: 'warn',
  approved: 'ok',
  suspended: 'bad',
  terminated: 'muted',
  draft: 'muted',
  scheduled: 'info',
  live: 'ok',
  paused: 'warn',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status] ?? 'muted'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  const tone: Tone = role === 'admin' ? 'brand' : role === 'finance' ? 'info' : 'muted';
  return (
    <Badge tone={tone} plain>
      {t(`role.${role}`)}
    </Badge>
  );
}

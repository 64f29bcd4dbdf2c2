import type { TRaffleEvent } from '@portal/contracts/raffle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useFormatTime } from '../../../shared/time.ts';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import { useDraw } from './useDraw.ts';

/** A red envelope: its range, the Open button, and once opened the amount it held (revealed with a short pop). */
export function RedEnvelope({ event }: { event: TRaffleEvent }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useFormatTime();
  const draw = useDraw(event.id);
  // Set by this visit's opening: the reveal animates only then, not for an envelope opened before.
  const [fresh, setFresh] = useState<string | null>(null);
  const amount = fresh ?? event.claimed?.amount ?? null;
  const open = () =>
    draw.run(
      (d) => {
        setFresh(d.amount);
        void notify({ kind: 'success', title: t('reward.envelope.toast', { amount: money(d.amount) }) });
      },
      (e) => void notify({ kind: 'error', title: errorText(t, e) }),
    );
  const headingId = `raffle-${event.id}-title`;
  return (
    <article className="raffle-card envelope" aria-labelledby={headingId}>
      <div
        className={`envelope-art${amount ? ' is-open' : ''}${draw.isPending ? ' is-opening' : ''}`}
        aria-hidden="true"
      >
        <span className="envelope-flap" />
        <span className="envelope-seal">福</span>
      </div>
      <div className="raffle-body">
        <p className="raffle-kind">{t('reward.envelope.label')}</p>
        <h5 id={headingId} className="raffle-title">
          {event.title}
        </h5>
        <p className="raffle-meta">
          {t('reward.envelope.range', { min: money(event.min ?? '0'), max: money(event.max ?? '0') })}
          {' · '}
          {t('reward.events.until', { time: when(event.endsAt) })}
        </p>
        <p className="raffle-result" role="status" aria-live="polite">
          {amount && (
            <span className={`envelope-amount num${fresh ? ' is-fresh' : ''}`}>
              {t('reward.envelope.got', { amount: money(amount) })}
            </span>
          )}
        </p>
        {!amount &&
          (event.eligible ? (
            <Button
              variant="accent"
              loading={draw.isPending}
              aria-label={t('reward.envelope.openFor', { title: event.title })}
              onClick={open}
            >
              {t('reward.envelope.open')}
            </Button>
          ) : (
            <p className="raffle-hint">{t('reward.events.notEligible')}</p>
          ))}
      </div>
    </article>
  );
}

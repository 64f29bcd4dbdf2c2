import type { TRaffleDraw, TRaffleEvent } from '@portal/contracts/raffle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useFormatTime } from '../../../shared/time.ts';
import { useMoney, useNumbers } from '../../../shared/ui/Amount.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import { reducedMotion, useDraw } from './useDraw.ts';
import { sliceMiddle, WheelArt } from './WheelArt.tsx';

const SPIN_MS = 4200;
const TURNS = 6;

/** A prize wheel: tickets, the Spin button, and a spin that lands on the slice the server drew. */
export function Wheel({ event }: { event: TRaffleEvent }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { basisPoints, count, decimal } = useNumbers();
  // Short amounts on the slices in the page's language ("8,88", "10"): the currency is in the list and the result,
  // the wheel only has room for the number.
  const short = (amount: string) => (amount.endsWith('.00') ? count(amount) : decimal(amount));
  const when = useFormatTime();
  const draw = useDraw(event.id);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<TRaffleDraw | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const prizes = event.prizes;
  const available = event.tickets?.available ?? 0;
  const duration = reducedMotion() ? 0 : SPIN_MS;

  const land = (d: TRaffleDraw) => {
    const index = d.prizeIndex ?? 0;
    // Cosmetic only: where inside the slice the pointer stops (the slice itself is the server's draw).
    const jitter = (Math.random() - 0.5) * (360 / prizes.length) * 0.6;
    setRotation((prev) => {
      const target = (((-sliceMiddle(index, prizes.length) + jitter - prev) % 360) + 360) % 360;
      return prev + TURNS * 360 + target;
    });
    setSpinning(true);
    timer.current = setTimeout(() => {
      setSpinning(false);
      setResult(d);
      if (d.amount !== '0.00')
        void notify({ kind: 'success', title: t('reward.wheel.toastWon', { amount: money(d.amount) }) });
    }, duration);
  };

  const spin = () => {
    setResult(null);
    draw.run(land, (e) => void notify({ kind: 'error', title: errorText(t, e) }));
  };
  const headingId = `raffle-${event.id}-title`;
  const list = prizes.map((p) =>
    t('reward.wheel.chance', { amount: money(p.amount), chance: basisPoints(p.chanceBp) }),
  );

  return (
    <article className="raffle-card wheel" aria-labelledby={headingId}>
      <WheelArt
        labels={prizes.map((p) => short(p.amount))}
        empty={prizes.map((p) => p.amount === '0.00')}
        rotation={rotation}
        durationMs={duration}
        label={`${t('reward.wheel.slices')}: ${list.join(', ')}`}
      />
      <div className="raffle-body">
        <p className="raffle-kind">{t('reward.wheel.label')}</p>
        <h5 id={headingId} className="raffle-title">
          {event.title}
        </h5>
        <p className="raffle-meta">{t('reward.events.until', { time: when(event.endsAt) })}</p>
        <dl className="wheel-tickets">
          <dt>{t('reward.wheel.tickets')}</dt>
          <dd className="num" data-testid={`tickets-${event.id}`}>
            {available}
          </dd>
        </dl>
        <p className="raffle-hint">
          {t('reward.wheel.earn', {
            deposit: money(event.depositPerTicket ?? '0'),
            bet: money(event.betPerTicket ?? '0'),
          })}
        </p>
        <p className="raffle-result" role="status" aria-live="polite">
          {result &&
            (result.amount === '0.00' ? (
              <span>{t('reward.wheel.noPrize')}</span>
            ) : (
              <span className="envelope-amount num is-fresh">
                {t('reward.wheel.won', { amount: money(result.amount) })}
              </span>
            ))}
        </p>
        {event.eligible ? (
          <Button
            variant="accent"
            loading={draw.isPending || spinning}
            disabled={available < 1}
            aria-label={available < 1 ? undefined : t('reward.wheel.spinFor', { title: event.title })}
            onClick={spin}
          >
            {available < 1 ? t('reward.wheel.noTickets') : t('reward.wheel.spin')}
          </Button>
        ) : (
          <p className="raffle-hint">{t('reward.events.notEligible')}</p>
        )}
      </div>
    </article>
  );
}

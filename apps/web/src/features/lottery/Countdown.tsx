import { useTranslation } from 'react-i18next';
import type { TimedDraw } from './api.ts';
import { clockText, countdownOf, useTick } from './clock.ts';

/**
 * A draw's countdown to its cut-off, then to its draw. A timer role, not live: its changes of state are announced
 * by the screen's own live region, never every second.
 */
export function Countdown({ draw, size = 'md' }: { draw: TimedDraw | undefined; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { closeIn, drawIn, phase } = countdownOf(draw, useTick());
  if (phase === 'none') return <span className="lot-countdown lot-countdown-none">{t('lottery.noDraw')}</span>;
  const open = phase === 'open';
  const urgent = open && closeIn <= 10;
  return (
    <span
      className={`lot-countdown lot-countdown-${size}${open ? '' : ' lot-countdown-closed'}${urgent ? ' lot-urgent' : ''}`}
    >
      <span className="lot-countdown-label">
        {open ? t('lottery.closesIn') : drawIn > 0 ? t('lottery.drawingIn') : ''}
      </span>
      <span className="lot-countdown-value num" role="timer" aria-live="off">
        {open ? clockText(closeIn) : drawIn > 0 ? clockText(drawIn) : t('lottery.drawing')}
      </span>
    </span>
  );
}

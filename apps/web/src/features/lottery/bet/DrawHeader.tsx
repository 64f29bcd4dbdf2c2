import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { Link } from '../../../shared/router.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/States.tsx';
import type { TimedDraw } from '../api.ts';
import { Balls } from '../Balls.tsx';
import { Countdown } from '../Countdown.tsx';
import { usePhase } from '../clock.ts';
import { GameBadges } from '../GameBadges.tsx';
import type { Family } from '../picks.ts';

/**
 * The draw on top of the betting screen: the game, the draw taking bets, its countdown and the last result. A polite
 * live region says when bets open and close and what was drawn, never every second.
 */
export function DrawHeader({
  game,
  family,
  draw,
}: {
  game: TLotteryGameDetail;
  family: Family;
  draw: UseQueryResult<TimedDraw>;
}) {
  const { t } = useTranslation();
  const d = draw.data;
  const phase = usePhase(d);
  const numero = d?.current?.numero;
  const last = d?.last;
  const [said, setSaid] = useState('');
  const seen = useRef<{ phase?: string; numero?: string | undefined; last?: string | undefined }>({});
  useEffect(() => {
    const before = seen.current;
    seen.current = { phase, numero, last: last?.numero };
    if (!before.phase) return; // the first reading is what the page shows, not news
    if (last?.numero && last.numero !== before.last && last.result)
      setSaid(t('lottery.drawnLive', { numero: last.numero, numbers: last.result.join(', ') }));
    else if (phase !== before.phase || numero !== before.numero)
      setSaid(
        phase === 'open'
          ? t('lottery.nowOpen', { numero })
          : phase === 'closed'
            ? t('lottery.nowClosed', { numero })
            : '',
      );
  }, [phase, numero, last, t]);

  return (
    <header className="lot-head">
      <div className="lot-head-game">
        <Link to="/lottery" className="lot-back">
          ‹ {t('lottery.back')}
        </Link>
        <h1 className="lot-title">{game.gameName}</h1>
        <GameBadges game={game} />
      </div>
      {draw.isPending ? (
        <Skeleton height={72} />
      ) : draw.isError && !d ? (
        <ErrorState
          message={errorText(t, draw.error)}
          onRetry={() => void draw.refetch()}
          retryLabel={t('lottery.retry')}
        />
      ) : (
        <>
          <div className="lot-head-draw">
            <span className="lot-numero">{numero ? t('lottery.drawNo', { numero }) : t('lottery.noDraw')}</span>
            <Countdown draw={d} size="lg" />
          </div>
          <div className="lot-head-last">
            <span className="lot-muted">
              {t('lottery.lastResult')}
              {last ? ` · ${last.numero}` : ''}
            </span>
            {last?.result ? (
              <Balls numbers={last.result} family={family} size={family === 'keno' ? 'sm' : 'lg'} />
            ) : (
              <span className="lot-muted">{t('lottery.noResult')}</span>
            )}
          </div>
        </>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {said}
      </p>
    </header>
  );
}

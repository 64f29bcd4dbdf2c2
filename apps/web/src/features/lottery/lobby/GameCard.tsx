import { useTranslation } from 'react-i18next';
import { useLaunch } from '../../../shared/games/launch.ts';
import { Link } from '../../../shared/router.tsx';
import type { TimedDraw } from '../api.ts';
import { Balls } from '../Balls.tsx';
import { Countdown } from '../Countdown.tsx';
import { GameBadges } from '../GameBadges.tsx';
import { familyOf } from '../picks.ts';
import { asLaunchable, type LobbyGame, screenOf } from './lobby-games.ts';

/**
 * A lobby card: our own games count down to the next draw and show the last result and open their betting screen;
 * another vendor's game launches into its frame. The star keeps it among the member's favourites.
 */
export function GameCard({
  game,
  draw,
  favourite,
  onFavourite,
}: {
  game: LobbyGame;
  draw: TimedDraw | undefined;
  favourite: boolean;
  onFavourite(): void;
}) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const family = game.own ? familyOf(game.own.plays) : '5d';
  const last = draw?.last;
  const name = t('lottery.play', { name: game.gameName });
  return (
    <article className={`lot-card lot-card-${game.own ? family : 'other'}`}>
      <div className="lot-card-top">
        <h3 className="lot-card-name">
          {game.own ? (
            <Link to={screenOf(game)} className="lot-card-link" aria-label={name}>
              {game.gameName}
            </Link>
          ) : (
            <button
              type="button"
              className="lot-card-link"
              aria-label={name}
              onClick={() => void launch(asLaunchable(game))}
            >
              {game.gameName}
            </button>
          )}
        </h3>
        <button
          type="button"
          className={`lot-star${favourite ? ' lot-star-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'lottery.unfavourite' : 'lottery.favourite', { name: game.gameName })}
          onClick={onFavourite}
        >
          {favourite ? '★' : '☆'}
        </button>
      </div>
      {game.own ? (
        <>
          <GameBadges game={game.own} />
          <div className="lot-card-draw">
            <span className="lot-muted num">{draw?.current ? draw.current.numero : ''}</span>
            <Countdown draw={draw} />
          </div>
          <div className="lot-card-last">
            {last?.result ? (
              <Balls
                numbers={last.result}
                family={family}
                size="sm"
                label={`${t('lottery.lastResult')} ${last.numero}`}
              />
            ) : (
              <span className="lot-muted">{t('lottery.noResult')}</span>
            )}
          </div>
        </>
      ) : (
        <p className="lot-muted lot-card-vendor">{game.groupName}</p>
      )}
    </article>
  );
}

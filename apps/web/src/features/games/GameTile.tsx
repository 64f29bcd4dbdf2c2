import type { TGame } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../shared/ui/LazyImage.tsx';

const FALLBACK = '/favicon.svg';

/** A square tile: lazy image with a fallback, name, vendor, favourite star, hot badge, play on hover or focus. */
export function GameTile({
  game,
  favourite,
  onPlay,
  onFavourite,
}: {
  game: TGame;
  favourite: boolean;
  onPlay(): void;
  onFavourite?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={`tile-card${game.maintenance ? ' tile-down' : ''}`}>
      <button
        type="button"
        className="tile-play"
        onClick={onPlay}
        aria-label={t('games.play', { name: game.gameName })}
      >
        <LazyImage src={game.imageUrl} fallback={FALLBACK} alt="" width={240} height={240} />
        <span className="tile-overlay" aria-hidden="true">
          ▶
        </span>
      </button>
      {game.isHot && <span className="badge badge-hot tile-hot">{t('home.hot')}</span>}
      {game.maintenance && <span className="badge tile-hot">{t('home.maintenance')}</span>}
      {onFavourite && (
        <button
          type="button"
          className={`tile-fav${favourite ? ' tile-fav-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          onClick={onFavourite}
        >
          ★
        </button>
      )}
      <span className="tile-name">{game.gameName}</span>
      <span className="tile-vendor">{game.vendor}</span>
    </li>
  );
}

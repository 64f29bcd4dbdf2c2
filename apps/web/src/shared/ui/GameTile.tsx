import type { TGame } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { LazyImage } from './LazyImage.tsx';
import './game-tile.css';

const FALLBACK = '/favicon.svg';

/**
 * A game tile: square art (the title and vendor are drawn on it) at a reserved size over a plain ground (no state
 * of its own: a redraw per loaded image cost the first load dozens of tasks), lazy below the fold (`eager` for the first row), a play button on hover or focus, the hot badge and the favourite
 * star. The name stays in the page for screen readers and search.
 */
export function GameTile({
  game,
  favourite,
  onPlay,
  onFavourite,
  eager = false,
  hotBadge = true,
}: {
  game: TGame;
  favourite: boolean;
  onPlay(): void;
  onFavourite?: () => void;
  eager?: boolean;
  /** False in a row that is all hot games, where the badge would say nothing. */
  hotBadge?: boolean;
}) {
  const { t } = useTranslation();
  const art = { width: 240, height: 240 };
  return (
    <li className={`tile-card${game.maintenance ? ' tile-down' : ''}`}>
      <button
        type="button"
        className="tile-play"
        onClick={onPlay}
        aria-label={t('games.play', { name: game.gameName })}
      >
        {eager ? (
          <img src={game.imageUrl} alt="" loading="eager" decoding="async" {...art} />
        ) : (
          <LazyImage src={game.imageUrl} fallback={FALLBACK} alt="" {...art} />
        )}
        <span className="tile-overlay" aria-hidden="true">
          <span className="tile-overlay-btn">
            <Icon name="play" size={22} />
          </span>
        </span>
      </button>
      {hotBadge && game.isHot && !game.maintenance && (
        <span className="tile-hot">
          <Icon name="flame" size={12} />
          <span className="tile-hot-label">{t('home.hot')}</span>
        </span>
      )}
      {game.maintenance && <span className="tile-hot tile-hot-down">{t('home.maintenance')}</span>}
      {onFavourite && (
        <button
          type="button"
          className={`tile-fav${favourite ? ' tile-fav-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite', { name: game.gameName })}
          onClick={onFavourite}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
          </svg>
        </button>
      )}
      <span className="tile-name sr-only">{game.gameName}</span>
      <span className="tile-vendor sr-only">{game.vendor}</span>
    </li>
  );
}

/**
 * Placeholder tiles of the same size while a list loads, so nothing moves when the games arrive; `still` ones (a list
 * not asked for yet, out of sight) do not sweep.
 */
export function TileSkeletons({ count, still = false }: { count: number; still?: boolean }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} className="tile-card" aria-hidden="true">
      <span className={`tile-play tile-skeleton${still ? ' tile-still' : ''}`} />
    </li>
  ));
}

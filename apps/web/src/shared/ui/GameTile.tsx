import { artPicture } from '@portal/contracts/art';
import type { TGame } from '@portal/contracts/games';
import { Icon } from './icons.tsx';
import { LazyImage } from './LazyImage.tsx';
import { useTileKit } from './tile-kit.tsx';
import './game-tile.css';

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
  const { t, cdn } = useTileKit();
  const art = { width: 240, height: 240, ...artPicture(game.imageUrl, 'tile', cdn) };
  return (
    <li className={`tile-card${game.maintenance ? ' tile-down' : ''}`}>
      <button
        type="button"
        className="tile-play"
        onClick={onPlay}
        aria-label={t('games.play', { name: game.gameName })}
      >
        {eager ? <img alt="" loading="eager" decoding="async" {...art} /> : <LazyImage alt="" {...art} />}
        {/* The play button and the star are drawn by CSS: an element less per tile, and no SVG per tile to build. */}
        <span className="tile-overlay" aria-hidden="true" />
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
        />
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

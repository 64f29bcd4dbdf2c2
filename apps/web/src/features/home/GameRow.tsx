import type { TGame } from '@portal/contracts/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTileActions } from '../../shared/games/tile-actions.ts';
import { Link } from '../../shared/router.tsx';
import { GameTile, TileSkeletons } from '../../shared/ui/GameTile.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Scroller } from '../../shared/ui/Scroller.tsx';

/**
 * One row of the home page: a heading, "see all" into its lobby, and the games in a scroller. While the games load,
 * placeholder tiles hold the row's height, so the rows below never move.
 */
export function GameRow({
  id,
  title,
  icon,
  games,
  loading,
  waiting = false,
  seeAll,
  eager = false,
  extra,
  className,
  hotBadge = true,
}: {
  id: string;
  title: string;
  icon: string;
  games: TGame[] | undefined;
  loading: boolean;
  /** Not asked for yet (out of sight): its placeholders stay still. */
  waiting?: boolean;
  seeAll?: string;
  eager?: boolean;
  extra?: ReactNode;
  className?: string;
  hotBadge?: boolean;
}) {
  const { t } = useTranslation();
  const tile = useTileActions();
  return (
    <section className={`home-row${className ? ` ${className}` : ''}`} aria-labelledby={`row-${id}`}>
      <div className="row-head">
        <h2 id={`row-${id}`}>
          <span className="row-icon" aria-hidden="true">
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {seeAll && (
          <Link to={seeAll} className="row-more" aria-label={`${t('home.seeAll')}: ${title}`}>
            {t('home.seeAll')}
            <Icon name="chevron" size={16} />
          </Link>
        )}
      </div>
      <Scroller label={title}>
        {waiting || loading || !games ? (
          <TileSkeletons count={8} still={waiting} />
        ) : (
          games.map((g, i) => (
            <GameTile
              key={g.nodeId}
              game={g}
              eager={eager && i < 8}
              hotBadge={hotBadge}
              favourite={tile.isFavourite(g)}
              onPlay={() => tile.play(g)}
              onFavourite={() => tile.favourite(g)}
            />
          ))
        )}
        {extra}
      </Scroller>
    </section>
  );
}

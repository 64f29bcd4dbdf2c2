import type { TGame } from '@portal/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hotQuery, useFavourites } from '../../shared/games/api.ts';
import { launchedFrom } from '../../shared/games/current-game.ts';
import { useLaunch } from '../../shared/games/launch.ts';
import { Link } from '../../shared/router.tsx';
import { GameTile } from '../../shared/ui/GameTile.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';

/** "Game under maintenance" (spec section 8): the game's name, a way back, and other popular games to play now. */
export function GameMaintenance({ game }: { game: TGame }) {
  const { t, i18n } = useTranslation();
  const launch = useLaunch();
  const { ids, toggle } = useFavourites();
  const { data: hot, isLoading } = useQuery(hotQuery(i18n.language));
  const others = (hot ?? []).filter((g) => g.nodeId !== game.nodeId && !g.maintenance).slice(0, 12);
  return (
    <section className="game-down" aria-labelledby="game-down-title">
      <div className="game-down-card">
        <span className="game-down-icon" aria-hidden="true">
          🛠
        </span>
        <h2 id="game-down-title">{t('gamebar.maintenanceTitle', { name: game.gameName })}</h2>
        <p>{t('games.maintenance')}</p>
        <Link to={launchedFrom()} className="btn btn-secondary btn-md">
          {t('gamebar.back')}
        </Link>
      </div>
      <h3 className="game-down-more">{t('games.tryPopular')}</h3>
      {isLoading ? (
        <Skeleton height={180} />
      ) : (
        <ul className="game-down-grid">
          {others.map((g) => (
            <GameTile
              key={g.nodeId}
              game={g}
              favourite={ids.has(g.nodeId)}
              onPlay={() => void launch(g)}
              onFavourite={() => toggle.mutate(g)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

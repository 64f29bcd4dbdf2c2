import type { TGame } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useTileActions } from '../../shared/games/tile-actions.ts';
import { GameTile, TileSkeletons } from '../../shared/ui/GameTile.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';

/** A lobby's games in a dense grid (about eight a row on a desktop, three on a phone); placeholders while loading. */
export function GameGrid({ games, loading, empty }: { games: TGame[] | undefined; loading: boolean; empty: string }) {
  const { t } = useTranslation();
  const tile = useTileActions();
  if (loading)
    return (
      <ul className="tile-grid" aria-busy="true" aria-label={t('games.loading')}>
        <TileSkeletons count={16} />
      </ul>
    );
  if (!games?.length) return <EmptyState title={empty} />;
  return (
    <ul className="tile-grid">
      {games.map((g, i) => (
        <GameTile
          key={g.nodeId}
          game={g}
          eager={i < 8}
          favourite={tile.isFavourite(g)}
          onPlay={() => tile.play(g)}
          onFavourite={() => tile.favourite(g)}
        />
      ))}
    </ul>
  );
}

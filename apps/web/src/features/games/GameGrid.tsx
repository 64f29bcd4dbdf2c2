import type { TGame } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useGuard } from '../../shared/session/guard.ts';
import { useSession } from '../../shared/session/store.ts';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { useFavourites } from './api.ts';
import { GameTile } from './GameTile.tsx';
import { useLaunch } from './launch.ts';

export function GameGrid({ games, loading, empty }: { games: TGame[] | undefined; loading: boolean; empty: string }) {
  const { t } = useTranslation();
  const launch = useLaunch();
  const token = useSession((s) => s.token);
  const guard = useGuard();
  const { ids, toggle } = useFavourites();
  if (loading)
    return (
      <ul className="tile-grid" aria-busy="true" aria-label={t('games.loading')}>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <Skeleton height={180} radius={8} />
          </li>
        ))}
      </ul>
    );
  if (!games?.length) return <EmptyState title={empty} />;
  return (
    <ul className="tile-grid">
      {games.map((g) => (
        <GameTile
          key={g.nodeId}
          game={g}
          favourite={ids.has(g.nodeId)}
          onPlay={() => void launch(g)}
          onFavourite={() => (token ? toggle.mutate(g) : guard())}
        />
      ))}
    </ul>
  );
}

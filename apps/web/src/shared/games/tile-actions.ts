import type { TGame } from '@portal/contracts/games';
import { useGuard } from '../session/guard.ts';
import { useSession } from '../session/store.ts';
import { useFavourites } from './api.ts';
import { useLaunch } from './launch.ts';

/** What a game tile does wherever it stands: play (launch routing), and the favourite star (login first). */
export function useTileActions() {
  const launch = useLaunch();
  const token = useSession((s) => s.token);
  const guard = useGuard();
  const { ids, toggle } = useFavourites();
  return {
    play: (g: TGame) => void launch(g),
    isFavourite: (g: TGame) => ids.has(g.nodeId),
    favourite: (g: TGame) => (token ? toggle.mutate(g) : guard()),
  };
}

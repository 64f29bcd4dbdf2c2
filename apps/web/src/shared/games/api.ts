import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { gamesOps, TGame } from '@portal/contracts/games';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/op.ts';
import { useSession } from '../session/store.ts';

export const PAGE_SIZE = 42;

/** The game list call's filters: a vendor, a category (several comma-separated), a name, a minimum bet, hot, newest. */
export type GameFilter = {
  vassalage?: string;
  gameType?: string;
  gameName?: string;
  minBet?: string;
  hot?: '1';
  order?: 'new';
  pageNo: number;
  pageSize?: number;
  language: string;
};

export const gameListQuery = (f: GameFilter) =>
  queryOptions({
    queryKey: ['games', 'list', f],
    queryFn: () =>
      call<typeof gamesOps.list>(FIRST_LOAD.gameList, {
        query: { pageSize: PAGE_SIZE, ...f, clientType: 3, platform: 'html5-desktop' },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const hotQuery = (language: string, vassalage?: string) =>
  queryOptions({
    queryKey: ['games', 'hot', vassalage ?? '', language],
    queryFn: async () =>
      (
        await call<typeof gamesOps.hot>(FIRST_LOAD.hotGames, {
          query: { isPlatform: 2, vassalage, language, platform: 'flash,html5-desktop' },
        })
      ).list,
  });

export const favouritesQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['games', 'favourites', token, pageNo],
    queryFn: () =>
      call<typeof gamesOps.favourites>(FIRST_LOAD.favouriteGames, {
        query: { clientType: 3, platform: 'flash', gameType: 'RNG', pageNo },
      }),
    enabled: Boolean(token),
  });

export const recentQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['games', 'recent', token, pageNo],
    queryFn: () =>
      call<typeof gamesOps.recent>(FIRST_LOAD.recentGames, {
        query: { clientType: 3, pageNo },
      }),
    enabled: Boolean(token),
  });

/** Favourite ids of the member: present means remove, absent means add (spec section 4). */
export function useFavourites() {
  const token = useSession((s) => s.token);
  const qc = useQueryClient();
  const ids = useQuery({
    queryKey: ['games', 'favourite-ids', token],
    queryFn: () => call<typeof gamesOps.favouriteIds>(FIRST_LOAD.favouriteGameIds),
    enabled: Boolean(token),
  });
  const toggle = useMutation({
    mutationFn: (g: TGame) =>
      call<typeof gamesOps.addFavourite>(
        ids.data?.includes(g.nodeId) ? FIRST_LOAD.removeFavouriteGame : FIRST_LOAD.addFavouriteGame,
        { body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType } },
      ),
    onSuccess: (next) => {
      qc.setQueryData(['games', 'favourite-ids', token], next);
      void qc.invalidateQueries({ queryKey: ['games', 'favourites'] });
    },
  });
  return { ids: new Set(ids.data ?? []), toggle };
}

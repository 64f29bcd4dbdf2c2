import type { TGame } from '@portal/contracts/games';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
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
      api<{ games: TGame[]; totalPages: number; total: number }>('GET', '/wps/relay/GCSGAME_gameList', {
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
        await api<{ list: TGame[] }>('GET', '/wps/relay/GCSGAME_hotGamesV2', {
          query: { isPlatform: 2, vassalage, language, platform: 'flash,html5-desktop' },
        })
      ).list,
  });

export const favouritesQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['games', 'favourites', token, pageNo],
    queryFn: () =>
      api<{ content: TGame[]; totalPages: number }>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
        query: { clientType: 3, platform: 'flash', gameType: 'RNG', pageNo },
      }),
    enabled: Boolean(token),
  });

export const recentQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['games', 'recent', token, pageNo],
    queryFn: () =>
      api<{ list: TGame[]; totalPages: number }>('GET', '/wps/relay/GCS_recentGame', {
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
    queryFn: () => api<number[]>('GET', '/wps/relay/MCSFE_getFavoriteGames'),
    enabled: Boolean(token),
  });
  const toggle = useMutation({
    mutationFn: (g: TGame) =>
      api<number[]>(
        'POST',
        ids.data?.includes(g.nodeId) ? '/wps/relay/MCSFE_removeFavoriteGameV2' : '/wps/relay/MCSFE_addFavoriteGameV2',
        {
          body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
        },
      ),
    onSuccess: (next) => {
      qc.setQueryData(['games', 'favourite-ids', token], next);
      void qc.invalidateQueries({ queryKey: ['games', 'favourites'] });
    },
  });
  return { ids: new Set(ids.data ?? []), toggle };
}

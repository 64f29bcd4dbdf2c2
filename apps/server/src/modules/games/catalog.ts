import type { Db } from '../../db/client.ts';
import { catalogRepo, type GameFilter } from './catalog-repo.ts';

export { toGame } from './catalog-repo.ts';

export async function gameList(
  db: Db,
  merchantId: number,
  f: GameFilter & {
    pageNo: number;
    pageSize: number;
    order?: 'new' | undefined;
    language?: string | undefined;
  },
) {
  const { games, total } = await catalogRepo.gamePage(db, merchantId, f);
  return { games, totalPages: Math.ceil(total / f.pageSize), total };
}

// Reads and writes with nothing to add: the repo's own functions.
export const {
  game: gameById,
  hotGames,
  gameTypes,
  favouriteIds,
  addFavourite,
  removeFavourite,
  touchRecent,
} = catalogRepo;

export async function memberGames(
  db: Db,
  merchantId: number,
  memberId: number,
  table: 'favourite_games' | 'recent_games',
  pageNo: number,
  pageSize: number,
  lang?: string,
) {
  const { list, total } = await catalogRepo.memberGamePage(db, merchantId, memberId, table, pageNo, pageSize, lang);
  return { list, totalPages: Math.ceil(total / pageSize) };
}

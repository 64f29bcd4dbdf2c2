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

export const gameById = (db: Db, merchantId: number, nodeId: number) => catalogRepo.game(db, merchantId, nodeId);

export const hotGames = (db: Db, merchantId: number, vassalage?: string, lang?: string) =>
  catalogRepo.hotGames(db, merchantId, vassalage, lang);

export const gameTypes = (db: Db, vassalage: string) => catalogRepo.gameTypes(db, vassalage);

export const favouriteIds = (db: Db, memberId: number) => catalogRepo.favouriteIds(db, memberId);

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

export const addFavourite = (db: Db, memberId: number, nodeId: number) =>
  catalogRepo.addFavourite(db, memberId, nodeId);
export const removeFavourite = (db: Db, memberId: number, nodeId: number) =>
  catalogRepo.removeFavourite(db, memberId, nodeId);
export const touchRecent = (db: Db, memberId: number, nodeId: number) => catalogRepo.touchRecent(db, memberId, nodeId);

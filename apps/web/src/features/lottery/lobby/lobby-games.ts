import type { TGame, TGameMenusValue } from '@portal/contracts/games';
import type { TLotteryGame, TLotteryGameDetail } from '@portal/contracts/lottery';

/** A lobby card's game: any vendor's lottery game of the menus, with our own game's details when it is one. */
export interface LobbyGame {
  nodeId: number;
  gameCode: string;
  gameName: string;
  groupCode: string;
  groupName: string;
  accountTypeName: string;
  defaultPlayType: string | null;
  own: TLotteryGameDetail | null;
}

/** The menus' games (every vendor), else our own games alone when the menus are not there. */
export function lobbyGames(menus: TGameMenusValue | undefined, own: readonly TLotteryGameDetail[]): LobbyGame[] {
  const byCode = new Map(own.map((g) => [g.gameCode, g]));
  if (!menus)
    return own.map((g) => ({
      nodeId: g.nodeId,
      gameCode: g.gameCode,
      gameName: g.gameName,
      groupCode: g.gameGroupCode,
      groupName: g.gameGroupCode,
      accountTypeName: g.accountTypeName,
      defaultPlayType: g.defaultPlayType,
      own: g,
    }));
  return menus.gameMenus.flatMap((m) =>
    m.games.map((g) => {
      const mine = byCode.get(g.gameCode) ?? null;
      return {
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        // Our own game's name comes in the page's language.
        gameName: mine?.gameName ?? g.gameName,
        groupCode: m.gameGroupCode,
        groupName: m.labelName,
        accountTypeName: m.accountTypeName,
        defaultPlayType: g.defaultPlayType,
        own: mine,
      };
    }),
  );
}

/** Games of a short list (popular, recent) as lobby games, in its order. */
export const pick = (all: readonly LobbyGame[], list: readonly TLotteryGame[] | undefined) =>
  (list ?? []).flatMap((g) => all.find((a) => a.gameCode === g.gameCode) ?? []);

/** Another vendor's game in the shape the launcher takes (login, launch call, its frame). */
export const asLaunchable = (g: LobbyGame): TGame => ({
  nodeId: g.nodeId,
  vassalage: g.groupCode,
  vendor: g.groupName,
  gameType: g.accountTypeName === 'ELOTT' ? 'ELOTT' : 'LOTT',
  gameClassify: g.accountTypeName,
  gameName: g.gameName,
  gameCode: g.gameCode,
  code: g.gameCode,
  minBet: '0.00',
  minLineNum: 0,
  isGame: 'GAME',
  defaultPlayType: g.defaultPlayType,
  accountTypeName: g.accountTypeName,
  isHot: false,
  maintenance: false,
  imageUrl: '',
});

/** Our own game's betting screen. */
export const screenOf = (g: { gameCode: string; defaultPlayType: string | null }) =>
  `/lottery?gameCode=${encodeURIComponent(g.gameCode)}${g.defaultPlayType ? `&playType=${encodeURIComponent(g.defaultPlayType)}` : ''}`;

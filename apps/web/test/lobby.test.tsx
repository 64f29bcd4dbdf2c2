import type { TGame } from '@portal/contracts/games';
import type { TLane } from '@portal/contracts/vendor';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LobbyPage from '../src/features/games/LobbyPage.tsx';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const card = (vassalage: string, name: string) => ({
  vassalage,
  name,
  logoUrl: `/art/vendor/${vassalage}.svg?v=a3`,
  isHot: false,
  maintenance: false,
  walletMode: 'seamless' as const,
});
const lanes: TLane[] = [
  { title: 'RNG', gameClassify: 'RNG', cards: [card('LSL', 'Lumen Slots')] },
  { title: 'LIVE', gameClassify: 'LIVE', cards: [card('LVA', 'Aurora Live'), card('LVB', 'Velvet Live')] },
];
const game = (nodeId: number, gameType: string): TGame => ({
  nodeId,
  vassalage: 'LVA',
  vendor: 'Aurora Live',
  gameType,
  gameClassify: gameType,
  gameName: `Mesa ${nodeId}`,
  gameCode: `mesa-${nodeId}`,
  code: `mesa-${nodeId}`,
  minBet: '1.00',
  minLineNum: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: null,
  isHot: true,
  maintenance: false,
  imageUrl: `/art/games/${nodeId}.svg?v=x`,
});

afterEach(() => vi.unstubAllGlobals());

function lobby(path: string, mods?: string[]) {
  const api = fakeApi({
    '/wps/system/status': permission(mods ? { mods } : {}),
    '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
    '/wps/relay/GCSGAME_gameList': (url: URL) => ({
      games: [game(Number(url.searchParams.get('pageNo')) * 10, url.searchParams.get('gameType') ?? 'LIVE')],
      total: 84,
      totalPages: 2,
    }),
  });
  return { ...api, view: renderWithPortal(<LobbyPage />, { path }) };
}
const listCalls = (calls: string[]) => calls.filter((c) => c.includes('GCSGAME_gameList'));

describe('lobby', () => {
  it('shows the vendor tabs with their marks, and "hot" asks only for the lobby’s own category', async () => {
    const { calls } = lobby('/live?vendor=hot');
    const tab = await screen.findByRole('tab', { name: 'Aurora Live' });
    expect(tab.querySelector('img')?.getAttribute('src')).toBe('/art/vendor/LVA.svg?v=a3&c=mark');
    await screen.findByRole('button', { name: 'Jogar Mesa 10' });
    const hot = listCalls(calls).at(-1) ?? '';
    expect(hot).toContain('gameType=LIVE');
    expect(hot).toContain('hot=1');
    expect(hot).not.toContain('vassalage');
  });

  it('filters by minimum bet, and a new page scrolls back to the lobby’s top', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { calls } = lobby('/live?vendor=LVA');
    await screen.findByRole('button', { name: 'Jogar Mesa 10' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Aposta mínima' }), { target: { value: '0.50' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('minBet=0.50'));
    expect(listCalls(calls).at(-1)).toContain('vassalage=LVA');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('button', { name: 'Jogar Mesa 20' });
    expect(scrolled).toHaveBeenCalled();
  });

  it('offers the hot, favourites and recent tabs only where the brand switches them on', async () => {
    lobby('/live', ['GAMELOHOT3', 'GAMELOFAV3']);
    await screen.findByRole('tab', { name: 'Aurora Live' });
    await waitFor(() => expect(screen.getByRole('tab', { name: /^(Hot|Populares)$/ })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /^(Favourites|Favoritos)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^(Recent|Recentes)$/ })).not.toBeInTheDocument();
  });

  it('offers the recent tab when GAMELOREC3 is on', async () => {
    lobby('/live', ['GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3']);
    await screen.findByRole('tab', { name: 'Aurora Live' });
    await waitFor(() => expect(screen.getByRole('tab', { name: /^(Recent|Recentes)$/ })).toBeInTheDocument());
  });
});

import type { TGame } from '@portal/contracts/games';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameSearch } from '../src/features/home/GameSearch.tsx';
import { fakeApi } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const game = (nodeId: number, gameName: string, vassalage: string, vendor: string): TGame => ({
  nodeId,
  vassalage,
  vendor,
  gameType: 'RNG',
  gameClassify: 'RNG',
  gameName,
  gameCode: gameName.toLowerCase().replace(/\W+/g, '-'),
  code: gameName.toLowerCase().replace(/\W+/g, '-'),
  minBet: '0.10',
  minLineNum: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: null,
  isHot: false,
  maintenance: false,
  imageUrl: `/art/games/${nodeId}.svg?v=x`,
});
const catalogue = [
  game(1, "Dragon's Hoard", 'LSL', 'Lumen Slots'),
  game(2, 'Dragon Tiger', 'LVA', 'Aurora Live'),
  game(3, 'Fruit Frenzy', 'NVA', 'Nova Reels'),
];

afterEach(() => vi.unstubAllGlobals());

describe('home search', () => {
  it('finds games by name across every vendor once two letters are typed, and says how many', async () => {
    const { calls } = fakeApi({
      '/wps/relay/GCSGAME_gameList': (url: URL) => {
        const q = (url.searchParams.get('gameName') ?? '').toLowerCase();
        const games = catalogue.filter((g) => g.gameName.toLowerCase().includes(q));
        return { games, total: games.length, totalPages: 1 };
      },
    });
    renderWithPortal(<GameSearch />);
    const box = screen.getByRole('searchbox', { name: 'Buscar jogos' });
    await userEvent.type(box, 'd');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.filter((c) => c.includes('GCSGAME_gameList'))).toEqual([]);

    await userEvent.type(box, 'ra');
    expect(await screen.findByRole('button', { name: "Jogar Dragon's Hoard" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jogar Dragon Tiger' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar Fruit Frenzy' })).toBeNull();
    expect(screen.getAllByText('Jogos encontrados: 2').length).toBeGreaterThan(0);
    const call = calls.find((c) => c.includes('gameName=dra')) ?? '';
    expect(call).not.toContain('vassalage');

    // A longer query: the count of "dra" is gone at once, and the new answer brings its own.
    await userEvent.type(box, 'gon t');
    expect(screen.queryByText('Jogos encontrados: 2')).toBeNull();
    expect(screen.queryByRole('button', { name: "Jogar Dragon's Hoard" })).toBeNull();
    expect((await screen.findAllByText('Jogos encontrados: 1')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Jogar Dragon Tiger' })).toBeInTheDocument();
  });

  it('says when nothing matches, and the clear button empties the box and the results', async () => {
    fakeApi({ '/wps/relay/GCSGAME_gameList': { games: [], total: 0, totalPages: 0 } });
    renderWithPortal(<GameSearch />);
    const box = screen.getByRole('searchbox', { name: 'Buscar jogos' });
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('Nenhum jogo corresponde a “zzz”')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Nenhum jogo corresponde a “zzz”')).toBeNull());
  });
});

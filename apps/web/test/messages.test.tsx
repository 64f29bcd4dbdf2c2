import type { TGame } from '@portal/contracts/games';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GameFramePage from '../src/features/home/GameFramePage.tsx';
import { useLaunch } from '../src/shared/games/launch.ts';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, lanes, permission } from './fake-api.ts';
import { renderPortal, renderWithPortal } from './render.tsx';

const shell = {
  '/wps/relay/GCSGAME_gameVendor': { data: { lanes } },
  '/wps/system/banners': [],
  '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners: [], popup: [], promotion: [], help: [] },
};

describe('shell texts (spec section 8)', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('pt');
  });

  it('says the network link is abnormal in the visitor’s language when the permission call fails, and retries', async () => {
    const { fetchMock } = fakeApi(shell);
    renderPortal('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conexão de rede anormal, tente novamente');
    fakeApi({ ...shell, '/wps/system/status': permission() });
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('translates the skip link', async () => {
    fakeApi({ ...shell, '/wps/system/status': permission() });
    renderPortal('/');
    expect(await screen.findByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#main');
    await changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });
});

const game: TGame = {
  nodeId: 11,
  vassalage: 'LSL',
  vendor: 'Lumen Slots',
  gameType: 'RNG',
  gameClassify: 'RNG',
  gameName: 'Lucky Lumen',
  gameCode: 'LL1',
  code: 'LL1',
  minBet: '0.10',
  minLineNum: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: null,
  isHot: false,
  maintenance: false,
  imageUrl: '/g.svg',
};

function PlayButton() {
  const launch = useLaunch();
  return (
    <>
      <button type="button" onClick={() => void launch(game)}>
        Play
      </button>
      <DialogHost />
    </>
  );
}

describe('invalid game addresses (spec section 8)', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: { account: 'p1', nickname: '', isAgent: 0, toUpline: false } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [{ game_url: 'javascript:alert(1)', game_url2: null }],
    [{ game_url: '', game_url2: null }],
    [{ game_url: 'data:text/html,hi', game_url2: 'http://[::1' }],
  ])('a launch answer %o says the URL is invalid and opens nothing', async (answer) => {
    fakeApi({ 'POST /wps/game/launchGame': answer });
    const { pathname } = renderWithPortal(<PlayButton />, { path: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('URL inválida, entre em contato com o atendimento');
    expect(pathname()).toBe('/rng');
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
  });

  it('falls back to game_url2 and opens the game frame', async () => {
    fakeApi({ 'POST /wps/game/launchGame': { game_url: null, game_url2: '/provider/demo/slot?ticket=x' } });
    const { pathname } = renderWithPortal(<PlayButton />, { path: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(pathname()).toBe('/game'));
    expect(sessionStorage.getItem('iframeUrl')).toBe('http://localhost:3000/provider/demo/slot?ticket=x');
  });

  it('the game frame refuses a stored address that is not a web address', () => {
    sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    renderWithPortal(<GameFramePage />, { path: '/game' });
    expect(screen.getByText('URL inválida, entre em contato com o atendimento')).toBeInTheDocument();
    expect(screen.queryByTitle('Jogo')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlayerRank from '../src/features/member-centre/PlayerRank.tsx';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi, shellRoutes } from './fake-api.ts';
import { renderPortal, renderWithPortal } from './render.tsx';

const silver = { labelName: 'Prata', color: '#ffffff', color2: '#6b7a8c', rankLevel: 2 };
const member = {
  id: 7,
  account: 'p1',
  nickname: 'Player One',
  type: 0,
  isAgent: 0,
  toUpline: false,
  clubLabel: silver,
};
const level = (rankLevel: number, labelName: string, minDeposit: string, color2 = '#a0612d') => ({
  rankLevel,
  labelName,
  color: '#ffffff',
  color2,
  minDeposit,
});
const levels = [level(1, 'Bronze', '100.00'), level(2, 'Prata', '500.00', '#6b7a8c'), level(3, 'Ouro', '2000.00')];
const progress = {
  current: levels[1],
  next: levels[2],
  totalDeposit: '1000.00',
  remainingDeposit: '1000.00',
  progress: 1 / 3,
  levels,
};
const base = (extra: Record<string, unknown> = {}) => ({
  ...shellRoutes(),
  '/wps/member/info': member,
  '/wps/v2/wallets/balance': { sumBalance: '1000.00', main: '1000.00', vendors: [] },
  '/wps/relay/MCSFE_getPlayerRankProgress': progress,
  ...extra,
});

describe('VIP club in the portal', () => {
  beforeEach(() => {
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {}, balanceHidden: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the VIP label in its colours in the avatar menu', async () => {
    fakeApi(base());
    renderPortal('/');
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Conta Player One' }));
    const chip = within(screen.getByRole('menu')).getByText('Prata');
    expect(chip).toHaveClass('vip-label');
    expect(chip).toHaveStyle({ background: '#6b7a8c', color: '#ffffff' });
  });

  it('opens the VIP page from the side menu: level, progress to the next and the levels table', async () => {
    fakeApi(base());
    renderPortal('/');
    const nav = await screen.findByRole('navigation', { name: /menu/i });
    await userEvent.click(await within(nav).findByRole('button', { name: 'VIP' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    // 33 % of the way from Prata's threshold to Ouro's, and the bar's ends say so.
    const ends = document.querySelector('.vip-bar-ends') as HTMLElement;
    expect(ends).toHaveTextContent(/^Prata · R\$\s500,00Ouro · R\$\s2\.000,00$/);
    expect(document.querySelector('.vip-progress-note')).toHaveTextContent(
      /^Depositado R\$\s1\.000,00 · Faltam R\$\s1\.000,00$/,
    );
    expect(screen.getByRole('heading', { name: 'VIP' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[2] as HTMLElement).getByText('R$ 2.000,00')).toBeInTheDocument();
  });

  it('hides the side menu VIP entry for a logged-in member without a level', async () => {
    fakeApi(base({ '/wps/member/info': { ...member, clubLabel: null } }));
    renderPortal('/');
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Conta Player One' });
    const nav = await screen.findByRole('navigation', { name: /menu/i });
    expect(within(nav).queryByRole('button', { name: 'VIP' })).toBeNull();
  });

  it('shows a member below the first level with the way to it', async () => {
    fakeApi({
      '/wps/relay/MCSFE_getPlayerRankProgress': {
        ...progress,
        current: null,
        next: levels[0],
        totalDeposit: '25.00',
        remainingDeposit: '75.00',
        progress: 0.25,
      },
    });
    renderWithPortal(<PlayerRank />);
    expect(await screen.findByText('Ainda sem nível')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByText('Você')).toBeNull();
  });

  it('says so at the top level, when the brand runs no club, and offers a retry on errors', async () => {
    fakeApi({
      '/wps/relay/MCSFE_getPlayerRankProgress': { ...progress, current: levels[2], next: null, progress: 1 },
    });
    const top = renderWithPortal(<PlayerRank />);
    expect(await screen.findByText(/nível mais alto/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    top.unmount();

    fakeApi({ '/wps/relay/MCSFE_getPlayerRankProgress': { ...progress, current: null, next: null, levels: [] } });
    const none = renderWithPortal(<PlayerRank />);
    expect(await screen.findByText('Sem clube VIP')).toBeInTheDocument();
    none.unmount();

    let fail = true;
    fakeApi({
      '/wps/relay/MCSFE_getPlayerRankProgress': () => (fail ? new Failure('internal', null, 500) : progress),
    });
    renderWithPortal(<PlayerRank />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao carregar o VIP');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});

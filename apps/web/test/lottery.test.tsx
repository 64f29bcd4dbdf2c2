import { createHash } from 'node:crypto';
import type { TDraw } from '@portal/contracts/lottery';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawNumbers } from '../../server/src/modules/lottery/rules/draw.ts';
import { clockText, countdownOf } from '../src/features/lottery/clock.ts';
import { FAVOURITES_KEY } from '../src/features/lottery/favourites.ts';
import LotteryPage from '../src/features/lottery/LotteryPage.tsx';
import { fromMinor, toMinor } from '../src/features/lottery/money.ts';
import { verifyDraw } from '../src/features/lottery/verify.ts';
import BettingRecord from '../src/features/member-centre/BettingRecord.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const locales = import.meta.glob<{ default: Record<string, unknown> }>('../src/features/lottery/locales/*.json', {
  eager: true,
});
const keysOf = (o: Record<string, unknown>, at = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${at}${k}.`) : [`${at}${k}`],
  );

const play = (kind: string, pick: string, odds: string[]) => ({ kind, pick, odds, rtp: '97.00' });
const fiveD = {
  nodeId: 901,
  gameCode: 'LUMEN5D1',
  gameName: 'Lumen 5D · 1 min',
  gameGroupCode: '5D',
  accountTypeName: 'LOTT',
  defaultPlayType: 'digit',
  intervalSeconds: 60,
  cutoffSeconds: 5,
  rtp: '97.00',
  minBet: '1.00',
  maxBet: '10000.00',
  plays: [
    play('digit', 'p1:0', ['0.00', '9.70']),
    play('big_small', 'p1:big', ['0.00', '1.94']),
    play('big_small', 'sum:big', ['0.00', '1.94']),
    play('odd_even', 'p1:odd', ['0.00', '1.94']),
    play('sum_value', 'sum=22', ['0.00', '16.16']),
    play('combo', 'front:triple', ['0.00', '97.00']),
  ],
};
const draw = (numero: string, status: TDraw['status'], result: number[] | null = null): TDraw => ({
  gameCode: 'LUMEN5D1',
  numero,
  status,
  opensAt: '2026-11-26T10:00:00.000Z',
  closesAt: '2026-11-26T10:00:55.000Z',
  drawsAt: '2026-11-26T10:01:00.000Z',
  seedHash: 'ab'.repeat(32),
  seed: result ? 'cd'.repeat(32) : null,
  result,
  drawnAt: result ? '2026-11-26T10:00:01.000Z' : null,
});
const current = (closeCountdown = 40) => ({
  gameCode: 'LUMEN5D1',
  serverTime: '2026-11-26T10:00:15.000Z',
  current: draw('20261126-0601', 'open'),
  closeCountdown,
  drawCountdown: closeCountdown + 5,
  last: draw('20261126-0600', 'settled', [3, 7, 1, 0, 9]),
});
const menus = {
  gameMenus: [
    {
      gameGroupCode: 'LML',
      labelName: 'Lumen Lottery',
      accountTypeName: 'LOTT',
      games: [{ nodeId: 901, gameCode: 'LUMEN5D1', gameName: 'Lumen 5D · 1 min', defaultPlayType: 'digit' }],
    },
    {
      gameGroupCode: 'LTA',
      labelName: 'Lotto Asia',
      accountTypeName: 'LOTT',
      games: [{ nodeId: 55, gameCode: 'MEGA', gameName: 'Mega Lotto Asia', defaultPlayType: 'standard' }],
    },
  ],
};
const { plays: _plays, ...fiveDGame } = fiveD;
const routes = (extra: Record<string, unknown> = {}) => ({
  '/lgw/games': [fiveD],
  '/lgw/games/game_menus': menus,
  '/lgw/games/popular': [fiveDGame],
  '/lgw/games/game_menus/recent': [],
  '/lgw/draw': [current()],
  '/lgw/draw/code/LUMEN5D1': current(),
  '/lgw/games/opened/numero': [draw('20261126-0600', 'settled', [3, 7, 1, 0, 9])],
  '/lgw/bets': { list: [], total: 0, totalPages: 0 },
  '/wps/v2/wallets/balance': { sumBalance: '100.00', main: '100.00', vendors: [] },
  ...extra,
});

beforeEach(async () => {
  setBrandCurrency('BRL');
  useUi.setState({ modals: {} });
  localStorage.clear();
  await changeLanguage('en');
});
afterEach(() => useSession.setState({ token: null, member: null }));

describe('lottery pieces', () => {
  it('ships its texts in six languages with the same keys', () => {
    const en = keysOf(
      (locales['../src/features/lottery/locales/en.json'] as { default: Record<string, unknown> }).default,
    );
    expect(Object.keys(locales)).toHaveLength(6);
    for (const [file, mod] of Object.entries(locales)) expect(keysOf(mod.default).sort(), file).toEqual(en.sort());
  });

  it('keeps money in minor units', () => {
    expect(toMinor('12.3')).toBe(1230);
    expect(toMinor('0.05')).toBe(5);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('abc')).toBeNull();
    expect(fromMinor(1940)).toBe('19.40');
    expect(fromMinor(-5)).toBe('-0.05');
  });

  it('counts down from the server’s countdowns on the page’s own clock', () => {
    const d = { ...current(10), receivedAt: 5000 };
    expect(countdownOf(d, 5000)).toEqual({ closeIn: 10, drawIn: 15, phase: 'open' });
    expect(countdownOf(d, 12_500)).toEqual({ closeIn: 3, drawIn: 8, phase: 'open' });
    expect(countdownOf(d, 15_001).phase).toBe('closed');
    expect(countdownOf(undefined, 0).phase).toBe('none');
    expect(clockText(75)).toBe('01:15');
    expect(clockText(3723)).toBe('1:02:03');
  });

  it('verifies a draw in the browser exactly as the server draws it', async () => {
    const seed = 'f'.repeat(64);
    for (const [family, code] of [
      ['5d', 'LUMEN5D1'],
      ['keno', 'LUMENKENO'],
    ] as const) {
      const result = drawNumbers(family, seed, code, '20261126-0001');
      const seedHash = createHash('sha256').update(seed).digest('hex');
      const d = { gameCode: code, numero: '20261126-0001', seed, seedHash, result };
      expect(await verifyDraw(family, d)).toBe(true);
      expect(await verifyDraw(family, { ...d, result: [...result].reverse() })).toBe(result.length === 1);
      expect(await verifyDraw(family, { ...d, seedHash: '0'.repeat(64) })).toBe(false);
    }
  });
});

describe('the lottery lobby', () => {
  it('lists popular games with their next draw and last result; stars are kept per username', async () => {
    useSession.setState({ token: 'tok', member: { account: 'ana', nickname: '', isAgent: 0, toUpline: false } });
    fakeApi(routes());
    renderWithPortal(<LotteryPage />, { path: '/lottery' });
    const card = (await screen.findByRole('link', { name: 'Play Lumen 5D · 1 min' })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('20261126-0601');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^00:(40|39)$/);
    expect(within(card).getByText('Last result 20261126-0600: 3, 7, 1, 0, 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Lumen 5D · 1 min' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=LUMEN5D1&playType=digit',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Add Lumen 5D · 1 min to favourites' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '{}')).toEqual({ ana: [901] });
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('button', { name: 'Remove Lumen 5D · 1 min from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Another vendor's group lists its games too (they launch into their frame).
    await userEvent.click(screen.getByRole('tab', { name: 'Lotto Asia' }));
    expect(await screen.findByRole('button', { name: 'Play Mega Lotto Asia' })).toBeInTheDocument();
  });

  it('asks a visitor to log in before keeping favourites', async () => {
    fakeApi(routes());
    renderWithPortal(<LotteryPage />, { path: '/lottery' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Lumen 5D · 1 min to favourites' }));
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });
});

describe('the betting screen', () => {
  const member = () =>
    useSession.setState({ token: 'tok', member: { account: 'ana', nickname: '', isAgent: 0, toUpline: false } });

  it('builds a slip of big and small, shows its total and places it on the open draw', async () => {
    member();
    let body: unknown;
    const { calls } = fakeApi(
      routes({
        'POST /lgw/bets': (_url: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return { slipId: 1, numero: '20261126-0601', status: 'placed', balance: '80.00' };
        },
      }),
    );
    renderWithPortal(<LotteryPage />, { path: '/lottery?gameCode=LUMEN5D1&playType=big_small' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen 5D · 1 min' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Big / Small' })).toHaveAttribute('aria-selected', 'true');
    const big = screen.getByRole('button', { name: '1st · Big, ×1.94' });
    await userEvent.click(big);
    await userEvent.click(screen.getByRole('button', { name: '1st · Small, ×1.94' }));
    expect(big).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'R$10.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slip).getByText('R$20.00')).toBeInTheDocument();
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await waitFor(() =>
      expect(body).toEqual({
        gameCode: 'LUMEN5D1',
        numero: '20261126-0601',
        bets: [
          { pick: { kind: 'big_small', on: 'p1', pick: 'big' }, unit: '10.00', multiplier: 1 },
          { pick: { kind: 'big_small', on: 'p1', pick: 'small' }, unit: '10.00', multiplier: 1 },
        ],
      }),
    );
    expect(await within(slip).findByText('Pick numbers, then add them to the slip')).toBeInTheDocument();
    // The balance and the slips are read again.
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /wps/v2/wallets/balance')).length).toBe(2));
  });

  it('shows the server’s refusal and keeps the slip', async () => {
    member();
    fakeApi(routes({ 'POST /lgw/bets': new Failure('lottery_draw_closed') }));
    renderWithPortal(<LotteryPage />, { path: '/lottery?gameCode=LUMEN5D1&playType=digit' });
    await userEvent.click(await screen.findByRole('button', { name: '3rd · 7, ×9.70' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent(/closed/i);
    expect(within(slip).getByRole('button', { name: 'Remove 3rd · 7' })).toBeInTheDocument();
  });

  it('says when the balance is short, and a visitor is asked to log in to place', async () => {
    fakeApi(routes());
    renderWithPortal(<LotteryPage />, { path: '/lottery?gameCode=LUMEN5D1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Big: 4th' }));
    expect(screen.getAllByRole('button', { pressed: true, name: /^4th · / })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
    expect(screen.getAllByText('Log in to see your bets and past results')).toHaveLength(2);
  });

  it('refuses a slip over the balance before sending it', async () => {
    member();
    fakeApi(routes({ '/wps/v2/wallets/balance': { sumBalance: '5.00', main: '5.00', vendors: [] } }));
    renderWithPortal(<LotteryPage />, { path: '/lottery?gameCode=LUMEN5D1' });
    await userEvent.click(await screen.findByRole('button', { name: '1st · 0, ×9.70' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Your balance is not enough for this slip');
    expect(within(slip).getByRole('button', { name: 'Place bets' })).toBeDisabled();
  });

  it('moves on to the next draw at the cut-off without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout', 'performance'] });
    try {
      member();
      let answer = current(1);
      fakeApi(routes({ '/lgw/draw/code/LUMEN5D1': () => answer }));
      renderWithPortal(<LotteryPage />, { path: '/lottery?gameCode=LUMEN5D1' });
      expect(await screen.findByText('Draw 20261126-0601')).toBeInTheDocument();
      answer = { ...current(50), current: draw('20261126-0602', 'open') };
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3500);
      });
      expect(await screen.findByText('Draw 20261126-0602')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);
});

describe('the betting record', () => {
  it('shows a lottery slip with its draw, picks and numbers', async () => {
    useSession.setState({ token: 'tok', member: null });
    const round = {
      roundId: 'LOTabc',
      time: '2026-11-26T10:00:20.000Z',
      vassalage: 'LML',
      gameName: 'Lumen 5D · 1 min',
      bet: '20.00',
      win: '19.40',
      profit: '-0.60',
      status: 'settled',
      proof: null,
      lottery: {
        gameCode: 'LUMEN5D1',
        numero: '20261126-0601',
        picks: ['p1:big', 'p1:small'],
        result: [3, 7, 1, 0, 9],
      },
    };
    fakeApi({
      '/wps/relay/ODSFE2_personalHistory': { list: [round], total: 1, totalPages: 1 },
      '/wps/relay/GCSGAME_gameVendor': { data: { lanes: [] } },
    });
    renderWithPortal(<BettingRecord />);
    const cell = (await screen.findByText('Draw 20261126-0601')).closest('td') as HTMLElement;
    expect(cell).toHaveTextContent('Lumen 5D · 1 min');
    expect(cell).toHaveTextContent('p1:big · p1:small');
    expect(cell).toHaveTextContent('Result: 3 7 1 0 9');
  });
});

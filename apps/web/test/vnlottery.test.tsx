import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawNumbers } from '../../server/src/modules/lottery/rules/draw.ts';
import { prizeRows } from '../../server/src/modules/lottery/rules/vn.ts';
import { numbersOf, verifyDraw } from '../src/features/lottery/verify.ts';
import VnLotteryPage from '../src/features/lottery/vn/VnLotteryPage.tsx';
import { headsTails, picksOf } from '../src/features/lottery/vn/vn-rules.ts';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

// A north result of 27 numbers, special first (see rules/vn.ts NORTH_LAYOUT).
const result = [
  12345, 67890, 11107, 22207, 30001, 40002, 50003, 60004, 70005, 80006, 1234, 5678, 9012, 3456, 7890, 1111, 2222, 3333,
  4444, 5555, 123, 456, 789, 7, 45, 99, 10,
];
const terms = (betType: string, odds: string) => ({ betType, odds, minBet: '1.00', maxBet: '10000.00', rtp: '97.00' });
const game = {
  nodeId: 700,
  gameCode: 'VNST45',
  gameName: 'Siêu tốc 45 giây',
  gameGroupCode: 'ST',
  accountTypeName: 'TCG_LOTTO_VN' as const,
  region: 'fast' as const,
  resultSource: 'seed' as const,
  drawTime: null,
  intervalSeconds: 45,
  cutoffSeconds: 5,
  prizeCount: 27,
  bets: [terms('lo2', '3.59'), terms('de', '97.00'), terms('xien2', '16.40'), terms('lo3', '38.00')],
};
const menu = {
  gameMenus: [
    {
      gameGroupCode: 'MB',
      labelName: 'Miền Bắc',
      accountTypeName: 'TCG_LOTTO_VN',
      games: [
        {
          ...game,
          nodeId: 701,
          gameCode: 'VNMB',
          gameName: 'Miền Bắc',
          drawTime: '18:15',
          region: 'north',
          resultSource: 'operator',
        },
      ],
    },
    { gameGroupCode: 'ST', labelName: 'Siêu tốc', accountTypeName: 'TCG_LOTTO_VN', games: [game] },
  ],
};
const draw = (numero: string) => ({
  gameCode: 'VNST45',
  numero,
  status: 'open',
  opensAt: '2026-11-26T10:00:00.000Z',
  closesAt: '2026-11-26T10:00:40.000Z',
  drawsAt: '2026-11-26T10:00:45.000Z',
  seedHash: null,
  seed: null,
  result: null,
  drawnAt: null,
});
const current = {
  gameCode: 'VNST45',
  serverTime: '2026-11-26T10:00:05.000Z',
  current: draw('20261126-0801'),
  closeCountdown: 35,
  drawCountdown: 40,
  last: null,
};
const opened = [
  {
    gameCode: 'VNST45',
    numero: '20261126-0800',
    drawsAt: '2026-11-26T10:00:00.000Z',
    drawnAt: '2026-11-26T10:00:00.000Z',
    seedHash: 'ab'.repeat(32),
    seed: 'cd'.repeat(32),
    prizes: prizeRows(result),
  },
];
const routes = (extra: Record<string, unknown> = {}) => ({
  '/lgw/vn/games/game_menu': menu,
  '/lgw/draw/code/VNST45': current,
  '/lgw/draw/code/VNMB': { ...current, gameCode: 'VNMB' },
  '/lgw/vn/numeros/opened/game': opened,
  '/lgw/vn/bets': { list: [], total: 0, totalPages: 0 },
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

describe('VN lottery pieces', () => {
  it('builds the đầu/đuôi table of the last two digits', () => {
    const table = headsTails(prizeRows(result).flatMap((r) => r.numbers));
    expect(table[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 7, 7]);
    expect(table[4]).toEqual([4, 5, 5]); // 4444, 12345, 45
    expect(table[9]).toEqual([0, 0, 9]); // 67890, 7890, 99
    expect(table.flat()).toHaveLength(27);
  });
  it('checks a fast draw in the browser exactly as the server draws it', async () => {
    const seed = 'f'.repeat(64);
    const numbers = drawNumbers('vn', seed, 'VNST45', '20261126-0001');
    const d = {
      gameCode: 'VNST45',
      numero: '20261126-0001',
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      result: numbers,
    };
    expect(await verifyDraw('vn', d)).toBe(true);
    expect(await verifyDraw('vn', { ...d, result: [...numbers.slice(1), numbers[0] as number] })).toBe(false);
    expect(await verifyDraw('vn', { ...d, numero: '20261126-0002' })).toBe(false);
    expect(await verifyDraw('vn', { ...d, seedHash: '0'.repeat(64) })).toBe(false);
    // docs/provably-fair.md's vector.
    expect(await numbersOf('vn', 'lumen-draw-seed-1', 'VNST45', '20261126-0001')).toEqual([
      65370, 51986, 35374, 45501, 1843, 79444, 57020, 90325, 82530, 73871, 239, 9204, 8595, 9422, 1040, 3642, 8773,
      1897, 9196, 3504, 704, 131, 807, 19, 19, 22, 37,
    ]);
  });
  it('makes one bet per number, one xiên bet of exactly its size', () => {
    expect(picksOf('lo2', [15, 7])).toEqual([
      { kind: 'lo2', number: 7 },
      { kind: 'lo2', number: 15 },
    ]);
    expect(picksOf('xien2', [15, 7])).toEqual([{ kind: 'xien2', numbers: [7, 15] }]);
    expect(picksOf('xien3', [15, 7])).toEqual([]);
  });
});

describe('the /vnlottery screen', () => {
  it('shows the region tabs and the result table with emphasised endings and đầu/đuôi', async () => {
    fakeApi(routes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNST45' });
    expect(await screen.findByRole('tab', { name: 'Siêu tốc' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Miền Bắc' })).toBeInTheDocument();
    const prizes = await screen.findByRole('table', { name: 'Result of draw 20261126-0800' });
    const special = within(prizes).getByRole('row', { name: /Special/ });
    expect(within(special).getByText('45', { selector: 'strong' })).toBeInTheDocument();
    expect(within(special).getByText('123')).toBeInTheDocument();
    const seventh = within(prizes).getByRole('row', { name: /7th/ });
    expect(
      within(seventh)
        .getAllByText(/^\d\d$/, { selector: 'strong' })
        .map((e) => e.textContent),
    ).toEqual(['07', '45', '99', '10']);
    expect(within(prizes).getAllByTestId('vn-number')).toHaveLength(27);
    const heads = screen.getByRole('table', { name: /đầu\/đuôi/ });
    expect(within(heads).getByRole('row', { name: /^0 / })).toHaveTextContent('1, 2, 3, 4, 5, 6, 7, 7, 7');
    expect(within(heads).getByRole('row', { name: /^9 / })).toHaveTextContent(/^9 ?0, 0, 9$/);
  });

  it('sends a lô 2 số and a xiên 2 slip as the contract expects', async () => {
    useSession.setState({ token: 'tok', member: { account: 'ana', nickname: '', isAgent: 0, toUpline: false } });
    let body: unknown;
    fakeApi(
      routes({
        'POST /lgw/vn/bets': (_url: URL, init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return { slipId: 1, numero: '20261126-0801', status: 'placed', balance: '70.00' };
        },
      }),
    );
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNST45' });
    await userEvent.click(await screen.findByRole('tab', { name: /Lô 2 số/ }));
    const n7 = screen.getByRole('button', { name: 'Lô 2 số 07' });
    await userEvent.click(n7);
    expect(n7).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    await userEvent.click(screen.getByRole('tab', { name: /Xiên 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Xiên 2 15' }));
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Xiên 2 07' }));
    expect(screen.getByRole('button', { name: 'Xiên 2 33' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    await waitFor(() =>
      expect(body).toEqual({
        gameCode: 'VNST45',
        numero: '20261126-0801',
        bets: [
          { pick: { kind: 'lo2', number: 7 }, unit: '2.00', multiplier: 10 },
          { pick: { kind: 'xien2', numbers: [7, 15] }, unit: '2.00', multiplier: 10 },
        ],
      }),
    );
    expect(await within(slip).findByText('Pick numbers, then add them to the slip')).toBeInTheDocument();
  });

  it('shows the betting panel of the highlighted game from the start, without a second click', async () => {
    fakeApi(routes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery' });
    const card = await screen.findByRole('button', { name: /Miền Bắc/ });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Lô 2 số 07' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: /Bet slip/ })).toBeInTheDocument();
  });

  it('says what one point costs and what the points come to per number, on the panel and the slip', async () => {
    fakeApi(routes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNST45' });
    await userEvent.click(await screen.findByRole('button', { name: /^R\$\s?1\.00$/ }));
    const note = (text: string) => (_: string, e: Element | null) =>
      e?.tagName === 'P' && e.textContent?.replace(/\s/g, ' ') === text;
    expect(screen.getByText(note('1 point costs R$1.00: 10 pts × R$1.00 = R$10.00 per number'))).toBeInTheDocument();
    const points = screen.getByRole('textbox', { name: 'Points' });
    await userEvent.clear(points);
    await userEvent.type(points, '3');
    expect(screen.getByText(note('1 point costs R$1.00: 3 pts × R$1.00 = R$3.00 per number'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lô 2 số 07' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    expect(within(slip).getByText(/3 pts × R\$1\.00 = R\$3\.00/)).toBeInTheDocument();
  });

  it('asks a visitor to log in to place bets and to see their bets', async () => {
    const { calls } = fakeApi(routes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNST45' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lô 2 số 42' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('complementary', { name: /Bet slip/ });
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    expect(screen.getByText('Log in to see your bets and past results')).toBeInTheDocument();
  });
});

describe('where a VN result comes from', () => {
  const seed = 'e'.repeat(64);
  const fast = drawNumbers('vn', seed, 'VNST45', '20261126-0800');
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
  const fastRoutes = () =>
    routes({
      '/lgw/draw/code/VNST45': { ...current, current: { ...draw('20261126-0801'), seedHash: 'ab'.repeat(32) } },
      '/lgw/vn/numeros/opened/game': (url: URL) =>
        url.searchParams.get('gameCode') === 'VNST45'
          ? [
              { ...opened[0], seed, seedHash: hashOf(seed), prizes: prizeRows(fast) },
              // Its seed does not give its numbers: the check says so.
              { ...opened[0], numero: '20261126-0799', seed: 'd'.repeat(64), seedHash: hashOf('d'.repeat(64)) },
            ]
          : [{ ...opened[0], gameCode: 'VNMB', numero: '20261125', seed: null, seedHash: null }],
    });

  it('a fast game shows the coming draw’s hash, then each draw’s seed and its check', async () => {
    fakeApi(fastRoutes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNST45' });
    const results = await screen.findByRole('region', { name: 'Results' });
    const hash = await within(results).findByText('Seed hash of draw 20261126-0801');
    expect(hash.nextElementSibling).toHaveTextContent('ab'.repeat(32));
    expect(within(results).getByText(/secret seed whose SHA-256 hash is shown before any bet/)).toBeInTheDocument();

    const proof = await within(results).findByRole('region', { name: 'Proof of draw 20261126-0800' });
    expect(within(proof).getByText(seed)).toBeInTheDocument();
    expect(within(proof).getByText(hashOf(seed))).toBeInTheDocument();
    await userEvent.click(within(proof).getByRole('button', { name: 'Verify draw 20261126-0800' }));
    expect(await within(proof).findByRole('status')).toHaveTextContent('✓ Verified');

    await userEvent.selectOptions(within(results).getByRole('combobox', { name: 'Past draws' }), '20261126-0799');
    const other = within(results).getByRole('region', { name: 'Proof of draw 20261126-0799' });
    await userEvent.click(within(other).getByRole('button', { name: 'Verify draw 20261126-0799' }));
    expect(await within(other).findByRole('status')).toHaveTextContent('Does not match');
  });

  it('a regional game says its results are the official ones and shows no proof', async () => {
    fakeApi(fastRoutes());
    renderWithPortal(<VnLotteryPage />, { path: '/vnlottery?gameCode=VNMB' });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByText(/official draw held by the state lottery companies/)).toHaveTextContent(
      /results of Miền Bắc/,
    );
    await within(results).findByRole('table', { name: 'Result of draw 20261125' });
    expect(within(results).queryByText(/Seed hash/)).toBeNull();
    expect(within(results).queryByRole('region', { name: /Proof/ })).toBeNull();
    expect(within(results).queryByRole('button', { name: /Verify/ })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const brands = {
  'GET /merchants': () => ({
    value: [
      { code: 'LUMEN', name: 'Lumen' },
      { code: 'NOVA', name: 'Nova' },
    ],
  }),
};
const figures = (day: string) => ({
  day,
  registrations: 0,
  firstDeposits: 0,
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  bets: '0.00',
  betCount: 0,
  wins: '0.00',
  ggr: '0.00',
  activePlayers: 0,
});

describe("the dashboard and the reports on the brand's clock", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the brand's time zone the server answers with and sends none of the operator's", async () => {
    signedInAs('admin');
    const calls = fakeApi({
      'GET /console/dashboard': () => ({
        value: {
          tz: 'America/Sao_Paulo',
          today: figures('2026-12-02'),
          period: figures('2026-11-19'),
          days: [figures('2026-12-02')],
          pending: { deposits: 0, withdrawals: 0, notReceived: 0 },
        },
      }),
      ...brands,
      ...pending,
    });
    renderConsole('/');
    expect(await screen.findByText(/the brand’s days, America\/Sao_Paulo/)).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/console/dashboard');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((c) => !c.query.has('tz'))).toBe(true);
    // Days read as the operator's language writes them, not as ISO dates.
    expect(screen.getByRole('cell', { name: '02/12/2026' })).toBeInTheDocument();
    // One brand's figures at a time (brands may count in different currencies and days): the first, then the pick.
    expect(asked.every((c) => c.query.get('merchant') === 'LUMEN')).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'NOVA');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/console/dashboard' && c.query.get('merchant') === 'NOVA')).toBe(true),
    );
  });

  it('reports say the same zone', async () => {
    signedInAs('admin');
    const totals = {
      bets: '0.00',
      validBets: '0.00',
      wins: '0.00',
      ggr: '0.00',
      deposits: '0.00',
      withdrawals: '0.00',
      newPlayers: 0,
      activePlayers: 0,
    };
    const calls = fakeApi({
      'GET /console/reports': () => ({ value: { tz: 'Asia/Bangkok', pnl: [], payments: [], players: [], totals } }),
      ...brands,
      ...pending,
    });
    renderConsole('/reports');
    expect(await screen.findByText(/Day by day in Asia\/Bangkok/)).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/console/reports');
    expect(asked.every((c) => !c.query.has('tz') && c.query.get('merchant') === 'LUMEN')).toBe(true);
  });
});

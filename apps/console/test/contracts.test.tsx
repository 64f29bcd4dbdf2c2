import type { TContractSettings } from '@portal/contracts/agent-contracts';
import type { TConsoleContractRow, TConsolePayoutRow } from '@portal/contracts/console-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { basisPoints, percent } from '../src/shared/rates.ts';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const settings: TContractSettings = {
  kinds: { dividend: true, daily: true, hourly: false, realtime: false },
  maxRateBp: { dividend: 4000, daily: 150, hourly: 25, realtime: 5 },
  settleDelaySeconds: 120,
  payoutsEnabled: true,
  holderOwnBets: false,
};
const row = (over: Partial<TConsoleContractRow>): TConsoleContractRow => ({
  id: 7,
  kind: 'dividend',
  upline: null,
  downline: 'top_agent',
  status: 'approved',
  terminationRequestedBy: null,
  cycle: 'weekly',
  tiers: [{ minBase: '0.00', minActive: 0, rateBp: 3550 }],
  paidTotal: '1234.50',
  createdAt: '2026-11-01T10:00:00.000Z',
  suspendedReason: null,
  ...over,
});
const payout: TConsolePayoutRow = {
  id: 91,
  contractId: 8,
  kind: 'daily',
  username: 'sub_agent',
  periodStart: '2026-11-20T00:00:00.000Z',
  periodEnd: '2026-11-21T00:00:00.000Z',
  base: '50000.00',
  activePlayers: 12,
  rateBp: 120,
  passedDownBp: 40,
  amount: '40.00',
  paidAt: '2026-11-21T00:02:00.000Z',
};
const contracts = [
  row({}),
  row({
    id: 8,
    kind: 'daily',
    upline: 'top_agent',
    downline: 'sub_agent',
    status: 'suspended',
    cycle: null,
    suspendedReason: 'checking bets',
    tiers: [
      { minBase: '0.00', minActive: 0, rateBp: 80 },
      { minBase: '10000.00', minActive: 10, rateBp: 120 },
    ],
  }),
];
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/contracts/settings': () => ({ value: settings }),
  'PUT /console/brands/:code/contracts/settings': (c: { body: unknown }) => ({ value: c.body }),
  'GET /console/brands/:code/contracts': () => page(contracts),
  'GET /console/brands/:code/contracts/payouts': () => page([payout]),
  'POST /console/contracts/:id/suspend': () => ({ value: row({ status: 'suspended' }) }),
  'POST /console/contracts/:id/resume': () => ({ value: row({ id: 8 }) }),
  'POST /console/brands/:code/contracts/house': () => ({ value: row({ id: 9, downline: 'new_top' }) }),
  ...pending,
});

describe('contract rates', () => {
  it('turns basis points into percentages and back without a float', () => {
    expect(percent(3550)).toBe('35.50');
    expect(percent(5)).toBe('0.05');
    expect(percent(10_000)).toBe('100.00');
    expect(basisPoints('12.34')).toBe(1234);
    expect(basisPoints('0,5')).toBe(50);
    expect(basisPoints('7')).toBe(700);
    expect(basisPoints('1.234')).toBeNull();
    expect(basisPoints('-1')).toBeNull();
  });
});

describe('agent contracts', () => {
  it('lets an admin change the settings after a confirmation', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/contracts');
    const user = userEvent.setup();
    const dividendRate = await screen.findByLabelText('Highest rate of Dividend contracts, in percent');
    expect(dividendRate).toHaveValue('40.00');
    await user.click(screen.getByRole('switch', { name: 'Hourly salary contracts run' }));
    await user.clear(dividendRate);
    await user.type(dividendRate, '35.5');
    await user.clear(screen.getByLabelText('Payout delay (seconds)'));
    await user.type(screen.getByLabelText('Payout delay (seconds)'), '300');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the contract settings?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...settings,
        kinds: { ...settings.kinds, hourly: true },
        maxRateBp: { ...settings.maxRateBp, dividend: 3550 },
        settleDelaySeconds: 300,
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/console/brands/LUMEN/contracts/settings');
    expect(await screen.findByText('Contract settings saved')).toBeInTheDocument();
  });

  it('lists contracts with tiers as rates, filters them, suspends with a reason and resumes', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/contracts');
    const user = userEvent.setup();
    expect(await screen.findByText('35.50 %')).toBeInTheDocument();
    expect(screen.getByText('from 10,000.00 with 10 active')).toBeInTheDocument();
    expect(screen.getAllByText('1,234.50')).toHaveLength(2);
    expect(screen.getByText('House')).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Contract filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'suspended');
    await user.type(within(filters).getByLabelText('Username'), 'sub');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/console/brands/LUMEN/contracts').at(-1);
      expect(last?.query.get('status')).toBe('suspended');
      expect(last?.query.get('q')).toBe('sub');
      expect(last?.query.get('dir')).toBe('desc');
    });

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(calls.some((c) => c.path.endsWith('/suspend'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'chargeback review');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/contracts/7/suspend')?.body).toEqual({
        reason: 'chargeback review',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume this contract?' });
    await user.click(within(resume).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/console/contracts/8/resume')?.body).toEqual({}));
  });

  it('shows payouts and grants a house contract', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/contracts');
    const user = userEvent.setup();
    expect(await screen.findByText('40.00')).toBeInTheDocument();
    expect(screen.getByText('#8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Grant house contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a house contract' });
    await user.type(within(dialog).getByLabelText('Top agent (username)'), 'new_top');
    await user.type(within(dialog).getByLabelText('Tier 1: rate in percent'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('The brand allows at most 40.00 % for this kind.')).toHaveClass('notice');
    expect(calls.some((c) => c.path.endsWith('/house'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Tier 1: rate in percent'));
    await user.type(within(dialog).getByLabelText('Tier 1: rate in percent'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await user.type(within(dialog).getByLabelText('Tier 2: from base'), '5000');
    await user.clear(within(dialog).getByLabelText('Tier 2: active players'));
    await user.type(within(dialog).getByLabelText('Tier 2: active players'), '5');
    await user.type(within(dialog).getByLabelText('Tier 2: rate in percent'), '35,25');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/brands/LUMEN/contracts/house')?.body).toEqual({
        username: 'new_top',
        kind: 'dividend',
        cycle: 'weekly',
        tiers: [
          { minBase: '0.00', minActive: 0, rateBp: 3000 },
          { minBase: '5000.00', minActive: 5, rateBp: 3525 },
        ],
      }),
    );
    expect(await screen.findByText('House contract granted to new_top')).toBeInTheDocument();
  });

  it('shows support everything without the admin controls', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/contracts');
    expect(await screen.findByText('35.50 %')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dividend contracts run' })).toBeDisabled();
    for (const button of ['Save settings', 'Suspend', 'Resume', 'Grant house contract'])
      expect(screen.queryByRole('button', { name: button })).toBeNull();
  });
});

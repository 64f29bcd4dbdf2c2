import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AgentCentreModal from '../src/features/agent-centre/AgentCentreModal.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { contract, contractRelay, payout } from './contract-fixtures.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const DAILY = '/wps/relay/MCSFE_processDailySalaryContract';
const DIVIDEND = '/wps/relay/MCSFE_processContractDividend';
const switches = { dailysalreqtype: true, divtypereq: true, contracthoursalreq: false, realtimesalreqtype: false };
const income = {
  bySource: [
    { source: 'daily', amount: '240.00', count: 2 },
    { source: 'upline_transfer', amount: '50.00', count: 1 },
  ],
  total: '290.00',
  list: [
    {
      time: '2026-11-21T00:05:00.000Z',
      source: 'daily',
      amount: '120.00',
      statementId: 11,
      contractId: 1,
      periodStart: '2026-11-20T00:00:00.000Z',
      periodEnd: '2026-11-21T00:00:00.000Z',
      from: null,
    },
    {
      time: '2026-11-22T09:00:00.000Z',
      source: 'upline_transfer',
      amount: '50.00',
      statementId: 12,
      contractId: null,
      periodStart: null,
      periodEnd: null,
      from: 'boss',
    },
  ],
  totalLines: 2,
  totalPages: 1,
};

const open = (page: string, routes: Record<string, unknown>) => {
  const api = fakeApi({ '/wps/system/settings/consolidated': switches, ...routes });
  return {
    ...api,
    ...renderWithPortal(<AgentCentreModal page={page} />, { data: [[['system', 'permission'], permission()]] }),
  };
};

describe('my income, team contracts and a sub-agent’s starting contracts', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => setBrandCurrency('BRL'));
  afterEach(() => vi.unstubAllGlobals());

  it('totals every source over this month and opens a contract line’s payouts', async () => {
    const relay = contractRelay(
      'daily',
      { enabled: true, received: [contract(1, 'daily')], offered: [], maxOfferBp: 120 },
      { payouts: [payout(1, 1), payout(3, 4)] },
    );
    const { calls } = open('agentRevenueReport', { '/wps/relay/AGENT_income': income, [DAILY]: relay.handler });
    const totals = await screen.findByTestId('income-totals');
    const figure = (name: string) => within(totals).getByText(name).nextSibling;
    expect(figure('Daily wages')).toHaveTextContent('R$240.00');
    expect(figure('Dividend')).toHaveTextContent('R$0.00');
    expect(figure('Hourly salary')).toHaveTextContent('R$0.00');
    expect(figure('Real-time salary')).toHaveTextContent('R$0.00');
    expect(figure('Upline transfer')).toHaveTextContent('R$50.00');
    expect(figure('Total')).toHaveTextContent('R$290.00');
    const first = new Date().toISOString().slice(0, 8);
    expect(calls.some((c) => c.includes('/wps/relay/AGENT_income') && c.includes(`startDate=${first}01`))).toBe(true);
    // The period's first day is shown as the page's language writes days (the portal's English is American:
    // mm/dd/yyyy), with the shape to type as its placeholder.
    const [y, m] = first.split('-');
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue(`${m}/01/${y}`);
    expect(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');

    const table = screen.getByRole('table', { name: 'My income' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('From boss')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Source'), 'daily');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.includes('source=daily'))).toBe(true));

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'View payouts' }));
    expect(await screen.findByRole('heading', { name: 'Daily wages' })).toBeInTheDocument();
    const records = await screen.findByRole('region', { name: 'Daily wages payout records' });
    expect(await within(records).findByText('Payouts of contract #1')).toBeInTheDocument();
    await waitFor(() =>
      expect(relay.sent).toContainEqual({ action: 'payouts', contractId: 1, pageNo: 1, pageSize: 10 }),
    );
    expect(within(within(records).getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(records).getByRole('button', { name: 'Show all payouts' }));
    await waitFor(() => expect(within(within(records).getByRole('table')).getAllByRole('row')).toHaveLength(3));
  });

  it('shows each downline’s contract badges and offers a contract with the downline filled in', async () => {
    const relay = contractRelay('daily', {
      enabled: true,
      received: [contract(1, 'daily')],
      offered: [],
      maxOfferBp: 120,
    });
    open('downlineManagmentView', {
      '/wps/relay/AGENT_downlineList': {
        list: [
          {
            username: 'down_a',
            nickname: '',
            agentType: 1,
            registeredAt: '2026-11-01T10:00:00.000Z',
            lastLoginAt: null,
            mainBalance: '0.00',
            downlineCount: 0,
            contracts: [
              { kind: 'daily', status: 'approved' },
              { kind: 'dividend', status: 'in_process' },
            ],
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
      [DAILY]: relay.handler,
    });
    const row = (await screen.findByRole('rowheader', { name: 'down_a' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Daily wages: running')).toBeInTheDocument();
    expect(within(row).getByText('Dividend: waiting')).toBeInTheDocument();
    const offer = within(row).getByRole('button', { name: 'Offer a contract to down_a' });
    expect(offer).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(offer);
    await userEvent.click(within(row).getByRole('button', { name: 'Daily wages' }));
    expect(await screen.findByRole('heading', { name: 'Daily wages' })).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Offer a contract' });
    expect(within(form).getByLabelText('Downline')).toHaveValue('down_a');
  });

  it('gives a new sub-agent starting rates, each at most the agent’s own', async () => {
    const sent: unknown[] = [];
    open('registerCenter', {
      [DAILY]: contractRelay('daily', { enabled: true, received: [], offered: [], maxOfferBp: 120 }).handler,
      [DIVIDEND]: contractRelay('dividend', {
        enabled: true,
        received: [contract(1, 'dividend')],
        offered: [],
        maxOfferBp: 3000,
      }).handler,
      '/wps/relay/AGENT_registerDownline': (_u: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return { username: 'sub1', accountType: 'agent', initialPassword: 'Init1234', validDays: 7 };
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Sub-agent' }));
    const group = await screen.findByRole('group', { name: 'Starting contracts (optional)' });
    expect(within(group).getByText('You can offer up to 1.20%')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username *'), 'sub1');
    await userEvent.type(within(group).getByLabelText('Daily wages rate (%)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(within(group).getByText('A rate can be at most 1.20% (your own)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(group).getByLabelText('Daily wages rate (%)'));
    await userEvent.type(within(group).getByLabelText('Daily wages rate (%)'), '1');
    await userEvent.type(within(group).getByLabelText('Dividend rate (%)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      accountType: 'agent',
      username: 'sub1',
      contracts: [
        { kind: 'dividend', cycle: 'monthly', tiers: [{ minBase: '0.00', minActive: 0, rateBp: 2500 }] },
        { kind: 'daily', tiers: [{ minBase: '0.00', minActive: 0, rateBp: 100 }] },
      ],
    });
    expect(await screen.findByText('Sub-agent account created')).toBeInTheDocument();
  });

  it('asks for no contracts when registering a player', async () => {
    const { calls } = open('registerCenter', {});
    expect(await screen.findByRole('radio', { name: 'Player' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Starting contracts (optional)' })).toBeNull();
    expect(calls.some((c) => c.includes('MCSFE_'))).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AgentCentreModal from '../src/features/agent-centre/AgentCentreModal.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { contract, contractRelay, payout } from './contract-fixtures.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const DAILY = '/wps/relay/MCSFE_processDailySalaryContract';
const DIVIDEND = '/wps/relay/MCSFE_processContractDividend';
const switches = { dailysalreqtype: true, divtypereq: true, contracthoursalreq: false, realtimesalreqtype: false };
const emptyList = { enabled: true, received: [], offered: [], maxOfferBp: 0 };

const open = (page: string, routes: Record<string, unknown>) => {
  const api = fakeApi({ '/wps/system/settings/consolidated': switches, [DIVIDEND]: emptyList, ...routes });
  return {
    ...api,
    ...renderWithPortal(
      <>
        <AgentCentreModal page={page} />
        <DialogHost />
        <ToastHost />
      </>,
      { data: [[['system', 'permission'], permission()]] },
    ),
  };
};

describe('agent contract pages', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => setBrandCurrency('BRL'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract held with its rate and status, and accepts an offer waiting for the agent', async () => {
    const relay = contractRelay('daily', {
      enabled: true,
      received: [contract(1, 'daily', { status: 'in_process', decidedAt: null })],
      offered: [],
      maxOfferBp: 0,
    });
    open('agentDailyWages2', { [DAILY]: relay.handler });
    const mine = await screen.findByRole('region', { name: 'My contract' });
    expect(within(mine).getByText('Daily wages from boss')).toBeInTheDocument();
    expect(within(mine).getByText('1.20%')).toBeInTheDocument();
    expect(within(mine).getByText('In process')).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Accept: boss' }));
    await waitFor(() => expect(relay.sent).toContainEqual({ action: 'accept', contractId: 1 }));
    expect(await within(mine).findByText('Approved')).toBeInTheDocument();
    expect(await screen.findByText('Contract accepted')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Terminate: boss' })).toBeInTheDocument();
    expect(screen.getByText('You can offer this contract once you hold an approved one yourself.')).toBeVisible();
  });

  it('asks before rejecting: cancel sends nothing, confirm sends it', async () => {
    const relay = contractRelay('daily', {
      enabled: true,
      received: [contract(1, 'daily', { status: 'in_process' })],
      offered: [],
      maxOfferBp: 0,
    });
    open('agentDailyWages2', { [DAILY]: relay.handler });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: boss' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Reject the Daily wages contract offered by boss?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(relay.sent.some((b) => b.action === 'reject')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reject: boss' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(relay.sent).toContainEqual({ action: 'reject', contractId: 1 });
  });

  it('lists offered contracts: terminates one after confirming, answers a termination the downline asked for', async () => {
    const relay = contractRelay('dividend', {
      enabled: true,
      received: [contract(1, 'dividend', { tiers: [{ minBase: '0.00', minActive: 0, rateBp: 3000 }] })],
      offered: [
        contract(5, 'dividend', { upline: 'demo_agent', downline: 'down_a', cycle: 'weekly' }),
        contract(6, 'dividend', { upline: 'demo_agent', downline: 'down_b', terminationRequestedBy: 'down_b' }),
        contract(7, 'dividend', { upline: 'demo_agent', downline: 'down_c', status: 'in_process' }),
      ],
      maxOfferBp: 3000,
    });
    open('agentDividendRecordCopy2', { [DIVIDEND]: relay.handler });
    const table = await screen.findByRole('table', { name: 'Offered to my downlines' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('down_a')).getByText('Weekly')).toBeInTheDocument();
    expect(within(row('down_b')).getByText('down_b asked to end this contract')).toBeInTheDocument();
    expect(within(row('down_c')).getByRole('button', { name: 'Withdraw offer: down_c' })).toBeInTheDocument();

    await userEvent.click(within(row('down_a')).getByRole('button', { name: 'Terminate: down_a' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Terminate' }));
    expect(await within(row('down_a')).findByText('You asked to end it: waiting for down_a')).toBeInTheDocument();
    expect(relay.sent).toContainEqual({ action: 'terminate', contractId: 5 });

    await userEvent.click(within(row('down_b')).getByRole('button', { name: 'Keep it running: down_b' }));
    await waitFor(() => expect(relay.sent).toContainEqual({ action: 'rejectTermination', contractId: 6 }));
    expect(await within(row('down_b')).findByRole('button', { name: 'Terminate: down_b' })).toBeInTheDocument();
  });

  it('refuses an offer above the own rate or with tiers that do not rise, then sends a valid one', async () => {
    const relay = contractRelay('dividend', {
      enabled: true,
      received: [contract(1, 'dividend', { tiers: [{ minBase: '0.00', minActive: 0, rateBp: 3000 }] })],
      offered: [],
      maxOfferBp: 3000,
    });
    open('agentDividendRecordCopy2', { [DIVIDEND]: relay.handler });
    const form = await screen.findByRole('region', { name: 'Offer a contract' });
    expect(within(form).getByText('You can offer up to 30.00%')).toBeInTheDocument();
    const send = within(form).getByRole('button', { name: 'Send offer' });
    await userEvent.click(send);
    expect(within(form).getByText('Enter the username of a direct downline')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Downline'), 'down_a');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '35');
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('A rate can be at most 30.00% (your own)');

    await userEvent.clear(within(form).getByLabelText('Rate (%)'));
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(form).getByRole('group', { name: 'Tier 2' });
    await userEvent.type(within(tier2).getByLabelText('Rate (%)'), '10');
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Each later tier needs a higher base or more active');
    expect(relay.sent.some((b) => b.action === 'offer')).toBe(false);

    await userEvent.clear(within(tier2).getByLabelText('Minimum base'));
    await userEvent.type(within(tier2).getByLabelText('Minimum base'), '5000');
    await userEvent.clear(within(tier2).getByLabelText('Minimum active players'));
    await userEvent.type(within(tier2).getByLabelText('Minimum active players'), '5');
    await userEvent.clear(within(tier2).getByLabelText('Rate (%)'));
    await userEvent.type(within(tier2).getByLabelText('Rate (%)'), '25.5');
    // A dividend's cycle is the agent's own, shown and sent as it is.
    expect(within(form).getByText(/Cycle: Monthly/)).toBeInTheDocument();
    await userEvent.click(send);
    await waitFor(() =>
      expect(relay.sent).toContainEqual({
        action: 'offer',
        downline: 'down_a',
        cycle: 'monthly',
        tiers: [
          { minBase: '0.00', minActive: 0, rateBp: 2000 },
          { minBase: '5000.00', minActive: 5, rateBp: 2550 },
        ],
      }),
    );
    expect(await screen.findByText('Contract offered to down_a')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Offered to my downlines' });
    expect(within(table).getByRole('rowheader', { name: 'down_a' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the agent’s language', async () => {
    const relay = contractRelay(
      'daily',
      { enabled: true, received: [contract(1, 'daily')], offered: [], maxOfferBp: 120 },
      { fail: 'contract_not_downline' },
    );
    open('agentDailyWages2', { [DAILY]: relay.handler });
    const form = await screen.findByRole('region', { name: 'Offer a contract' });
    await userEvent.type(within(form).getByLabelText('Downline'), 'stranger');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Contracts can be offered to direct downlines only. Check the username.',
    );
  });

  it('shows the payout records, filtered to one contract when asked', async () => {
    const relay = contractRelay(
      'daily',
      { enabled: true, received: [contract(1, 'daily')], offered: [], maxOfferBp: 120 },
      { payouts: [payout(1, 1), payout(2, 1), payout(3, 4)] },
    );
    open('agentDailyWages2', { [DAILY]: relay.handler });
    const records = await screen.findByRole('region', { name: 'Daily wages payout records' });
    const table = await within(records).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('0.50%')).toHaveLength(3);
    expect(within(records).getByText('Paid: R$360.00 in 3 payouts')).toBeInTheDocument();
  });

  it('says when the brand does not run the kind', async () => {
    open('agentDailyWages2', { [DAILY]: { ...emptyList, enabled: false } });
    expect(await screen.findByText('This site does not run Daily wages contracts')).toBeInTheDocument();
  });
});

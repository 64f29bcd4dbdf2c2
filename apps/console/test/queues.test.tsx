import type { TDepositQueueRow, TWithdrawalQueueRow } from '@portal/contracts/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const deposit: TDepositQueueRow = {
  id: 7,
  ref: 'MABC123',
  memberId: 3,
  username: 'demo_player',
  channel: 'Bank transfer',
  kind: 'manual',
  amount: '1250.00',
  status: 'pending',
  proofIds: [11],
  createdAt: '2026-10-12T10:00:00.000Z',
  actedBy: null,
  actedAt: null,
  lastAction: null,
  reason: null,
};
const withdrawal: TWithdrawalQueueRow = {
  id: 9,
  memberId: 3,
  username: 'demo_player',
  accountName: 'Demo Player',
  account: 'Demo Bank •••• 7766',
  amount: '300.00',
  status: 'pending',
  receivedAmount: null,
  remainingAmount: null,
  receiptProofIds: [],
  createdAt: '2026-10-12T11:00:00.000Z',
  paidAt: null,
  confirmedAt: null,
  actedBy: null,
  actedAt: null,
  lastAction: null,
  reason: null,
};

describe('money queues', () => {
  it('approves a manual deposit from the queue through the wallet’s decision call', async () => {
    signedInAs('finance');
    const calls = fakeApi({
      'GET /session': () => ({
        value: {
          username: 'finance1',
          role: 'finance',
          expiresAt: new Date(Date.now() + 1e6).toISOString(),
          twoFactor: 'verified',
          recoveryCodesLeft: 10,
        },
      }),
      'GET /console/deposits': () => page([deposit]),
      'POST /deposits/:ref/decision': () => ({ value: null }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/queues/deposits');
    const row = (await screen.findByText('MABC123')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,250.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/deposits/MABC123/decision',
        body: { approve: true },
      }),
    );
    expect(await screen.findByText('Deposit MABC123 approved.')).toBeInTheDocument();
    // The list is asked again with the pending filter, oldest first.
    const lists = calls.filter((c) => c.path === '/console/deposits');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists[0]?.query.get('status')).toBe('pending');
    expect(lists[0]?.query.get('dir')).toBe('asc');
  });

  it('needs a reason to reject, and records it beside the decision', async () => {
    signedInAs('finance');
    const calls = fakeApi({
      'GET /session': () => ({
        status: 200,
        value: {
          username: 'finance1',
          role: 'finance',
          expiresAt: new Date(Date.now() + 1e6).toISOString(),
          twoFactor: 'verified',
          recoveryCodesLeft: 10,
        },
      }),
      'GET /console/deposits': () => page([deposit]),
      'POST /deposits/:ref/decision': () => ({ value: null }),
      'POST /console/deposits/:ref/reason': () => ({ value: null }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/queues/deposits');
    const row = (await screen.findByText('MABC123')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Proof does not match the amount');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [decision, reason] = calls.filter((c) => c.method === 'POST');
    expect(decision).toMatchObject({ path: '/deposits/MABC123/decision', body: { approve: false } });
    expect(reason).toMatchObject({
      path: '/console/deposits/MABC123/reason',
      body: { reason: 'Proof does not match the amount' },
    });
  });

  it('shows an unavailable proof image as “No proof”', async () => {
    signedInAs('finance');
    fakeApi({ 'GET /console/deposits': () => page([deposit]), ...pending });
    const user = userEvent.setup();
    renderConsole('/queues/deposits');
    await user.click(await screen.findByRole('button', { name: '1 proof images' }));
    expect(await screen.findByText('No proof')).toBeInTheDocument();
  });

  it('lets finance pay a withdrawal and gives support the same list without any decision button', async () => {
    signedInAs('support');
    fakeApi({ 'GET /console/withdrawals': () => page([withdrawal]), ...pending });
    renderConsole('/queues/withdrawals');
    const row = (await screen.findByText('Demo Bank •••• 7766')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});

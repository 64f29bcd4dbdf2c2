import type { TApprovalRow } from '@portal/contracts/console-approvals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, me, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const row = (over: Partial<TApprovalRow>): TApprovalRow => ({
  id: 4,
  kind: 'mall_item.create',
  merchant: 'LUMEN',
  target: 'merchant:LUMEN',
  summary: 'New cash item “Cash 5000.00” at 1 points',
  amount: '5000.00',
  status: 'pending',
  requestedBy: 'chief1',
  createdAt: '2026-12-02T07:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...over,
});

describe('approvals of value-creating changes', () => {
  it('lists kind, what, amount and requester; another admin approves or rejects with a reason', async () => {
    signedInAs('admin');
    const calls = fakeApi({
      'GET /session': () => ({ value: me('admin') }),
      'GET /console/approvals': () =>
        page([
          row({}),
          row({
            id: 5,
            kind: 'raffle.fund',
            target: 'raffle:3',
            summary: 'Pool of red_envelope #3',
            amount: '1200.00',
          }),
          row({ id: 6, kind: 'promotion.application', requestedBy: 'admin1', summary: 'Bonus of big-win-share' }),
        ]),
      'POST /console/approvals/:id/approve': () => ({ value: row({ status: 'approved', decidedBy: 'admin1' }) }),
      'POST /console/approvals/:id/reject': () => ({ value: row({ id: 5, status: 'rejected' }) }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/approvals');
    const item = (await screen.findByText('New cash item “Cash 5000.00” at 1 points')).closest('tr') as HTMLElement;
    expect(within(item).getByText('New mall item')).toBeInTheDocument();
    expect(within(item).getByText('5,000.00')).toBeInTheDocument();
    expect(within(item).getByText('chief1')).toBeInTheDocument();
    // The operator's own request shows no buttons.
    const own = screen.getByText('Bonus of big-win-share').closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(own).getByText('Waits for another operator')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/console/approvals')?.query.get('status')).toBe('pending');

    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/console/approvals/4/approve' }),
    );
    expect(await screen.findByText('Change approved and applied.')).toBeInTheDocument();

    const fund = screen.getByText('Pool of red_envelope #3').closest('tr') as HTMLElement;
    expect(within(fund).getByText('Raffle pool funding')).toBeInTheDocument();
    await user.click(within(fund).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this change' });
    await user.type(within(reject).getByLabelText('Reason'), 'Budget spent');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/approvals/5/reject')?.body).toEqual({ reason: 'Budget spent' }),
    );
  });

  it('is not in the menu of support', async () => {
    signedInAs('support');
    fakeApi({ 'GET /session': () => ({ value: me('support') }), ...pending });
    renderConsole('/members');
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('link', { name: /Approvals$/ })).not.toBeInTheDocument();
  });
});

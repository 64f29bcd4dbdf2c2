import type { TMemberDetail } from '@portal/contracts/console';
import type { TMemberNote } from '@portal/contracts/console-members';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const member: TMemberDetail = {
  id: 7,
  merchant: 'LUMEN',
  username: 'demo_down1',
  nickname: 'Down',
  mobile: null,
  email: null,
  kind: 'player',
  locked: false,
  balance: '10.00',
  createdAt: '2026-10-01T10:00:00.000Z',
  lastLoginAt: null,
  language: 'pt',
  upline: 'demo_agent',
  affiliateCode: null,
  payeeName: null,
  vip: null,
  lifetimeDeposits: '0.00',
  lifetimeWithdrawals: '0.00',
  balances: [],
  activeSessions: 2,
  labels: [],
  passwordChangeRequired: false,
  registrationIp: null,
};

describe('a member’s care', () => {
  it('adds a note with the keyboard and lists it with its author', async () => {
    signedInAs('support');
    const notes: TMemberNote[] = [];
    const calls = fakeApi({
      'GET /console/members/:id': () => ({ value: member }),
      'GET /console/members/:id/ledger': () => page([]),
      'GET /console/members/:id/notes': () => page([...notes].reverse()),
      'POST /console/members/:id/notes': (c) => {
        const note = {
          id: notes.length + 1,
          body: (c.body as { body: string }).body,
          operator: 'support1',
          createdAt: new Date().toISOString(),
        };
        notes.push(note);
        return { value: note };
      },
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/members/7');
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Too short or too small.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New note'), 'Asked for a new bank account.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('region', { name: 'Notes' });
    expect(await within(list).findByText('Asked for a new bank account.')).toBeInTheDocument();
    expect(within(list).getByText(/support1 ·/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { body: 'Asked for a new bank account.' },
    ]);
  });

  it('lets an admin set labels in the shared form dialog, and require a new password with a reason', async () => {
    signedInAs('admin');
    const calls = fakeApi({
      'GET /console/members/:id': () => ({ value: member }),
      'GET /console/members/:id/ledger': () => page([]),
      'GET /console/members/:id/notes': () => page([]),
      'PUT /console/members/:id/labels': (c) => ({ value: (c.body as { labels: unknown }).labels }),
      'POST /console/members/:id/password-change': () => ({ value: { heldSessions: 2 } }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/members/7');
    await user.click(await screen.findByRole('button', { name: 'Edit labels' }));
    const labels = await screen.findByRole('dialog', { name: "demo_down1's labels" });
    await user.click(within(labels).getByRole('button', { name: 'Add a label' }));
    await user.type(within(labels).getByLabelText('Label 1 text'), 'Watch list{Enter}');
    expect(await screen.findByText('Labels saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      labels: [{ text: 'Watch list', color: '#ffffff', background: '#6142bf' }],
    });

    await user.click(screen.getByRole('button', { name: 'Require new password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Require a new password from demo_down1?' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Shared account');
    await user.click(within(confirm).getByRole('button', { name: 'Require new password' }));
    expect(await screen.findByText('New password required; 2 sessions held.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/password-change'))?.body).toEqual({ reason: 'Shared account' });
  });
});

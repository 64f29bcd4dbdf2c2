import type { TMemberDetail } from '@portal/contracts/console';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const member: TMemberDetail = {
  id: 3,
  merchant: 'LUMEN',
  username: 'demo_player',
  nickname: 'Demo',
  mobile: '+55 11999990001',
  email: 'player@lumen.example',
  kind: 'player',
  locked: false,
  balance: '1000.50',
  createdAt: '2026-10-01T10:00:00.000Z',
  lastLoginAt: '2026-10-12T10:00:00.000Z',
  language: 'pt',
  upline: null,
  affiliateCode: null,
  payeeName: 'Demo Player',
  vip: { rankLevel: 2, name: 'Silver', color: '#aaa' },
  lifetimeDeposits: '1000.00',
  lifetimeWithdrawals: '0.00',
  balances: [{ wallet: 'main', asset: 'CASH', balance: '1000.50' }],
  activeSessions: 1,
  labels: [{ text: 'High roller', color: '#ffffff', background: '#6142bf' }],
  passwordChangeRequired: false,
  registrationIp: '10.0.0.7',
};
const memberApi = {
  'GET /console/members/:id': () => ({ value: member }),
  'GET /console/members/:id/ledger': () => page([]),
  'GET /console/members/:id/notes': () => page([]),
  ...pending,
};

describe('screens and buttons follow the role', () => {
  it('support: members and queues, no dashboard, audit or operators; notes and end sessions, no admin actions', async () => {
    signedInAs('support');
    fakeApi(memberApi);
    renderConsole('/members/3');
    expect(await screen.findByText('Silver', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End sessions' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeInTheDocument();
    for (const adminOnly of ['Lock', 'Edit labels', 'Require new password'])
      expect(screen.queryByRole('button', { name: adminOnly })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Withdrawals/ })).toBeInTheDocument();
    for (const hidden of [/Dashboard/, /Audit log/, /Operators/])
      expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  });

  it('admin: locks, labels and requires a new password; the member’s labels show as the portal draws them', async () => {
    signedInAs('admin');
    fakeApi(memberApi);
    renderConsole('/members/3');
    for (const action of ['Lock', 'Edit labels', 'Require new password', 'End sessions', 'Adjust balance'])
      expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(labels).toHaveTextContent('High roller');
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
  });

  it('finance: adjusts balances but neither locks members nor manages operators', async () => {
    signedInAs('finance');
    fakeApi(memberApi);
    renderConsole('/members/3');
    expect(await screen.findByRole('button', { name: 'Adjust balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Operators/ })).not.toBeInTheDocument();
  });

  it('a screen opened by address outside the role says so instead of calling the server', async () => {
    signedInAs('finance');
    const calls = fakeApi({ ...pending });
    renderConsole('/operators');
    expect(await screen.findByText('Your role cannot open this screen.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/console/operators'))).toBe(false);
  });
});

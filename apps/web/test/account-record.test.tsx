import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import TransactionHistory from '../src/features/member-centre/TransactionHistory.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const line = (over: Record<string, unknown>) => ({
  id: Math.floor(Math.random() * 1e9),
  time: '2026-11-20T12:00:00.000Z',
  balanceAfter: '100.00',
  game: null,
  vendor: null,
  status: null,
  counterparty: null,
  ...over,
});
const lines = [
  line({ kind: 'bet', type: 'bet', amount: '-2.50', game: 'Dragon Dice' }),
  line({ kind: 'win', type: 'win', amount: '4.00', game: 'Dragon Dice' }),
  line({ kind: 'withdrawal_hold', type: 'withdrawal', amount: '-200.00', status: 'paid' }),
  line({ kind: 'withdrawal_release', type: 'withdrawal', amount: '300.00', status: 'rejected' }),
  line({ kind: 'vendor_in', type: 'transfer', amount: '-50.00', vendor: 'LVA' }),
  line({ kind: 'transfer_downline', type: 'transfer', amount: '25.00', counterparty: 'ana' }),
  line({ kind: 'deposit', type: 'deposit', amount: '600.00' }),
];

describe('the account record in the player’s words', () => {
  beforeEach(() => {
    setBrandCurrency('BRL');
    useSession.setState({ token: 'tok', member: null, language: '' });
  });

  it('names each event, its game, its state and the other member, without ids or bookkeeping words', async () => {
    await changeLanguage('pt');
    fakeApi({ '/wps/relay/ODSFE2_MemTransDet': { list: lines, totalPages: 1, total: lines.length } });
    renderWithPortal(<TransactionHistory />, { data: [[['system', 'permission'], permission()]] });
    for (const text of [
      'Aposta · Dragon Dice',
      'Prêmio · Dragon Dice',
      'Saque · Pago',
      'Saque devolvido ao saldo',
      'Transferência para LVA',
      'Recebido de ana',
      'Depósito',
    ])
      expect(await screen.findByRole('cell', { name: text })).toBeInTheDocument();
    expect(screen.getByText('-R$ 2,50')).toBeInTheDocument();
    expect(screen.queryByText(/#\d|withdrawal_|round/)).toBeNull();
  });

  it('reads in Chinese too', async () => {
    await changeLanguage('cn');
    fakeApi({ '/wps/relay/ODSFE2_MemTransDet': { list: lines.slice(0, 3), totalPages: 1, total: 3 } });
    renderWithPortal(<TransactionHistory />, { data: [[['system', 'permission'], permission()]] });
    expect(await screen.findByText('投注 · Dragon Dice')).toBeInTheDocument();
    expect(screen.getByText('提款 · 已支付')).toBeInTheDocument();
    await changeLanguage('pt');
  });
});

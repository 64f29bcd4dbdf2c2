import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TeamTransfer from '../src/features/member-centre/TeamTransfer.tsx';
import TransferFund from '../src/features/member-centre/TransferFund.tsx';
import Withdraw from '../src/features/member-centre/Withdraw.tsx';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { useUi } from '../src/shared/ui/store.ts';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { fakeApi, lanes, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

const balance = { sumBalance: '1000.00', main: '800.00', bonus: '0.00', held: '0.00', vendors: [] };
const transferLanes = [
  {
    ...lanes[0],
    cards: [
      {
        vassalage: 'TWV',
        name: 'Transfer Vendor',
        logoUrl: '',
        isHot: false,
        maintenance: false,
        walletMode: 'transfer',
      },
    ],
  },
];
/** The shell's cached answers, so a member-centre page renders on its own. */
const shell = (): Array<[readonly unknown[], unknown]> => [
  [['system', 'permission'], permission()],
  [['system', 'vendors', 'LUMEN'], transferLanes],
  [['wallet', 'balance', 'tok'], balance],
];
const page = (ui: React.ReactElement) =>
  renderWithPortal(
    <>
      {ui}
      <DialogHost />
      <ToastHost />
    </>,
    { data: shell() },
  );

describe('money forms: available balance, confirmation, toasts', () => {
  beforeEach(() => {
    setBrandCurrency('BRL');
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks before a vendor transfer: cancel sends nothing, confirm sends it and toasts', async () => {
    const { calls } = fakeApi({
      '/wps/v2/wallets/balance': balance,
      'POST /wps/relay/GCS_walletTransfer': { status: 'done', amount: '50.00' },
    });
    page(<TransferFund />);
    await userEvent.type(await screen.findByLabelText('Valor'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir para' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirmar transferência' });
    expect(ask).toHaveTextContent('Transferir R$ 50,00 de Carteira principal para Transfer Vendor?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.startsWith('POST /wps/relay/GCS_walletTransfer'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Transferir para' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Transferir' }));
    expect(calls.filter((c) => c.startsWith('POST /wps/relay/GCS_walletTransfer'))).toHaveLength(1);
    expect(await screen.findByText('Transferência de R$ 50,00 concluída', { selector: '[data-title]' })).toBeVisible();
  });

  it('confirms a team transfer with the recipient and amount, and shows what can be sent', async () => {
    const { calls } = fakeApi({
      '/wps/v2/wallets/balance': balance,
      '/wps/v2/wallets/team': [{ id: 9, username: 'down1', nickname: '', relation: 'downline' }],
      'POST /wps/v2/wallets/teamTransfer': { balance: '775.00', to: 'down1' },
    });
    page(<TeamTransfer />);
    expect(await screen.findByText('Saldo disponível')).toBeInTheDocument();
    expect(screen.getByText('R$ 800,00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Valor'), '25');
    await userEvent.type(screen.getByLabelText('Senha de pagamento'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirmar transferência' });
    expect(ask).toHaveTextContent('Enviar R$ 25,00 para down1?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('R$ 25,00 enviado para down1', { selector: '[data-title]' })).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST /wps/v2/wallets/teamTransfer'))).toHaveLength(1);
  });

  it('offers to bind an account when none is bound, and toasts a withdrawal request', async () => {
    fakeApi({
      '/wps/v2/member/securityConfig': { hasPaymentPassword: true, boundAccounts: [] },
      '/wps/v2/withdraw/limits': { min: '10.00', max: '50000.00', dailyCount: 5, autoReceiptMinutes: 1440 },
      '/wps/relay/MCSFE_getPaymentConfirmationList': [],
    });
    const first = page(<Withdraw />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular uma conta' }));
    expect(useUi.getState().modals.memberCentre).toEqual({ page: 'securityCenter' });
    first.unmount();

    fakeApi({
      '/wps/v2/member/securityConfig': {
        hasPaymentPassword: true,
        boundAccounts: [{ id: 3, kind: 'bank', provider: 'Banco', accountName: 'P One', accountNo: '•••• 7788' }],
      },
      '/wps/v2/withdraw/limits': { min: '10.00', max: '50000.00', dailyCount: 5, autoReceiptMinutes: 1440 },
      '/wps/relay/MCSFE_getPaymentConfirmationList': [],
      'POST /wps/v2/withdraw/request': { id: 1 },
    });
    page(<Withdraw />);
    expect(await screen.findByText('De R$ 10,00 a R$ 50.000,00, até 5 por dia')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Valor'), '80');
    await userEvent.type(screen.getByLabelText('Senha de pagamento'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Saque' }));
    expect(await screen.findByText('Saque de R$ 80,00 solicitado', { selector: '[data-title]' })).toBeVisible();
  });

  it('explains the three answers a paid withdrawal waits for, beside its buttons', async () => {
    fakeApi({
      '/wps/v2/member/securityConfig': {
        hasPaymentPassword: true,
        boundAccounts: [{ id: 3, kind: 'bank', provider: 'Banco', accountName: 'P One', accountNo: '•••• 7788' }],
      },
      '/wps/v2/withdraw/limits': { min: '10.00', max: '50000.00', dailyCount: 5, autoReceiptMinutes: 1440 },
      '/wps/relay/MCSFE_getPaymentConfirmationList': [
        {
          id: 9,
          username: 'p1',
          account: 'Banco •••• 7788',
          amount: '80.00',
          status: 'paid',
          receivedAmount: null,
          remainingAmount: null,
          createdAt: '2026-12-01T10:00:00.000Z',
          paidAt: '2026-12-01T11:00:00.000Z',
        },
      ],
    });
    page(<Withdraw />);
    const received = await screen.findByRole('button', { name: 'Recebido' });
    const actions = received.closest('.mc-actions') as HTMLElement;
    expect(actions).toHaveAccessibleDescription(/Pagamento integral: chegou o valor completo/);
    expect(within(actions).getByRole('button', { name: 'Pagamento integral' })).toBeVisible();
  });
});

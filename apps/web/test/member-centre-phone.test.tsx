import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MemberCentreModal from '../src/features/member-centre/MemberCentreModal.tsx';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, permission } from './fake-api.ts';
import { renderWithPortal } from './render.tsx';

/** A phone (the portal's 767 px media query matches) or a desktop. */
const viewport = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === '(max-width: 767px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

const level = (rankLevel: number, labelName: string, minDeposit: string) => ({
  rankLevel,
  labelName,
  color: '#ffffff',
  color2: '#6b7a8c',
  minDeposit,
});
const levels = [level(1, 'Bronze', '100.00'), level(2, 'Prata', '500.00'), level(3, 'Ouro', '2000.00')];
const line = (id: number, kind: string, amount: string, game: string | null = null) => ({
  id,
  time: '2026-11-20T12:00:00.000Z',
  kind,
  type: kind,
  amount,
  balanceAfter: '100.00',
  game,
  vendor: null,
  status: null,
  counterparty: null,
});
const routes = {
  '/wps/system/settings/consolidated': {},
  '/wps/relay/MCSFE_getPlayerRankProgress': {
    current: levels[1],
    next: levels[2],
    totalDeposit: '1000.00',
    remainingDeposit: '1000.00',
    progress: 1 / 3,
    levels,
  },
  '/wps/relay/ODSFE2_MemTransDet': {
    list: [
      line(1, 'bet', '-2.50', 'Dragon Dice'),
      line(2, 'win', '1234.00', 'Dragon Dice'),
      line(3, 'deposit', '600.00'),
      line(4, 'deposit', '999.00'),
    ],
    totalPages: 1,
    total: 4,
  },
  '/wps/relay/ODSFE2_personalProfit': [
    { period: '2026-11-20', rounds: 1234, bet: '10.00', win: '5.00', profit: '-5.00' },
  ],
  '/wps/member/security': { hasPaymentPassword: false, accounts: [], mobile: null, email: null },
};

function open(page?: string) {
  return renderWithPortal(<MemberCentreModal {...(page ? { page } : {})} />, {
    data: [
      [['system', 'permission'], permission({ mods: ['INBOX3'] })],
      [
        ['wallet', 'balance', 'tok'],
        { sumBalance: '1234.50', main: '1234.50', bonus: '88.00', held: '0.00', vendors: [], fun: false },
      ],
    ],
  });
}

describe('the member centre on a phone', () => {
  beforeEach(() => {
    setBrandCurrency('BRL');
    useSession.setState({ token: 'tok', member: null, language: '' });
    useUi.setState({ modals: {}, balanceHidden: false });
    fakeApi(routes);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on an overview: balances, VIP progress, the last account lines, shortcuts and the sections as rows', async () => {
    viewport(true);
    open();
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    // No sideways strip of tabs, and no password form before the player asks for it.
    expect(centre.querySelector('.mc-menu')).toBeNull();
    expect(within(centre).queryByLabelText('Nova senha de pagamento')).toBeNull();
    expect(within(centre).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(centre).getByText('Saldo de bônus')).toBeInTheDocument();
    expect(within(centre).getByText('R$ 88,00')).toBeInTheDocument();
    const bar = await within(centre).findByRole('progressbar', { name: 'Progresso para Ouro' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(within(centre).getByText('V2 · Prata')).toBeInTheDocument();
    // The three most recent account-record lines, in the player's words and the brand's money.
    expect(await within(centre).findByText('Aposta · Dragon Dice')).toBeInTheDocument();
    expect(within(centre).getByText('R$ 1.234,00')).toBeInTheDocument();
    expect(within(centre).queryByText('R$ 999,00')).toBeNull();
    const shortcuts = within(centre).getByRole('navigation', { name: 'Atalhos da conta' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Depósito', 'Saque', 'Histórico de apostas', 'Extrato da conta', 'Mensagens']);
    const sections = within(centre).getByRole('navigation', { name: 'Todas as seções' });
    // Headings follow the dialog's own (level 2): no level skipped for screen-reader navigation.
    expect(within(centre).getByRole('heading', { level: 3, name: 'Atividade recente' })).toBeInTheDocument();
    expect(within(sections).getByRole('heading', { level: 3, name: 'Todas as seções' })).toBeInTheDocument();
    const rows = within(sections).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Segurança');
    // Every section the brand runs (here the inbox, not the switched-off missions, feedback or rewards), VIP last.
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)).toHaveTextContent('VIP');
    for (const row of rows) expect(row.querySelectorAll('svg')).toHaveLength(2);
  });

  it('opens a section as its own screen with a back button to the overview, focus following', async () => {
    viewport(true);
    open();
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    const sections = within(centre).getByRole('navigation', { name: 'Todas as seções' });
    await userEvent.click(within(sections).getByRole('button', { name: 'Segurança' }));
    const heading = await within(centre).findByRole('heading', { name: 'Segurança' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(centre).queryByRole('navigation', { name: 'Todas as seções' })).toBeNull();
    // A toast comes below the way back, never over it; on the overview, below the header again.
    const backButton = within(centre).getByRole('button', { name: 'Voltar à conta' });
    backButton.getBoundingClientRect = () => ({ bottom: 120 }) as DOMRect;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue('--toast-top')).toBe('128px');
    await userEvent.click(backButton);
    const back = await within(centre).findByRole('navigation', { name: 'Todas as seções' });
    expect(document.documentElement.style.getPropertyValue('--toast-top')).toBe('');
    await waitFor(() => expect(within(back).getByRole('button', { name: 'Segurança' })).toHaveFocus());
  });

  it('goes straight to a section asked for by name (Deposit in the tab bar), still with the way back', async () => {
    viewport(true);
    open('transactionHistory');
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    expect(await within(centre).findByRole('heading', { name: 'Extrato da conta' })).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: 'Voltar à conta' })).toBeInTheDocument();
  });

  it('opens the asked page again on a new request after the player went back to the overview', async () => {
    viewport(true);
    open('transactionHistory');
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    await userEvent.click(await within(centre).findByRole('button', { name: 'Voltar à conta' }));
    expect(await within(centre).findByRole('navigation', { name: 'Todas as seções' })).toBeInTheDocument();
    act(() => useUi.getState().show('memberCentre', { page: 'transactionHistory' }));
    expect(await within(centre).findByRole('heading', { name: 'Extrato da conta' })).toBeInTheDocument();
  });

  it('takes the account record’s dates as a Portuguese player writes them (dd/mm/aaaa), not the browser’s order', async () => {
    viewport(true);
    const { calls } = fakeApi(routes);
    open('transactionHistory');
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    const from = await within(centre).findByRole('textbox', { name: 'De' });
    expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(from, '25/11/2026');
    await waitFor(() => expect(calls.some((c) => c.includes('startDate=2026-11-25'))).toBe(true));
    expect(from).toHaveValue('25/11/2026');
    expect(within(centre).getByRole('button', { name: 'Escolher data: De' })).toBeInTheDocument();
  });

  it('keeps the tabs beside the open section on a desktop, security first', async () => {
    viewport(false);
    open();
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    expect(within(centre).getByRole('button', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
    expect(within(centre).getByRole('heading', { name: 'Segurança' })).toBeInTheDocument();
    expect(within(centre).queryByRole('button', { name: 'Voltar à conta' })).toBeNull();
    expect(within(centre).queryByRole('navigation', { name: 'Todas as seções' })).toBeNull();
  });

  it.each([
    ['transactionHistory', 'Extrato da conta', ['Data', 'Descrição', 'Valor', 'Saldo após']],
    ['personalProfit', 'Lucros e perdas', ['Período', 'Rodadas', 'Aposta', 'Prêmio', 'Lucro']],
  ])('shows the %s table as cards at 360 px, every value under its column name', async (page, title, labels) => {
    viewport(true);
    open(page);
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    await within(centre).findByRole('heading', { name: title });
    const table = await within(centre).findByRole('table');
    expect(table).toHaveClass('cards');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...first.querySelectorAll('td')].map((c) => c.dataset.label)).toEqual(labels);
  });

  it('groups a count of rounds as the language does', async () => {
    viewport(true);
    open('personalProfit');
    const centre = await screen.findByRole('dialog', { name: 'Central pessoal' });
    expect(await within(centre).findByRole('cell', { name: '1.234' })).toBeInTheDocument();
  });
});

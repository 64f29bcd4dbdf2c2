import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { Failure } from './fake-api.ts';
import { asLoggedInPlayer, openMemberCentre } from './member-centre.tsx';

const PRODUCTS = ['RNG', 'LIVE', 'INHOUSE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT'];
const settings = { rankLevel: 2, levelName: 'Silver', list: PRODUCTS.map((product) => ({ product, rateBp: 60 })) };
const accrued = (total: string) => ({
  rankLevel: 2,
  since: '2026-11-01T00:00:00.000Z',
  until: '2026-11-20T00:00:00.000Z',
  total,
  list: PRODUCTS.map((product) => ({
    product,
    rateBp: 60,
    validBet: product === 'RNG' && total !== '0.00' ? '1000.00' : '0.00',
    amount: product === 'RNG' ? total : '0.00',
  })),
});
const claimRow = {
  id: 7,
  since: '2026-11-01T00:00:00.000Z',
  until: '2026-11-20T00:00:00.000Z',
  rankLevel: 2,
  list: [{ product: 'RNG', rateBp: 60, validBet: '1000.00', amount: '6.00' }],
  amount: '6.00',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const open = openMemberCentre;

describe('manualRebate and referral in the member centre', () => {
  asLoggedInPlayer();

  it('writes the rates as a Portuguese page does (0,60%, not 0.60%)', async () => {
    await act(() => changeLanguage('pt'));
    try {
      open('manualRebate', {
        '/wps/relay/MCSFE_getCustomerRebateSettingByProductType': settings,
        '/wps/relay/MCSFE_getRebateAccrued': () => accrued('6.00'),
        '/wps/relay/MCSFE_getRebateClaimList': { list: [], total: 0, totalPages: 0 },
      });
      const table = await screen.findByRole('table', { name: 'Rebate por produto' });
      expect(within(table).getAllByText('0,60%').length).toBeGreaterThan(0);
      expect(within(table).queryByText('0.60%')).toBeNull();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows the rates and accrued rebate, and claims only after the confirm step', async () => {
    let total = '6.00';
    let claimed = false;
    const { client } = open('manualRebate', {
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType': settings,
      '/wps/relay/MCSFE_getRebateAccrued': () => accrued(total),
      '/wps/relay/MCSFE_getRebateClaimList': () =>
        claimed ? { list: [claimRow], total: 1, totalPages: 1 } : { list: [], total: 0, totalPages: 0 },
      'POST /wps/relay/MCSFE_claimRebate': () => {
        claimed = true;
        total = '0.00';
        return claimRow;
      },
    });
    expect(await screen.findByText('Your rates at VIP level Silver')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rebate by product' });
    const slots = within(table).getByRole('rowheader', { name: 'Slots' }).closest('tr') as HTMLElement;
    expect(slots).toHaveTextContent('0.60%');
    expect(slots).toHaveTextContent('R$1,000.00');
    expect(screen.getByTestId('rebate-total')).toHaveTextContent('R$6.00');
    expect(screen.getByText('No claims yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Claim rebate' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(claimed).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('R$6.00 rebate added to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rebate-total')).toHaveTextContent('R$0.00'));
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(await screen.findByRole('table', { name: 'Claim history' })).toHaveTextContent('R$6.00');
    expect(client.getQueryState(['wallet', 'balance', 'tok'])?.isInvalidated).toBe(true);
  });

  it('says why a claim failed', async () => {
    open('manualRebate', {
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType': { ...settings, levelName: null, rankLevel: 0 },
      '/wps/relay/MCSFE_getRebateAccrued': accrued('1.00'),
      '/wps/relay/MCSFE_getRebateClaimList': { list: [], total: 0, totalPages: 0 },
      'POST /wps/relay/MCSFE_claimRebate': new Failure('rebate_nothing_to_claim', null, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('No rebate to claim yet: place bets and try again.')).toBeInTheDocument();
  });

  it('shows the referral link with copy, its QR code, the players brought (paged) and the rewards', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = open('referral', {
      '/wps/relay/MCSFE_getReferralInfo': {
        enabled: true,
        code: 'KNJDNCQE',
        link: 'http://localhost/register?referralCode=KNJDNCQE',
        reward: '20.00',
        minDeposit: '100.00',
        invited: 12,
        qualified: 3,
        rewardsEarned: '60.00',
      },
      '/wps/relay/MCSFE_getReferralList': (url: URL) => ({
        list: [
          {
            username: url.searchParams.get('pageNo') === '2' ? 'zz***9' : 'fr***1',
            registeredAt: '2026-11-10T10:00:00.000Z',
            status: 'qualified',
            reward: '20.00',
            qualifiedAt: '2026-11-11T10:00:00.000Z',
          },
        ],
        total: 12,
        totalPages: 2,
      }),
    });
    const link = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect(link).toHaveValue('http://localhost/register?referralCode=KNJDNCQE');
    expect(
      screen.getByText('Earn R$20.00 for each friend whose first deposit is at least R$100.00.'),
    ).toBeInTheDocument();
    expect(screen.getByTitle('QR code of your referral link')).toBeInTheDocument();
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('R$60.00');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/register?referralCode=KNJDNCQE');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    const players = await screen.findByRole('table', { name: 'Players you brought' });
    expect(players).toHaveTextContent('fr***1');
    expect(players).toHaveTextContent('Qualified');
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByText('zz***9')).toBeInTheDocument();
    expect(calls).toContain('GET /wps/relay/MCSFE_getReferralList?pageNo=2&pageSize=10');
  });
});

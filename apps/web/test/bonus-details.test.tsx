import { PROMOTION_PATHS as P } from '@portal/contracts/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Failure } from './fake-api.ts';
import { asLoggedInPlayer, openMemberCentre } from './member-centre.tsx';
import { bonus } from './promotion-fixtures.ts';

const details = (list: ReturnType<typeof bonus>[], extra: Record<string, unknown> = {}) => ({
  list,
  total: list.length,
  totalPages: list.length ? 1 : 0,
  bonusBalance: '100.00',
  openTurnover: '750.00',
  ...extra,
});

const open = (routes: Record<string, unknown>) => openMemberCentre('bonusDetails', routes);

describe('bonusDetails in the member centre', () => {
  asLoggedInPlayer();

  it('lists every bonus with amount, requirement, progress, expiry and status', async () => {
    const { calls } = open({
      [P.bonuses]: details([
        bonus(1),
        bonus(2, {
          title: 'Cashback',
          status: 'released',
          depositAmount: null,
          progress: '500.00',
          requirement: '500.00',
          remaining: '0.00',
          weights: {
            RNG: 100,
            LIVE: 100,
            INHOUSE: 100,
            FISH: 100,
            PVP: 100,
            SPORTS: 100,
            ESPORTS: 100,
            ELOTT: 100,
            LOTT: 100,
          },
          settledAt: '2026-11-10T10:00:00.000Z',
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Bonus details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bonus details' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    expect(calls).toContain(`GET ${P.bonuses}?pageNo=1&pageSize=10`);
    expect(screen.getByText('Bonus wallet').nextSibling).toHaveTextContent('R$100.00');
    expect(screen.getByText('Turnover still open').nextSibling).toHaveTextContent('R$750.00');

    const [active, released] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(active).getByRole('heading', { name: 'Welcome bonus 1' })).toBeInTheDocument();
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Bonus').nextSibling).toHaveTextContent('R$100.00');
    expect(within(active).getByText('Wagering requirement').nextSibling).toHaveTextContent('R$1,000.00');
    expect(within(active).getByText('Expires').nextSibling).toHaveTextContent('12/1/26');
    const bar = within(active).getByRole('progressbar', { name: 'Valid bets counted' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', 'R$250.00 of R$1,000.00 in valid bets (25 %)');
    expect(within(active).getByText('R$750.00 to go')).toBeInTheDocument();
    expect(
      within(active).getByText('Counts: slots count 100 %, live casino count 10 %; other games do not count'),
    ).toBeInTheDocument();

    expect(within(released).getByText('Released')).toBeInTheDocument();
    expect(within(released).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(released).queryByRole('button')).toBeNull();
    expect(within(released).getByText(/Ended/)).toBeInTheDocument();
  });

  it('forfeits an active bonus only after the confirm step', async () => {
    const sent: unknown[] = [];
    let status: 'active' | 'forfeited' = 'active';
    const { client } = open({
      [P.bonuses]: () => details([bonus(1, { status })]),
      [`POST ${P.forfeit}`]: (_u: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        status = 'forfeited';
        return bonus(1, { status: 'forfeited' });
      },
    });
    const forfeit = await screen.findByRole('button', { name: 'Forfeit the bonus of Welcome bonus 1' });
    await userEvent.click(forfeit);
    const ask = await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' });
    expect(ask).toHaveTextContent('The bonus of R$100.00 from “Welcome bonus 1” goes back');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep bonus' }));
    expect(sent).toHaveLength(0);

    await userEvent.click(forfeit);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByText('Bonus forfeited')).toBeInTheDocument();
    expect(sent).toEqual([{ bonusId: 1 }]);
    expect(await screen.findByText('Forfeited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Forfeit the bonus/ })).toBeNull();
    expect(client.getQueryState(['wallet', 'balance', 'tok'])?.isInvalidated).toBe(true);
  });

  it('says why a forfeit failed', async () => {
    open({
      [P.bonuses]: details([bonus(1)]),
      [`POST ${P.forfeit}`]: new Failure('bonus_not_active', null, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Forfeit the bonus of Welcome bonus 1' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forfeit bonus' }),
    );
    expect(await screen.findByText('This bonus is no longer active.')).toBeInTheDocument();
  });

  it('pages through the bonuses', async () => {
    const { calls } = open({
      [P.bonuses]: (url: URL) => ({
        ...details([bonus(Number(url.searchParams.get('pageNo')) * 10)]),
        total: 12,
        totalPages: 2,
      }),
    });
    await screen.findByRole('heading', { name: 'Welcome bonus 10' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 20' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`GET ${P.bonuses}?pageNo=2&pageSize=10`));
  });

  it('shows an empty state without bonuses', async () => {
    open({ [P.bonuses]: details([], { bonusBalance: '0.00', openTurnover: '0.00' }) });
    expect(await screen.findByText('You have no bonuses yet')).toBeInTheDocument();
    expect(screen.queryByText(/Withdrawals wait/)).toBeNull();
  });
});

import { seedHash } from '@portal/contracts/fair';
import { redEnvelopeAmount } from '@portal/contracts/raffle-fair';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Failure } from './fake-api.ts';
import { asLoggedInPlayer, openMemberCentre } from './member-centre.tsx';

const SEED = 'f'.repeat(64);
const HASH = 'a'.repeat(64);
const envelope = {
  id: 1,
  kind: 'red_envelope',
  title: 'Lucky red envelope',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-11-01T00:00:00.000Z',
  min: '1.00',
  max: '8.88',
  prizes: [],
  claimed: null,
  tickets: null,
  depositPerTicket: null,
  betPerTicket: null,
  eligible: true,
};
const wheel = (available: number) => ({
  ...envelope,
  id: 2,
  kind: 'wheel',
  title: 'Lucky wheel',
  min: null,
  max: null,
  prizes: [
    { amount: '0.00', chanceBp: 5000 },
    { amount: '2.00', chanceBp: 3000 },
    { amount: '18.00', chanceBp: 2000 },
  ],
  tickets: { earned: available, used: 0, available },
  depositPerTicket: '200.00',
  betPerTicket: '500.00',
});
const draw = (over: Record<string, unknown>) => ({
  id: 9,
  eventId: 1,
  kind: 'red_envelope',
  amount: '5.55',
  prizeIndex: null,
  serverHash: HASH,
  clientSeed: 'c1',
  nonce: 0,
  serverSeed: null,
  min: '1.00',
  max: '8.88',
  weights: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const status = (list: unknown[], history: unknown[] = []) => ({
  seed: { serverHash: HASH, clientSeed: 'c1', nonce: 0 },
  list,
  history,
});
const noPromotions = {
  '/wps/relay/MCS2_getPromotionClaimList': { list: [], total: 0, totalPages: 0 },
  '/wps/relay/MCSFE_getAvailablePromotions': { list: [], total: 0, totalPages: 0 },
};

const open = (routes: Record<string, unknown>) =>
  openMemberCentre('rewardCenter', { ...noPromotions, ...routes }, ['REWCEN3']);

describe('rewardCenter in the member centre', () => {
  asLoggedInPlayer();

  it('opens the red envelope once, shows the amount and refreshes the balance', async () => {
    let opened = false;
    const bodies: unknown[] = [];
    const { client } = open({
      '/wps/relay/MCSFE_getRafflePromotionStatus': () =>
        status([opened ? { ...envelope, claimed: draw({}) } : envelope]),
      'POST /wps/relay/MCSFE_claimRafflePromotion': (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        opened = true;
        return draw({});
      },
    });
    const card = await screen.findByRole('article', { name: 'Lucky red envelope' });
    expect(card).toHaveTextContent('Between R$1.00 and R$8.88');
    await userEvent.click(within(card).getByRole('button', { name: 'Open the red envelope Lucky red envelope' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('You got R$5.55');
    expect(await screen.findByText('Red envelope: R$5.55 added to your wallet.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ eventId: 1, requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    await waitFor(() => expect(within(card).queryByRole('button')).toBeNull());
    expect(client.getQueryState(['wallet', 'balance', 'tok'])?.isInvalidated).toBe(true);
  });

  it('says why a draw failed', async () => {
    open({
      '/wps/relay/MCSFE_getRafflePromotionStatus': status([envelope]),
      'POST /wps/relay/MCSFE_claimRafflePromotion': new Failure('raffle_pool_empty', null, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Open the red envelope/ }));
    expect(
      await screen.findByText('The prize pool is empty for now. Nothing was taken; try again later.'),
    ).toBeInTheDocument();
  });

  it('spins the wheel to the drawn prize and announces it; no tickets, no spin', async () => {
    // Reduced motion: the spin ends at once.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    let tickets = 1;
    open({
      '/wps/relay/MCSFE_getRafflePromotionStatus': () => status([wheel(tickets)]),
      'POST /wps/relay/MCSFE_claimRafflePromotion': () => {
        tickets = 0;
        return draw({
          eventId: 2,
          kind: 'wheel',
          amount: '18.00',
          prizeIndex: 2,
          min: null,
          max: null,
          weights: [5, 3, 2],
        });
      },
    });
    const card = await screen.findByRole('article', { name: 'Lucky wheel' });
    expect(within(card).getByRole('img', { name: /Prizes on the wheel/ })).toBeInTheDocument();
    expect(screen.getByTestId('tickets-2')).toHaveTextContent('1');
    await userEvent.click(within(card).getByRole('button', { name: 'Spin the wheel Lucky wheel' }));
    expect(await within(card).findByText('You won R$18.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('tickets-2')).toHaveTextContent('0'));
    expect(within(card).getByRole('button', { name: 'No tickets left' })).toBeDisabled();
  });

  it('claims a waiting sign-up reward through its own call', async () => {
    const { calls } = open({
      '/wps/relay/MCSFE_getRafflePromotionStatus': status([]),
      '/wps/relay/MCSFE_getAvailablePromotions': {
        list: [
          {
            id: 5,
            category: 'newbie',
            mechanism: { kind: 'fixed_bonus', condition: 'signup', amount: '8.00' },
            title: 'Welcome gift',
            summary: '',
            bannerUrl: '/x.svg',
            startsAt: '2026-11-01T00:00:00.000Z',
            endsAt: null,
            status: 'claim',
          },
        ],
        total: 1,
        totalPages: 1,
      },
      'POST /wps/relay/MCSFE_signUpRequestReward': { promotionId: 5, amount: '8.00', status: 'issued', bonus: null },
    });
    expect(await screen.findByText('No red envelope or wheel is running now.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Welcome gift' }));
    expect(await screen.findByText('R$8.00 added to your bonus wallet.')).toBeInTheDocument();
    expect(calls).toContain('POST /wps/relay/MCSFE_signUpRequestReward');
  });

  it('verifies a draw once its seed is revealed, and refuses a forged one', async () => {
    const hash = await seedHash(SEED);
    const amount = await redEnvelopeAmount(SEED, 'c1', 4, 100n, 888n);
    const paid = `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;
    open({
      '/wps/relay/MCSFE_getRafflePromotionStatus': status(
        [envelope],
        [
          draw({ id: 11, serverSeed: SEED, serverHash: hash, nonce: 4, amount: paid }),
          draw({ id: 12, serverSeed: SEED, serverHash: hash, nonce: 4, amount: '0.01' }),
          draw({ id: 13 }),
        ],
      ),
    });
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent(HASH);
    const table = await screen.findByRole('table', { name: 'Your draws' });
    expect(within(table).getAllByText('Reveal the seed first')).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Verify draw 11' }));
    expect(await within(table).findByText('✓ Verified')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Verify draw 12' }));
    expect(await within(table).findByText('✗ Does not match')).toBeInTheDocument();
  });
});

import type { TBonusHold } from '@portal/contracts/bonus-holds';
import { bonusRulesOf } from '@portal/contracts/merchant-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const hold = (over: Partial<TBonusHold>): TBonusHold => ({
  id: 41,
  source: 'referral',
  promotionId: null,
  promotionCode: null,
  memberId: 7,
  username: 'ref_rita',
  refereeUsername: 'friend_fred',
  amount: '20.00',
  requirement: '100.00',
  status: 'held',
  links: [{ kind: 'device', value: 'fp-abc123456', with: 'referrer', memberId: 7, username: 'ref_rita' }],
  heldAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...over,
});
const holds = [
  hold({}),
  hold({
    id: 42,
    source: 'promotion',
    promotionId: 3,
    promotionCode: 'signup-gift',
    username: 'gift_gina',
    refereeUsername: null,
    amount: '10.00',
    requirement: '50.00',
    links: [
      {
        kind: 'payout_account',
        value: 'ewallet 123.456.789-00',
        with: 'gift_taker',
        memberId: 9,
        username: 'gift_gus',
      },
    ],
  }),
];
const rules = bonusRulesOf({});
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/bonus-rules': () => ({ value: rules }),
  'PUT /console/brands/:code/bonus-rules': (c: Call) => ({ value: c.body }),
  'GET /console/brands/:code/bonus-holds': (c: Call) =>
    page(c.query.get('state') === 'reviewed' ? [hold({ id: 40, status: 'cancelled', reviewedBy: 'boss' })] : holds),
  'POST /console/bonus-holds/:id/release': () => ({ value: hold({ status: 'active' }) }),
  'POST /console/bonus-holds/:id/cancel': () => ({ value: hold({ id: 42, status: 'cancelled' }) }),
  ...pending,
});

describe('bonus holds', () => {
  it('shows held bonuses with what links the accounts, and releases or cancels one with a note', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/bonus-holds');
    expect(await screen.findByText('ref_rita')).toBeInTheDocument();
    expect(screen.getByText('for referring friend_fred')).toBeInTheDocument();
    expect(screen.getByText('shared with the referrer ref_rita')).toBeInTheDocument();
    expect(screen.getByText('fp-abc123456', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('shared with gift_gus, who took the gift')).toBeInTheDocument();
    expect(screen.getByText('Payout account')).toBeInTheDocument();

    const [release] = screen.getAllByRole('button', { name: 'Release' });
    if (!release) throw new Error('no release button');
    await user.click(release);
    const dialog = await screen.findByRole('dialog', { name: 'Release this bonus?' });
    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'same household, checked');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/bonus-holds/41/release')?.body).toEqual({
        note: 'same household, checked',
      }),
    );
    expect(await screen.findByText('Bonus of ref_rita released')).toBeInTheDocument();

    const cancel = screen.getAllByRole('button', { name: 'Cancel bonus' })[1];
    if (!cancel) throw new Error('no cancel button');
    await user.click(cancel);
    const cancelling = await screen.findByRole('dialog', { name: 'Cancel this bonus?' });
    await user.click(within(cancelling).getByRole('button', { name: 'Cancel bonus' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/console/bonus-holds/42/cancel')).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Reviewed' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/console/brands/LUMEN/bonus-holds')
          .at(-1)
          ?.query.get('state'),
      ).toBe('reviewed'),
    );
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('shows the brand’s rules with their defaults and saves a change', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    const user = userEvent.setup();
    renderConsole('/bonus-holds');
    const multiplier = await screen.findByLabelText('Referral turnover (× reward)');
    expect(multiplier).toHaveValue('5');
    expect(screen.getByLabelText('INHOUSE %')).toHaveValue('10');
    expect(screen.getByLabelText('RNG %')).toHaveValue('100');
    await user.clear(screen.getByLabelText('INHOUSE %'));
    await user.type(screen.getByLabelText('INHOUSE %'), '150');
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
    await user.clear(screen.getByLabelText('INHOUSE %'));
    await user.type(screen.getByLabelText('INHOUSE %'), '5');
    await user.clear(multiplier);
    await user.type(multiplier, '8');
    await user.click(screen.getByRole('switch', { name: 'Hold on a shared address' }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the bonus abuse rules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...rules,
        referralTurnoverMultiplier: 8,
        noDepositWeights: { ...rules.noDepositWeights, INHOUSE: 5 },
        holdOnSharedAddress: false,
      }),
    );
  });

  it('lets a support operator look but not decide', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/bonus-holds');
    expect(await screen.findByText('ref_rita')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });
});

import type { TConsoleApplication, TConsolePromotion } from '@portal/contracts/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, page, pending, signedInAs } from './fake-api.ts';
import { renderConsole } from './render.tsx';

const promotion = (over: Partial<TConsolePromotion>): TConsolePromotion => ({
  id: 3,
  code: 'welcome-100',
  category: 'newbie',
  mechanism: { kind: 'deposit_match', percentBp: 10_000, maxBonus: '500.00', minDeposit: '20.00', repeat: 'once' },
  texts: { pt: { title: 'Bônus de boas-vindas', summary: '100 % no primeiro depósito', content: '<p>Regras</p>' } },
  art: 'welcome',
  audience: { kind: 'new_players', withinDays: 7 },
  wagering: { multiple: 10, base: 'bonus', expiryDays: 7, weights: { RNG: 100, LIVE: 10 } },
  startsAt: '2026-11-01T10:00:00.000Z',
  endsAt: null,
  sort: 0,
  status: 'live',
  bannerUrl: '/art/promotions/welcome.svg',
  entries: 12,
  bonuses: 9,
  bonusTotal: '1234.50',
  createdAt: '2026-10-30T10:00:00.000Z',
  updatedAt: '2026-10-30T10:00:00.000Z',
  ...over,
});
const promotions = [
  promotion({}),
  promotion({
    id: 4,
    code: 'vip-claim',
    category: 'vip',
    mechanism: { kind: 'application', maxAmount: '300.00', repeat: 'weekly' },
    texts: { en: { title: 'VIP reload', summary: '', content: '' } },
    audience: { kind: 'vip', levels: [3, 4] },
    status: 'draft',
    entries: 0,
    bonuses: 0,
    bonusTotal: '0.00',
  }),
];
const application = (over: Partial<TConsoleApplication>): TConsoleApplication => ({
  id: 21,
  promotionId: 4,
  promotionCode: 'vip-claim',
  title: 'VIP reload',
  username: 'lucky_ana',
  comment: 'Lost a lot on Friday',
  imageUrls: ['/admin/api/console/promotions/images/5', '/admin/api/console/promotions/images/6'],
  status: 'in_process',
  maxAmount: '300.00',
  amount: null,
  awaitingSecond: null,
  rejectReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...over,
});
const applications = [
  application({}),
  application({
    id: 22,
    username: 'big_bob',
    comment: 'Please',
    status: 'rejected',
    rejectReason: 'no proof',
    imageUrls: [],
  }),
  application({
    id: 23,
    username: 'cara_claims',
    comment: 'Big derby win',
    status: 'approved',
    amount: '45.00',
    decidedAt: '2026-11-21T10:00:00.000Z',
    imageUrls: [],
  }),
];
const routes = () => ({
  'GET /merchants': () => ({ value: [{ code: 'LUMEN', name: 'Lumen' }] }),
  'GET /console/brands/:code/promotions': () => page(promotions),
  'POST /console/brands/:code/promotions': () => ({ value: promotion({ id: 9, status: 'draft' }) }),
  'GET /console/promotions/:id': () => ({ value: promotion({}) }),
  'PUT /console/promotions/:id': () => ({ value: promotion({}) }),
  'POST /console/promotions/:id/status': (c: Call) => ({
    value: promotion({ status: (c.body as { status: 'live' }).status }),
  }),
  'GET /console/brands/:code/promotion-applications': () => page(applications),
  'POST /console/promotions/applications/:id/approve': () => ({
    value: application({ status: 'approved', amount: '120.50' }),
  }),
  'POST /console/promotions/applications/:id/reject': () => ({ value: application({ status: 'rejected' }) }),
  ...pending,
});

describe('promotions', () => {
  it('lists a brand’s promotions with their reward and moves one through its statuses', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/promotions');
    const user = userEvent.setup();
    expect(await screen.findByText('Bônus de boas-vindas')).toBeInTheDocument();
    expect(screen.getByText('100 % of deposits from 20.00, up to 500.00 (once)')).toBeInTheDocument();
    expect(screen.getByText('Up to 300.00 on application (weekly)')).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Draft' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'vip');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/console/brands/LUMEN/promotions').at(-1);
      expect(last?.query.get('status')).toBe('draft');
      expect(last?.query.get('category')).toBe('vip');
    });

    await user.click(screen.getByRole('button', { name: 'Go live vip-claim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/promotions/4/status')?.body).toEqual({ status: 'live' }),
    );
    expect(await screen.findByText('vip-claim is live')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End welcome-100' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this promotion?' });
    expect(calls.some((c) => c.path === '/console/promotions/3/status')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/promotions/3/status')?.body).toEqual({ status: 'ended' }),
    );
  });

  it('checks a new promotion against the contract before it creates the draft', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/promotions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText('Give the promotion a title in at least one language.')).toBeInTheDocument();
    expect(within(dialog).getByText('Some fields need attention: they are marked above.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/promotions'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Code'), 'Bad Code');
    await user.type(within(dialog).getByLabelText('Title (Português)'), 'Recarga de sexta');
    await user.selectOptions(within(dialog).getByLabelText('Mechanism'), 'cashback');
    await user.clear(within(dialog).getByLabelText('Cashback'));
    await user.type(within(dialog).getByLabelText('Cashback'), '12,5');
    await user.type(within(dialog).getByLabelText('Bonus cap'), '200');
    await user.type(within(dialog).getByLabelText('Minimum net loss'), '50');
    await user.selectOptions(within(dialog).getByLabelText('Audience'), 'vip');
    await user.type(within(dialog).getByLabelText('VIP levels'), '2, 3');
    await user.type(within(dialog).getByLabelText('Live casino'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Weights are whole percentages from 0 to 100.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/promotions'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'friday-cashback');
    await user.clear(within(dialog).getByLabelText('Live casino'));
    await user.type(within(dialog).getByLabelText('Live casino'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'friday-cashback',
      category: 'limited',
      mechanism: { kind: 'cashback', percentBp: 1250, maxBonus: '200', minLoss: '50', period: 'weekly' },
      texts: { pt: { title: 'Recarga de sexta', summary: '', content: '' } },
      audience: { kind: 'vip', levels: [2, 3] },
      wagering: { multiple: 10, base: 'bonus', expiryDays: 7, weights: { RNG: 100, LIVE: 50 } },
      endsAt: null,
      sort: 0,
    });
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/console/brands/LUMEN/promotions');
    expect(await screen.findByText('Draft friday-cashback created')).toBeInTheDocument();
  });

  it('edits a promotion and shows the server’s refusal in the form', async () => {
    signedInAs('admin');
    const calls = fakeApi({
      ...routes(),
      'PUT /console/promotions/:id': () => ({ status: 409, error: 'promotion_code_taken' }),
    });
    renderConsole('/promotions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit welcome-100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit welcome-100' });
    expect(within(dialog).getByLabelText('Match')).toHaveValue('100');
    expect(within(dialog).getByLabelText('Registered within')).toHaveValue('7');
    await user.clear(within(dialog).getByLabelText('Bonus cap'));
    await user.type(within(dialog).getByLabelText('Bonus cap'), '750');
    expect(within(dialog).getByLabelText('Deposits matched')).toHaveValue('any');
    await user.selectOptions(within(dialog).getByLabelText('Deposits matched'), 'first_deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((calls.find((c) => c.method === 'PUT')?.body as { mechanism?: unknown } | undefined)?.mechanism).toEqual({
        kind: 'deposit_match',
        percentBp: 10_000,
        maxBonus: '750',
        minDeposit: '20.00',
        repeat: 'once',
        firstDepositOnly: true,
      }),
    );
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/console/promotions/3');
    expect(
      await within(dialog).findAllByText('Another promotion of this brand has this code. Choose another.'),
    ).toHaveLength(2);
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows support the promotions and applications without the admin controls', async () => {
    signedInAs('support');
    fakeApi(routes());
    renderConsole('/promotions');
    expect(await screen.findByText('Bônus de boas-vindas')).toBeInTheDocument();
    for (const name of ['New promotion', 'Edit welcome-100', 'Pause welcome-100', 'End welcome-100'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Promotion applications' }));
    expect(await screen.findByText('Lost a lot on Friday')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('promotion applications', () => {
  it('approves with an amount up to the maximum and rejects with a reason', async () => {
    signedInAs('admin');
    const calls = fakeApi(routes());
    renderConsole('/promotion-applications');
    const user = userEvent.setup();
    expect(await screen.findByText('Lost a lot on Friday')).toBeInTheDocument();
    expect(screen.getByText('“no proof”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open image 2' })).toBeInTheDocument();
    // Approved: its own state, waiting for the member's claim, with no decision left to take.
    const approvedRow = screen.getByText('Big derby win').closest('tr');
    if (!approvedRow) throw new Error('no row for the approved application');
    expect(within(approvedRow).getByText('Approved, awaiting claim')).toBeInTheDocument();
    expect(within(approvedRow).getByText('Waiting for the member to claim it')).toBeInTheDocument();
    expect(within(approvedRow).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Approved, awaiting claim' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/console/brands/LUMEN/promotion-applications')
          .at(-1)
          ?.query.get('status'),
      ).toBe('approved'),
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));

    await user.click(screen.getByRole('button', { name: 'Open image 1' }));
    const images = await screen.findByRole('dialog', { name: 'Images from lucky_ana' });
    await waitFor(() => expect(calls.some((c) => c.path === '/console/promotions/images/5')).toBe(true));
    await user.click(within(images).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve this application?' });
    const amount = within(approve).getByLabelText('Amount to credit');
    expect(amount).toHaveValue('300.00');
    await user.clear(amount);
    await user.type(amount, '350');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await within(approve).findByText('The amount is above this promotion’s maximum.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await user.clear(amount);
    await user.type(amount, '120,5');
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/promotions/applications/21/approve')?.body).toEqual({
        amount: '120.5',
      }),
    );
    expect(await screen.findByText('Application of lucky_ana approved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.type(within(reject).getByLabelText('Reason'), 'Screenshot does not show the loss');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/console/promotions/applications/21/reject')?.body).toEqual({
        reason: 'Screenshot does not show the loss',
      }),
    );
  });
});

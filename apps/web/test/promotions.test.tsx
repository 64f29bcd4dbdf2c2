import { PROMOTION_PATHS as P } from '@portal/contracts/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PromoDetailPage from '../src/features/content/PromoDetailPage.tsx';
import PromotionsPage from '../src/features/content/PromotionsPage.tsx';
import { changeLanguage } from '../src/shared/i18n/index.ts';
import { setBrandCurrency } from '../src/shared/money.ts';
import { useSession } from '../src/shared/session/store.ts';
import { DialogHost } from '../src/shared/ui/dialogs.tsx';
import { useUi } from '../src/shared/ui/store.ts';
import { ToastHost } from '../src/shared/ui/toast.tsx';
import { Failure, fakeApi, permission } from './fake-api.ts';
import { card, categories, detail, page } from './promotion-fixtures.ts';
import { renderWithPortal } from './render.tsx';

const member = { account: 'p1', nickname: '', isAgent: 0, toUpline: false };
const STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in_process',
  'joined',
  'coming_soon',
] as const;
const LABELS: Record<(typeof STATUSES)[number], string> = {
  join: 'Join',
  claim: 'Claim',
  applying: 'Apply',
  closed: 'Closed',
  rejected: 'Rejected',
  issued: 'Bonus issued',
  claimed: 'Claimed',
  in_process: 'In review',
  joined: 'Joined',
  coming_soon: 'Coming soon',
};

const show = (ui: React.ReactElement, path: string) =>
  renderWithPortal(
    <>
      {ui}
      <DialogHost />
      <ToastHost />
    </>,
    {
      path,
      data: [
        [['system', 'permission'], permission()],
        [['wallet', 'balance', 'tok'], { sumBalance: '10.00', main: '10.00', vendors: [] }],
      ],
    },
  );
const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('/promotions', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => {
    setBrandCurrency('BRL');
    useUi.setState({ modals: {} });
    useSession.setState({ token: 'tok', member, language: '' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the type tabs, the cards and each status as its action or label', async () => {
    const list = page(STATUSES.map((s, i) => card(i + 1, s)));
    const { calls } = fakeApi({ [P.categories]: categories, [P.available]: list });
    show(<PromotionsPage />, '/promotions');

    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['All', 'Newbie (10)', 'Slots (0)']),
    );
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await screen.findByRole('link', { name: 'Promo 1 (join)' });
    for (const [i, s] of STATUSES.entries()) {
      const li = cardOf(`Promo ${i + 1} (${s})`);
      const buttons = within(li).queryAllByRole('button');
      if (s === 'join' || s === 'claim' || s === 'applying') {
        expect(buttons.map((b) => b.textContent)).toEqual([LABELS[s]]);
        expect(buttons[0]).toHaveAccessibleDescription(`Promo ${i + 1} (${s})`);
      } else {
        expect(buttons, s).toHaveLength(0);
        expect(within(li).getByText(LABELS[s])).toBeInTheDocument();
      }
    }
    const first = cardOf('Promo 1 (join)');
    expect(within(first).getByText('Newbie')).toHaveClass('badge');
    expect(within(first).getByText('Summary of promo 1')).toBeInTheDocument();
    expect(within(first).getByText('Jan 1, 2026')).toHaveAttribute('datetime', '2026-01-01T00:00:00.000Z');
    expect(first.querySelector('img')).toHaveAttribute('src', '/art/promotion/1.svg?v=1');
    expect(screen.getByRole('link', { name: 'Promo 1 (join)' })).toHaveAttribute('href', '/promoDetail?id=1');
    expect(calls.some((c) => c.startsWith(`GET ${P.available}?pageNo=1&pageSize=24`))).toBe(true);
  });

  it('reads a promotion without an end as running since its start, or as starting later, never as expired', async () => {
    const list = page([
      card(1, 'join', { title: 'Open since January', endsAt: null }),
      card(2, 'coming_soon', { title: 'Open from 2099', startsAt: '2099-03-01T00:00:00.000Z', endsAt: null }),
    ]);
    fakeApi({ [P.categories]: categories, [P.available]: list });
    show(<PromotionsPage />, '/promotions');
    await screen.findByRole('link', { name: 'Open since January' });
    expect(within(cardOf('Open since January')).getByText('Running since Jan 1, 2026')).toBeVisible();
    expect(within(cardOf('Open from 2099')).getByText('Starts Mar 1, 2099')).toBeVisible();
  });

  it('says a running first-deposit match is for the first deposit only, not closed, to a member who has deposited', async () => {
    const firstOnly = {
      kind: 'deposit_match' as const,
      percentBp: 10_000,
      maxBonus: '500.00',
      minDeposit: '20.00',
      repeat: 'once' as const,
      firstDepositOnly: true,
    };
    const list = page([
      card(1, 'closed', { title: 'Welcome match', endsAt: null, mechanism: firstOnly }),
      card(2, 'closed', { title: 'Other match', endsAt: null }),
    ]);
    fakeApi({ [P.categories]: categories, [P.available]: list });
    show(<PromotionsPage />, '/promotions');
    await screen.findByRole('link', { name: 'Welcome match' });
    expect(within(cardOf('Welcome match')).getByText('First deposit only')).toBeInTheDocument();
    expect(within(cardOf('Other match')).getByText('Closed')).toBeInTheDocument();
  });

  it('joins and claims, toasts, and reloads the cards', async () => {
    const sent: unknown[] = [];
    let status: 'join' | 'joined' = 'join';
    const { calls } = fakeApi({
      [P.categories]: categories,
      [P.available]: () =>
        page([card(1, status, { title: 'Welcome match' }), card(2, 'claim', { title: 'Daily cashback' })]),
      [`POST ${P.join}`]: (_u: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        status = 'joined';
        return detail({ status: 'joined' });
      },
      [`POST ${P.claim}`]: (_u: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return { promotionId: 2, amount: '25.00', status: 'claimed', bonus: null };
      },
    });
    const { client } = show(<PromotionsPage />, '/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined “Welcome match”')).toBeInTheDocument();
    // The header's balance follows a claim: its query is marked stale.
    expect(client.getQueryState(['wallet', 'balance', 'tok'])?.isInvalidated).toBe(true);
    expect(screen.getByText('Make your qualifying deposit to get the bonus.')).toBeInTheDocument();
    expect(await within(cardOf('Welcome match')).findByText('Joined')).toBeInTheDocument();

    await userEvent.click(within(cardOf('Daily cashback')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('R$25.00 claimed')).toBeInTheDocument();
    expect(sent).toEqual([{ promotionId: 1 }, { promotionId: 2 }]);
    expect(calls.filter((c) => c.startsWith(`GET ${P.available}`)).length).toBeGreaterThanOrEqual(3);
  });

  it('says why a join failed, in the player’s language', async () => {
    fakeApi({
      [P.categories]: categories,
      [P.available]: page([card(1, 'join')]),
      [`POST ${P.join}`]: new Failure('promotion_not_eligible', null, 403),
    });
    show(<PromotionsPage />, '/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This promotion is for other players.')).toBeInTheDocument();
  });

  it('filters by type through the address and shows an empty tab', async () => {
    const { calls } = fakeApi({
      [P.categories]: categories,
      [P.available]: (url: URL) => page(url.searchParams.get('category') === 'slots' ? [] : [card(1, 'join')]),
    });
    const view = show(<PromotionsPage />, '/promotions');
    await screen.findByRole('link', { name: 'Promo 1 (join)' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Slots (0)' }));
    expect(await screen.findByText('No promotions of this type right now')).toBeInTheDocument();
    expect(view.href()).toBe('/promotions?category=slots');
    expect(calls.some((c) => c.includes('category=slots'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show all promotions' }));
    expect(await screen.findByRole('link', { name: 'Promo 1 (join)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      [P.categories]: categories,
      [P.available]: () => (fail ? new Failure('internal_error', null, 500) : page([card(1, 'join')])),
    });
    show(<PromotionsPage />, '/promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the promotions.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Promo 1 (join)' })).toBeInTheDocument();
  });

  it('shows a visitor the brand’s list and opens the login popup on an action', async () => {
    useSession.setState({ token: null, member: null });
    const { calls } = fakeApi({ [P.categories]: categories, [P.merchantAvailable]: page([card(1, 'join')]) });
    show(<PromotionsPage />, '/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(useUi.getState().modals.login).toEqual({ tab: 'login' });
    expect(calls.some((c) => c.startsWith(`GET ${P.merchantAvailable}`))).toBe(true);
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    expect(calls.some((c) => c.includes(P.available))).toBe(false);
  });
});

describe('/promoDetail', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('pt'));
  beforeEach(() => {
    setBrandCurrency('BRL');
    useUi.setState({ modals: {} });
    useSession.setState({ token: 'tok', member, language: '' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the banner, title, period, terms in words, sanitised rules and the action', async () => {
    const { calls } = fakeApi({ [P.detail]: detail() });
    show(<PromoDetailPage />, '/promoDetail?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: '100% welcome bonus' })).toBeInTheDocument();
    expect(calls).toContain(`GET ${P.detail}?id=1`);
    const article = screen.getByRole('article');
    expect(article.querySelector('img')).toHaveAttribute('src', '/art/promotion/1.svg?v=1');
    expect(within(article).getByText('Jan 1, 2026')).toBeInTheDocument();
    expect(within(article).getByText('Dec 31, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('wagering')).toHaveTextContent(
      'Bonus × 10 in valid bets within 30 days; slots and originals count 100 %, live casino count 10 %; other games do not count.',
    );
    expect(screen.getByText('100% of a deposit of at least R$20.00, up to R$500.00')).toBeInTheDocument();
    expect(screen.getByText('Players who registered in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('Once per player')).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('Valid for 30 days.')).toBeInTheDocument();
    expect(rules.innerHTML).not.toContain('script');
    expect(rules.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ All promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('shows the member’s entry, the amount due and the bonus progress', async () => {
    fakeApi({
      [P.detail]: detail({
        status: 'claim',
        claimable: '30.00',
        entry: {
          id: 5,
          status: 'joined',
          amount: null,
          comment: null,
          imageUrls: [],
          rejectReason: null,
          createdAt: '2026-11-01T00:00:00.000Z',
          decidedAt: null,
        },
        wagering: { multiple: 0, base: 'bonus', expiryDays: 7, weights: {} },
      }),
    });
    show(<PromoDetailPage />, '/promoDetail?id=1');
    const entry = await screen.findByRole('region', { name: 'Your participation' });
    expect(within(entry).getByText('R$30.00')).toBeInTheDocument();
    expect(within(entry).getByText('Joined')).toBeInTheDocument();
    expect(screen.getByTestId('wagering')).toHaveTextContent('No wagering: the reward goes straight to your balance.');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('says when the promotion does not exist', async () => {
    fakeApi({ [P.detail]: new Failure('promotion_not_found', null, 404) });
    show(<PromoDetailPage />, '/promoDetail?id=99');
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countTurnover, expireBonuses, matchDeposits } from '../src/modules/promotions/index.ts';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { settledRound } from './points-helper.ts';
import { newMember, paidDeposit, promotionId, wallet } from './promotions-helper.ts';

let app: App;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const statusOf = async (headers: Record<string, string>, code: string) => {
  const id = await promotionId(app, code);
  return (await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, headers)).json().value.status;
};
const entries = () => countRows(app, sql`SELECT count(*) AS n FROM promotion_entries`);
const bonusCount = () => countRows(app, sql`SELECT count(*) AS n FROM bonuses`);
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('promotions for visitors', () => {
  it('lists the categories with counts and the running and coming promotions, without login', async () => {
    const tabs = (await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { language: 'en' })).json().value
      .list;
    expect(tabs).toHaveLength(9);
    expect(tabs.find((t: { category: string }) => t.category === 'newbie')).toMatchObject({
      label: 'Newbie',
      count: 2,
    });
    const list = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions?pageSize=50', { language: 'cn' })).json()
      .value;
    expect(list.total).toBeGreaterThanOrEqual(8);
    const byTitle = (t: string) => list.list.find((c: { title: string }) => c.title === t);
    expect(byTitle('100% 迎新红利')).toMatchObject({
      status: 'join',
      category: 'newbie',
      mechanism: { kind: 'deposit_match' },
    });
    expect(byTitle('红利嘉年华')).toMatchObject({ status: 'coming_soon' });
    expect(byTitle('晒出大奖')).toMatchObject({ status: 'applying' });
    const art = await get(byTitle('100% 迎新红利').bannerUrl);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    const slots = (await get('/wps/relay/MCSFE_getMerchantAvailablePromotions?category=rebate')).json().value.list;
    expect(slots.every((c: { category: string }) => c.category === 'rebate')).toBe(true);
  });

  it('answers function_not_available for the reward centre when REWCEN3 is off', async () => {
    const toggle = (on: '0' | '1') =>
      patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => (n.modId === 'REWCEN3' ? { ...n, enabled: on } : n)),
      }));
    await toggle('0');
    try {
      const player = await loginAs(app, 'demo_player', 'Demo@2026');
      expect((await get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).json().message).toBe(
        'function_not_available',
      );
      expect((await get('/wps/relay/MCSFE_getAvailablePromotions', player)).json().message).toBe(
        'function_not_available',
      );
      expect((await get('/wps/relay/MCS2_getPromotionClaimList', player)).json().message).toBe(
        'function_not_available',
      );
    } finally {
      await toggle('1');
    }
  });
});

describe('a new member’s promotions', () => {
  let member: Record<string, string>;
  beforeAll(async () => {
    member = await newMember(app, 'promonew1');
  });

  it('shows each promotion with the status its card acts on', async () => {
    const list = (
      await get('/wps/relay/MCSFE_getAvailablePromotions?pageSize=50', { ...member, language: 'en' })
    ).json().value.list as Array<{ title: string; status: string }>;
    const status = Object.fromEntries(list.map((c) => [c.title, c.status]));
    expect(status).toMatchObject({
      '100% welcome bonus': 'join',
      'Sign-up gift': 'claim',
      'First deposit gift': 'joined',
      'Share your big win': 'applying',
      'Bonus carnival': 'coming_soon',
    });
    // VIP only: a member below the first level does not see it.
    expect(status['VIP anniversary']).toBeUndefined();
  });

  it('refuses what is not due or not this promotion’s action, changing nothing', async () => {
    const [e0, b0] = [await entries(), await bonusCount()];
    const claim = (code: string) =>
      promotionId(app, code).then((id) => post('/wps/relay/MCSFE_claimPromotion', { promotionId: id }, member));
    const join = (code: string) =>
      promotionId(app, code).then((id) => post('/wps/relay/MCSFE_joinPromotion', { promotionId: id }, member));
    expect((await claim('first-deposit-gift')).json().message).toBe('promotion_nothing_to_claim');
    expect((await claim('welcome-match')).json().message).toBe('promotion_wrong_action');
    expect((await join('signup-gift')).json().message).toBe('promotion_wrong_action');
    expect((await join('carnival-match')).json().message).toBe('promotion_not_open');
    expect((await join('vip-birthday')).json().message).toBe('promotion_not_eligible');
    expect((await post('/wps/relay/MCSFE_joinPromotion', { promotionId: 999_999 }, member)).json().message).toBe(
      'promotion_not_found',
    );
    expect((await post('/wps/relay/MCSFE_joinPromotion', { promotionId: 'x' }, member)).json().message).toBe(
      'bad_request',
    );
    expect((await post('/wps/relay/MCSFE_forfeitBonus', { bonusId: 1 }, member)).json().message).toBe(
      'bonus_not_found',
    );
    expect([await entries(), await bonusCount()]).toEqual([e0, b0]);
    expect(await wallet(app, member)).toMatchObject({ main: '0.00', bonus: '0.00' });
  });

  it('matches a paid deposit once, holds withdrawals while turnover is open, and releases the bonus when met', async () => {
    const id = await promotionId(app, 'welcome-match');
    expect((await post('/wps/relay/MCSFE_joinPromotion', { promotionId: id }, member)).json().value.status).toBe(
      'joined',
    );
    expect((await post('/wps/relay/MCSFE_joinPromotion', { promotionId: id }, member)).json().message).toBe(
      'promotion_already_joined',
    );
    await paidDeposit(app, member, '100.00');
    await matchDeposits(app.deps.db);
    await matchDeposits(app.deps.db);
    expect(await wallet(app, member)).toMatchObject({ main: '100.00', bonus: '100.00' });
    const detail = (await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, member)).json().value;
    expect(detail).toMatchObject({
      status: 'issued',
      entry: { status: 'issued', amount: '100.00' },
      bonus: { amount: '100.00', depositAmount: '100.00', requirement: '1000.00', progress: '0.00', status: 'active' },
    });

    // No withdrawal while the turnover is open: a clear refusal that leaves nothing behind.
    await app.inject({
      method: 'PUT',
      url: '/wps/v2/member/paymentPassword',
      headers: member,
      payload: { password: '246810' },
    });
    await post(
      '/wps/v2/member/boundAccounts',
      {
        kind: 'bank',
        provider: 'Demo Bank',
        accountName: 'Promo New',
        accountNo: '99887766',
        paymentPassword: '246810',
      },
      member,
    );
    const account = (await get('/wps/v2/member/securityConfig', member)).json().value.boundAccounts[0].id;
    const withdraw = () =>
      post('/wps/v2/withdraw/request', { amount: '50', boundAccountId: account, paymentPassword: '246810' }, member);
    const refused = await withdraw();
    expect(refused.json()).toMatchObject({ success: false, message: 'turnover_open', value: { remaining: '1000.00' } });
    expect(
      await countRows(
        app,
        sql`SELECT count(*) AS n FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE m.username = 'promonew1'`,
      ),
    ).toBe(0);
    expect(await wallet(app, member)).toMatchObject({ main: '100.00', held: '0.00' });

    // Valid bets count at their weight: in-house 100 %, live 10 %; a push, fun money and an open round do not.
    await settledRound(app, 'promonew1', 60_000);
    await settledRound(app, 'promonew1', 100_000, { category: 'LIVE', win: 20_000 });
    await settledRound(app, 'promonew1', 100_000, { win: 100_000 });
    await settledRound(app, 'promonew1', 100_000, { asset: 'FUN' });
    await settledRound(app, 'promonew1', 100_000, { status: 'open' });
    await countTurnover(app.deps.db);
    await countTurnover(app.deps.db);
    const bonuses = async () => (await get('/wps/relay/MCSFE_getBonusDetails', member)).json().value;
    expect(await bonuses()).toMatchObject({
      list: [{ progress: '700.00', remaining: '300.00', status: 'active', title: 'Bônus de boas-vindas de 100%' }],
      bonusBalance: '100.00',
      openTurnover: '300.00',
    });

    await settledRound(app, 'promonew1', 40_000, { win: 90_000 });
    await countTurnover(app.deps.db);
    expect(await bonuses()).toMatchObject({ list: [{ progress: '1000.00', remaining: '0.00', status: 'released' }] });
    expect(await wallet(app, member)).toMatchObject({ main: '200.00', bonus: '0.00' });
    expect(await statusOf(member, 'welcome-match')).toBe('claimed');
    expect((await withdraw()).json()).toMatchObject({ success: true, value: { status: 'pending' } });
  });

  it('claims the sign-up gift once and returns it to the house when it expires', async () => {
    const id = await promotionId(app, 'signup-gift');
    const first = (await post('/wps/relay/MCSFE_signUpRequestReward', {}, member)).json();
    expect(first).toMatchObject({ success: true, value: { promotionId: id, amount: '10.00', status: 'issued' } });
    expect(first.value.bonus).toMatchObject({ requirement: '50.00', status: 'active' });
    expect((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: id }, member)).json().message).toBe(
      'promotion_nothing_to_claim',
    );
    expect((await wallet(app, member)).bonus).toBe('10.00');
    await app.deps.db.execute(
      sql`UPDATE bonuses SET expires_at = now() - interval '1 minute' WHERE id = ${first.value.bonus.id}`,
    );
    expect(await expireBonuses(app.deps.db)).toBe(1);
    expect(await expireBonuses(app.deps.db)).toBe(0);
    expect((await wallet(app, member)).bonus).toBe('0.00');
    expect(await statusOf(member, 'signup-gift')).toBe('closed');
    const claims = (await get('/wps/relay/MCS2_getPromotionClaimList', member)).json().value;
    expect(claims.list[0]).toMatchObject({
      promotionId: id,
      status: 'closed',
      amount: '10.00',
      mechanism: 'fixed_bonus',
    });
  });

  it('claims the first deposit gift and lets the member forfeit it', async () => {
    const id = await promotionId(app, 'first-deposit-gift');
    expect(await statusOf(member, 'first-deposit-gift')).toBe('claim');
    const claimed = (await post('/wps/relay/MCSFE_claimPromotion', { promotionId: id }, member)).json().value;
    expect(claimed).toMatchObject({ amount: '20.00', bonus: { requirement: '160.00' } });
    const forfeit = await post('/wps/relay/MCSFE_forfeitBonus', { bonusId: claimed.bonus.id }, member);
    expect(forfeit.json().value).toMatchObject({ status: 'forfeited' });
    expect((await post('/wps/relay/MCSFE_forfeitBonus', { bonusId: claimed.bonus.id }, member)).json().message).toBe(
      'bonus_not_active',
    );
    const other = await loginAs(app, 'demo_player', 'Demo@2026');
    expect((await post('/wps/relay/MCSFE_forfeitBonus', { bonusId: claimed.bonus.id }, other)).json().message).toBe(
      'bonus_not_found',
    );
    expect((await wallet(app, member)).bonus).toBe('0.00');
  });
});

describe('the welcome match pays on the first deposit only', () => {
  const join = (headers: Record<string, string>, id: number) =>
    post('/wps/relay/MCSFE_joinPromotion', { promotionId: id }, headers);

  it('is closed to a member who has deposited, and cannot be joined to match a later deposit', async () => {
    const member = await newMember(app, 'welcome3rd');
    await paidDeposit(app, member, '50.00');
    await paidDeposit(app, member, '60.00');
    const id = await promotionId(app, 'welcome-match');
    expect(await statusOf(member, 'welcome-match')).toBe('closed');
    const e0 = await entries();
    expect((await join(member, id)).json().message).toBe('promotion_not_eligible');
    expect(await entries()).toBe(e0);
    await paidDeposit(app, member, '100.00');
    await matchDeposits(app.deps.db);
    expect(await wallet(app, member)).toMatchObject({ main: '210.00', bonus: '0.00' });
    // The card says so, for the portal to word it.
    const detail = (await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, member)).json().value;
    expect(detail.mechanism).toMatchObject({ kind: 'deposit_match', firstDepositOnly: true });
  });

  it('matches nothing when the first deposit after joining was not a qualifying one', async () => {
    const member = await newMember(app, 'welcomesmall');
    const id = await promotionId(app, 'welcome-match');
    expect((await join(member, id)).json().value.status).toBe('joined');
    await paidDeposit(app, member, '10.00'); // below the match's R$ 20 minimum: the first deposit did not qualify
    await paidDeposit(app, member, '100.00');
    await matchDeposits(app.deps.db);
    expect(await wallet(app, member)).toMatchObject({ main: '110.00', bonus: '0.00' });
  });
});

describe('cashback', () => {
  it('pays a percent of yesterday’s net loss once', async () => {
    const member = await newMember(app, 'promocash1');
    const id = await promotionId(app, 'live-cashback');
    expect(await statusOf(member, 'live-cashback')).toBe('joined');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await settledRound(app, 'promocash1', 150_000, { category: 'LIVE', at: yesterday });
    await settledRound(app, 'promocash1', 50_000, { category: 'LIVE', win: 70_000, at: yesterday });
    const detail = (await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`, member)).json().value;
    expect(detail).toMatchObject({ status: 'claim', claimable: '13.00' }); // 1 % of 1 300.00
    const claim = () => post('/wps/relay/MCSFE_claimPromotion', { promotionId: id }, member);
    expect((await claim()).json().value).toMatchObject({ amount: '13.00', bonus: { requirement: '13.00' } });
    expect((await claim()).json().message).toBe('promotion_nothing_to_claim');
    expect(await statusOf(member, 'live-cashback')).toBe('issued');
  });
});

describe('applications', () => {
  let member: Record<string, string>;
  let id: number;
  const uploads = () => countRows(app, sql`SELECT count(*) AS n FROM uploads`);
  const apply = (body: object) => post('/wps/relay/MCSFE_applyPromotion', { promotionId: id, ...body }, member);
  beforeAll(async () => {
    member = await newMember(app, 'promoapp1');
    id = await promotionId(app, 'big-win-share');
  });

  it('refuses a long comment, a fourth image, an oversized or non-image file, changing nothing', async () => {
    const [e0, u0] = [await entries(), await uploads()];
    const long = await apply({ comment: 'x'.repeat(141), images: [PNG] });
    expect(long.json()).toMatchObject({ message: 'bad_request', value: { fields: [{ field: 'comment' }] } });
    const four = await apply({ comment: 'My ticket', images: [PNG, PNG, PNG, PNG] });
    expect(four.json()).toMatchObject({ message: 'bad_request', value: { fields: [{ field: 'images' }] } });
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expect((await apply({ comment: 'My ticket', images: [big] })).json()).toMatchObject({
      message: 'proof_invalid',
      value: { reason: 'size' },
    });
    const text = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await apply({ comment: 'My ticket', images: [PNG, text] })).json()).toMatchObject({
      message: 'proof_invalid',
      value: { reason: 'type' },
    });
    expect((await apply({ comment: 'My ticket', images: ['data:text/plain;base64,aGk='] })).json().message).toBe(
      'proof_invalid',
    );
    expect([await entries(), await uploads()]).toEqual([e0, u0]);
  });

  it('takes one application with its images for review', async () => {
    const res = (await apply({ comment: ' Won 5 000 on the derby! ', images: [PNG, PNG] })).json();
    expect(res.value).toMatchObject({
      status: 'in_process',
      entry: { comment: 'Won 5 000 on the derby!', status: 'in_process' },
    });
    expect(res.value.entry.imageUrls).toHaveLength(2);
    const image = await get(res.value.entry.imageUrls[0], member);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await apply({ comment: 'again', images: [] })).json().message).toBe('promotion_already_applied');
    // Under review: nothing to claim until an operator approves it.
    expect((await post('/wps/relay/MCSFE_claimPromotion', { promotionId: id }, member)).json().message).toBe(
      'promotion_nothing_to_claim',
    );
  });
});

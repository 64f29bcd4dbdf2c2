import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows } from './auth-helper.ts';
import { cliRunner, enrolledOperator, supportOperator } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';
import { newMember, promotionId, wallet } from './promotions-helper.ts';

let app: App;
let admin: Record<string, string>;
let support: Record<string, string>;
const BRAND = '/admin/api/console/brands/LUMEN/promotions';
const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7]).toString('base64')}`;
const audits = (action: string) =>
  countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = ${action}`);
const bonusesOf = (username: string) =>
  countRows(
    app,
    sql`SELECT count(*) AS n FROM bonuses b JOIN members m ON m.id = b.member_id WHERE m.username = ${username}`,
  );
const ledgerEntries = () => countRows(app, sql`SELECT count(*) AS n FROM ledger_entries`);
/** The id of a member's entry in a promotion (their only one). */
async function entryOf(username: string, promotionId: number): Promise<number> {
  const r = (await app.deps.db.execute(
    sql`SELECT e.id FROM promotion_entries e JOIN members m ON m.id = e.member_id
      WHERE m.username = ${username} AND e.promotion_id = ${promotionId}`,
  )) as unknown as { rows: Array<{ id: number }> };
  const id = r.rows[0]?.id;
  if (id === undefined) throw new Error(`no entry of ${username}`);
  return Number(id);
}

/** An operator CLI command as the admin (app and admin exist once beforeAll ran). */
const run = (name: string, args: string[], stdin = '') => cliRunner(app, admin)(name, args, stdin);

const input = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  category: 'special',
  mechanism: { kind: 'deposit_match', percentBp: 2500, maxBonus: '50.00', minDeposit: '10.00' },
  texts: {
    pt: {
      title: 'Oferta relâmpago',
      summary: 'Só hoje',
      content: '<p>Olá<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    },
    en: {
      title: 'Flash offer',
      summary: 'Today only',
      content: '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p>',
    },
  },
  wagering: { multiple: 5, expiryDays: 7, weights: { RNG: 100, LIVE: 20 } },
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await enrolledOperator(app, 'promo-admin', 'Promo@Admin1', 'admin')).headers;
  support = await supportOperator(app, 'promo-support', 'Promo@Support1');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('promotions in the console', () => {
  it('lets support read but only admins change, and sanitises what an admin writes', async () => {
    const list = (await send('GET', `${BRAND}?size=50`, support)).json().value;
    expect(list.total).toBeGreaterThanOrEqual(8);
    expect((await send('POST', BRAND, support, input('flash'))).json().message).toBe('operator_role_required');
    const created = (await send('POST', BRAND, admin, input('flash'))).json();
    expect(created.value).toMatchObject({ status: 'draft', code: 'flash', mechanism: { repeat: 'once' } });
    expect(created.value.texts.pt.content).toBe('<p>Olá</p>');
    expect(created.value.texts.en.content).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer">there</a></p>');
    expect((await send('POST', BRAND, admin, input('flash'))).json().message).toBe('promotion_code_taken');
    expect(
      (await send('POST', BRAND, admin, { ...input('bad'), texts: { en: { title: 'Only English' } } })).json().message,
    ).toBe('promotion_texts_required');
    expect(
      (
        await send('POST', BRAND, admin, input('bad2', { endsAt: new Date(Date.now() - 3_600_000).toISOString() }))
      ).json().message,
    ).toBe('bad_request');
    expect(await audits('promotions.create')).toBe(1);
  });

  it('moves a promotion through its life: a draft is unseen, live is joinable, paused is not, ended is final', async () => {
    const id = await promotionId(app, 'flash');
    const member = await newMember(app, 'promoflash1');
    const join = () => send('POST', '/wps/relay/MCSFE_joinPromotion', member, { promotionId: id });
    const listed = async () =>
      (await send('GET', '/wps/relay/MCSFE_getAvailablePromotions?pageSize=50', member))
        .json()
        .value.list.some((c: { id: number }) => c.id === id);
    expect(await listed()).toBe(false);
    expect((await join()).json().message).toBe('promotion_not_found');
    const status = (s: string) => send('POST', `/admin/api/console/promotions/${id}/status`, admin, { status: s });
    expect((await status('live')).json().value.status).toBe('live');
    expect(await listed()).toBe(true);
    expect((await status('paused')).json().value.status).toBe('paused');
    expect(await listed()).toBe(false);
    expect((await join()).json().message).toBe('promotion_not_open');
    await run('promotion-status', [String(id), 'live']);
    expect((await join()).json().value.status).toBe('joined');
    const edited = (
      await send('PUT', `/admin/api/console/promotions/${id}`, admin, input('flash', { sort: 3, category: 'limited' }))
    ).json().value;
    expect(edited).toMatchObject({ category: 'limited', sort: 3, entries: 1 });
    expect((await status('ended')).json().value.status).toBe('ended');
    expect((await status('live')).json().message).toBe('promotion_state');
    expect((await send('PUT', `/admin/api/console/promotions/${id}`, admin, input('flash'))).json().message).toBe(
      'promotion_state',
    );
    expect((await send('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, member)).json().value.status).toBe(
      'closed',
    );
    expect(await audits('promotions.start')).toBe(2);
    expect(await audits('promotions.pause')).toBe(1);
    expect(await audits('promotions.end')).toBe(1);
    expect(await audits('promotions.edit')).toBe(1);
  });

  it('creates a promotion from the CLI', async () => {
    const made = (await run('promotion-create', ['LUMEN'], JSON.stringify(input('cli-made')))) as {
      id: number;
      status: string;
    };
    expect(made.status).toBe('draft');
    const list = (await run('promotions', ['LUMEN', 'draft'])) as { rows: Array<{ code: string }> };
    expect(list.rows.map((r) => r.code)).toContain('cli-made');
  });
});

describe('applications under review', () => {
  it('approves with an amount (the member claims it) or rejects with a reason; a decision is made once', async () => {
    const id = await promotionId(app, 'big-win-share');
    const [alice, bob] = [await newMember(app, 'promoalice'), await newMember(app, 'promobob')];
    for (const [who, comment] of [
      [alice, 'Derby win'],
      [bob, 'My ticket'],
    ] as const)
      expect(
        (await send('POST', '/wps/relay/MCSFE_applyPromotion', who, { promotionId: id, comment, images: [PNG] })).json()
          .success,
      ).toBe(true);
    const waiting = (
      await send('GET', '/admin/api/console/brands/LUMEN/promotion-applications?status=in_process', support)
    ).json().value.rows as Array<{ id: number; username: string; imageUrls: string[]; maxAmount: string }>;
    expect(waiting.map((r) => r.username).sort()).toEqual(['promoalice', 'promobob']);
    const a = waiting.find((r) => r.username === 'promoalice');
    const b = waiting.find((r) => r.username === 'promobob');
    if (!a || !b) throw new Error('applications missing');
    expect(a.maxAmount).toBe('300.00');
    const image = await send('GET', a.imageUrls[0] ?? '', support);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await send('GET', '/admin/api/console/promotions/images/999999', support)).statusCode).toBe(404);

    const approve = (amount: string) =>
      send('POST', `/admin/api/console/promotions/applications/${a.id}/approve`, admin, { amount });
    expect(
      (
        await send('POST', `/admin/api/console/promotions/applications/${a.id}/approve`, support, { amount: '10' })
      ).json().message,
    ).toBe('operator_role_required');
    expect((await approve('300.01')).json()).toMatchObject({
      message: 'application_amount_too_high',
      value: { max: '300.00' },
    });
    expect((await wallet(app, alice)).bonus).toBe('0.00');
    // Approved: the amount is fixed and waits for the member's claim; no money moves yet.
    expect((await approve('75.50')).json().value).toMatchObject({ status: 'approved', amount: '75.50' });
    expect((await approve('75.50')).json().message).toBe('application_decided');
    expect(
      (
        await send('POST', `/admin/api/console/promotions/applications/${a.id}/reject`, admin, { reason: 'late' })
      ).json().message,
    ).toBe('application_decided');
    expect((await wallet(app, alice)).bonus).toBe('0.00');
    expect(await bonusesOf('promoalice')).toBe(0);
    const approved = (
      await send('GET', '/admin/api/console/brands/LUMEN/promotion-applications?status=approved', support)
    ).json().value.rows as Array<{ id: number; status: string }>;
    expect(approved).toEqual([expect.objectContaining({ id: a.id, status: 'approved' })]);
    const aliceView = (await send('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, alice)).json().value;
    expect(aliceView).toMatchObject({ status: 'claim', claimable: '75.50', entry: { status: 'claim' }, bonus: null });

    await run('promotion-reject', [String(b.id), 'The', 'screenshot', 'is', 'unreadable']);
    expect(
      (
        await send('POST', `/admin/api/console/promotions/applications/${b.id}/reject`, admin, { reason: 'again' })
      ).json().message,
    ).toBe('application_decided');
    const bobView = (await send('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${id}`, bob)).json().value;
    expect(bobView).toMatchObject({ status: 'rejected', entry: { rejectReason: 'The screenshot is unreadable' } });
    expect((await wallet(app, bob)).bonus).toBe('0.00');
    // A rejected application has nothing to claim.
    expect((await send('POST', '/wps/relay/MCSFE_claimPromotion', bob, { promotionId: id })).json().message).toBe(
      'promotion_nothing_to_claim',
    );
    expect(await audits('promotions.approve')).toBe(1);
    expect(await audits('promotions.reject')).toBe(1);
  });

  it('pays an approved application once, when the member claims it in the rewards centre', async () => {
    const id = await promotionId(app, 'big-win-share');
    const carol = await newMember(app, 'promocarol');
    const apply = { promotionId: id, comment: 'Jackpot!', images: [PNG] };
    expect((await send('POST', '/wps/relay/MCSFE_applyPromotion', carol, apply)).json().success).toBe(true);
    const entry = await entryOf('promocarol', id);
    const claim = () => send('POST', '/wps/relay/MCSFE_claimPromotion', carol, { promotionId: id });
    // Under review: nothing to claim yet, and nothing moves.
    expect((await claim()).json().message).toBe('promotion_nothing_to_claim');
    expect(
      (
        await send('POST', `/admin/api/console/promotions/applications/${entry}/approve`, admin, { amount: '40' })
      ).json().value,
    ).toMatchObject({ status: 'approved', amount: '40.00' });
    expect(
      (
        await send('POST', `/admin/api/console/promotions/applications/${entry}/approve`, admin, { amount: '40' })
      ).json().message,
    ).toBe('application_decided');

    // The rewards centre's list: the entry waits for its claim with the amount approved.
    const claims = async () =>
      (await send('GET', '/wps/relay/MCS2_getPromotionClaimList', carol)).json().value.list as Array<{
        promotionId: number;
        status: string;
        amount: string | null;
      }>;
    expect((await claims())[0]).toMatchObject({ promotionId: id, status: 'claim', amount: '40.00' });
    const cards = (await send('GET', '/wps/relay/MCSFE_getAvailablePromotions?pageSize=50', carol)).json().value
      .list as Array<{ id: number; status: string }>;
    expect(cards.find((c) => c.id === id)?.status).toBe('claim');
    expect(await wallet(app, carol)).toMatchObject({ main: '0.00', bonus: '0.00' });

    const paid = (await claim()).json();
    expect(paid).toMatchObject({
      success: true,
      value: { promotionId: id, amount: '40.00', status: 'issued', bonus: { amount: '40.00', requirement: '200.00' } },
    });
    expect((await wallet(app, carol)).bonus).toBe('40.00');
    const details = (await send('GET', '/wps/relay/MCSFE_getBonusDetails', carol)).json().value;
    expect(details).toMatchObject({
      list: [{ id: paid.value.bonus.id, promotionId: id, amount: '40.00', status: 'active' }],
      bonusBalance: '40.00',
    });
    expect((await claims())[0]).toMatchObject({ promotionId: id, status: 'issued', amount: '40.00' });
    const view = (
      await send('GET', '/admin/api/console/brands/LUMEN/promotion-applications?status=issued', support)
    ).json().value.rows as Array<{ id: number; status: string; amount: string }>;
    expect(view.find((r) => r.id === entry)).toMatchObject({ status: 'issued', amount: '40.00' });

    // Again: refused, and no money moves.
    const before = await ledgerEntries();
    expect((await claim()).json().message).toBe('promotion_nothing_to_claim');
    expect(await bonusesOf('promocarol')).toBe(1);
    expect(await ledgerEntries()).toBe(before);
    expect((await wallet(app, carol)).bonus).toBe('40.00');
    await expectBalancedLedger(app);
  });

  it('keeps an approved application claimable after its promotion ends, and only for the brand’s members', async () => {
    const created = (
      await send(
        'POST',
        BRAND,
        admin,
        input('share-ends', { mechanism: { kind: 'application', maxAmount: '50.00' }, category: 'special' }),
      )
    ).json().value as { id: number };
    const status = (s: string) =>
      send('POST', `/admin/api/console/promotions/${created.id}/status`, admin, { status: s });
    expect((await status('live')).json().value.status).toBe('live');
    const dave = await newMember(app, 'promodave');
    expect(
      (
        await send('POST', '/wps/relay/MCSFE_applyPromotion', dave, {
          promotionId: created.id,
          comment: 'Won big',
          images: [PNG],
        })
      ).json().success,
    ).toBe(true);
    const entry = await entryOf('promodave', created.id);
    await send('POST', `/admin/api/console/promotions/applications/${entry}/approve`, admin, { amount: '12.34' });
    expect((await status('ended')).json().value.status).toBe('ended');
    const detail = (await send('GET', `/wps/relay/MCSFE_getPromotionDetail?id=${created.id}`, dave)).json().value;
    expect(detail).toMatchObject({ status: 'claim', claimable: '12.34' });
    const claim = () => send('POST', '/wps/relay/MCSFE_claimPromotion', dave, { promotionId: created.id });
    expect((await claim()).json().value).toMatchObject({ amount: '12.34', status: 'issued' });
    expect((await claim()).json().message).toBe('promotion_nothing_to_claim');
    expect((await wallet(app, dave)).bonus).toBe('12.34');
    // Another brand's promotion is not found, whatever the member's entries in it: nothing moves.
    const away = (
      await send(
        'POST',
        BRAND,
        admin,
        input('share-away', { mechanism: { kind: 'application', maxAmount: '50.00' }, category: 'special' }),
      )
    ).json().value as { id: number };
    await send('POST', `/admin/api/console/promotions/${away.id}/status`, admin, { status: 'live' });
    await send('POST', '/wps/relay/MCSFE_applyPromotion', dave, { promotionId: away.id, comment: 'Again', images: [] });
    const awayEntry = await entryOf('promodave', away.id);
    await send('POST', `/admin/api/console/promotions/applications/${awayEntry}/approve`, admin, { amount: '5' });
    await app.deps.db.execute(
      sql`INSERT INTO merchants (code, name, config) SELECT 'PROMO-OTHER', 'Other', config FROM merchants WHERE code = 'LUMEN'`,
    );
    await app.deps.db.execute(
      sql`UPDATE promotions SET merchant_id = (SELECT id FROM merchants WHERE code = 'PROMO-OTHER') WHERE id = ${away.id}`,
    );
    expect((await send('POST', '/wps/relay/MCSFE_claimPromotion', dave, { promotionId: away.id })).json().message).toBe(
      'promotion_not_found',
    );
    expect(await bonusesOf('promodave')).toBe(1);
    expect((await wallet(app, dave)).bonus).toBe('12.34');
  });
});

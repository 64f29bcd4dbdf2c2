import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payReferralRewards } from '../../src/modules/referral/index.ts';
import type { App } from '../../src/platform/http.ts';
import { encrypt, loginAs, patchBrand, registrationPayload } from '../auth-helper.ts';
import { operatorHeaders } from '../console-helper.ts';
import { paidDeposit } from '../promotions-helper.ts';
import { memberMoney } from './money-helper.ts';
import { buildPgApp } from './pg-helper.ts';

/**
 * The bonus abuse rules on the real PostgreSQL server: 50 accounts referred by one player register, claim the
 * sign-up gift and make their first deposit at once, 30 of them on the referrer's device. Each gift and each referral
 * reward exists once; the linked ones are held (nothing paid), the others paid; releases racing pay each once.
 */
describe('bonus abuse rules under concurrency', () => {
  let app: App;
  let drop: () => Promise<void>;
  const money = memberMoney(() => app);
  const one = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await money.rows(query))[0] ?? {})[0] ?? 0);

  beforeAll(async () => {
    ({ app, drop } = await buildPgApp());
    await patchBrand(app, (c) => ({ ...c, register: { ...c.register, captchaDisplay: false } }));
  });
  afterAll(async () => drop());

  const register = async (username: string, i: number, extra: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/register',
      payload: await encrypt(app, await registrationPayload(app, { username, ...extra })),
      remoteAddress: `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`,
    });
    if (!res.json().success) throw new Error(`register ${username}: ${res.json().message}`);
  };

  it('50 linked sign-ups, gift claims and first deposits at once: one gift and one reward each, linked ones held', async () => {
    const N = 50;
    const LINKED = 30;
    await register('racereferrer', 999, { deviceFingerprint: 'fp-race-shared-device' });
    const referrer = (await loginAs(app, 'racereferrer', 'Secret@123')).authorization;
    const code = (
      await app.inject({ url: '/wps/relay/MCSFE_getReferralInfo', headers: { authorization: referrer } })
    ).json().value.code;
    const names = Array.from({ length: N }, (_, i) => `racefriend${String(i).padStart(2, '0')}`);
    await Promise.all(
      names.map((u, i) =>
        register(u, i, {
          referralCode: code,
          deviceFingerprint: i < LINKED ? 'fp-race-shared-device' : `fp-race-own-device-${i}`,
        }),
      ),
    );
    const members = await Promise.all(
      names.map(async (u, i) => ({
        authorization: (await loginAs(app, u, 'Secret@123', `10.78.0.${i + 1}`)).authorization,
      })),
    );

    // Every account claims the gift twice and deposits, all at once, while reward runs go on.
    const claim = (h: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/wps/relay/MCSFE_signUpRequestReward', payload: {}, headers: h });
    await Promise.all([
      ...members.flatMap((h) => [claim(h), claim(h), paidDeposit(app, h, '100.00')]),
      ...Array.from({ length: 4 }, () => payReferralRewards(app.deps.db)),
    ]);
    await payReferralRewards(app.deps.db);

    const gifts = await money.rows(
      sql`SELECT b.status, count(*)::int AS n FROM bonuses b JOIN members m ON m.id = b.member_id
        WHERE m.username LIKE 'racefriend%' AND b.source = 'promotion' GROUP BY b.status`,
    );
    const giftsBy = Object.fromEntries(gifts.map((r) => [String(r.status), Number(r.n)]));
    // The first linked claim to take the lock is paid; every later one on the shared device sees it and is held.
    expect(giftsBy).toEqual({ active: N - LINKED + 1, held: LINKED - 1 });
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'promo_bonus'`)).toBe(N - LINKED + 1);

    const rewards = await money.rows(
      sql`SELECT status, count(*)::int AS n FROM bonuses WHERE source = 'referral' GROUP BY status`,
    );
    expect(Object.fromEntries(rewards.map((r) => [String(r.status), Number(r.n)]))).toEqual({
      active: N - LINKED,
      held: LINKED,
    });
    expect(await one(sql`SELECT count(*)::int FROM referrals WHERE status = 'qualified'`)).toBe(N);
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'referral_bonus'`)).toBe(N - LINKED);
    await money.invariants();

    // Two operators release every held reward at once: each is paid once.
    const [a, b] = await Promise.all([
      operatorHeaders(app, 'raceopa', 'Operator@2026pass', 'admin'),
      operatorHeaders(app, 'raceopb', 'Operator@2026pass', 'admin'),
    ]);
    const held = (await app.inject({ url: '/admin/api/console/brands/LUMEN/bonus-holds?size=200', headers: a })).json()
      .value.rows as Array<{ id: number; source: string }>;
    expect(held).toHaveLength(2 * LINKED - 1);
    const referralHolds = held.filter((h) => h.source === 'referral');
    const answers = await Promise.all(
      referralHolds.flatMap((h) =>
        [a, b].map((op) =>
          app.inject({
            method: 'POST',
            url: `/admin/api/console/bonus-holds/${h.id}/release`,
            payload: {},
            headers: op,
          }),
        ),
      ),
    );
    expect(answers.filter((r) => r.json().success)).toHaveLength(LINKED);
    expect(new Set(answers.filter((r) => !r.json().success).map((r) => r.json().message))).toEqual(
      new Set(['bonus_not_held']),
    );
    expect(await one(sql`SELECT count(*)::int FROM ledger_transfers WHERE kind = 'referral_bonus'`)).toBe(N);
    const referrerId = await one(sql`SELECT id FROM members WHERE username = 'racereferrer'`);
    expect(
      await one(
        sql`SELECT balance FROM ledger_accounts WHERE member_id = ${referrerId} AND purpose = 'bonus' AND asset = 'CASH'`,
      ),
    ).toBe(N * 2000);
    expect(await one(sql`SELECT count(*)::int FROM operator_audit WHERE action = 'bonus.release'`)).toBe(LINKED);
    await money.invariants();
  }, 240_000);
});

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { checkInvariants, house, memberMain, postTransfer } from '../src/modules/wallet/index.ts';

const MIGRATION = '0938_house_per_brand.sql';
const dir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/**
 * Migration 0938 on a ledger written before it: three brands' members deposit into, bet against and are paid from
 * the same installation-wide house accounts (also by house-to-house postings with and without a member, and a prize
 * pool), then the migration gives each brand its own house accounts. Each brand's house balance is what its own
 * transfers made, the brands' balances sum to each old balance, and every rewritten entry reads as its brand's own.
 */
describe('migration 0938: house accounts per brand', () => {
  let database: Database;
  type Row = Record<string, string>;
  const query = (text: string, params: unknown[] = []) =>
    database.session((run) => run<Row>(text, params)) as Promise<Row[]>;
  /** Brands A (default), B, C; members a1, a2 of A, b1 of B, c1 of C; the old balances of the house accounts. */
  const ids: Record<string, number> = {};
  let oldHouse: Row[] = [];
  let oldTransfers: Row[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const files = (await readdir(dir)).filter((f) => f.endsWith('.sql') && f < MIGRATION).sort();
    await database.session(async (run) => {
      await run(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const f of files) {
        await run(await readFile(dir + f, 'utf8'));
        await run('INSERT INTO schema_migrations (name) VALUES ($1)', [f]);
      }
    });
    for (const [code, dflt] of [
      ['A', true],
      ['B', false],
      ['C', false],
    ] as const) {
      const [m] = await query(
        "INSERT INTO merchants (code, name, is_default, config) VALUES ($1, $1, $2, '{}') RETURNING id::text",
        [code, dflt],
      );
      ids[code] = Number(m?.id);
    }
    for (const [name, brand] of [
      ['a1', 'A'],
      ['a2', 'A'],
      ['b1', 'B'],
      ['c1', 'C'],
    ] as const) {
      const [m] = await query(
        "INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, $2, 'x') RETURNING id::text",
        [ids[brand], name],
      );
      ids[name] = Number(m?.id);
    }
    const [event] = await query(
      `INSERT INTO raffle_events (merchant_id, kind, texts, rules, starts_at, ends_at)
        VALUES ($1, 'red_envelope', '{}', '{}', now(), now() + interval '1 day') RETURNING id::text`,
      [ids.C],
    );
    const poolOfC = `raffle:${event?.id}`;
    // The posting function as it was before 0938: house accounts named without a brand, shared by every brand.
    const post = (
      from: [string, number | null, string],
      to: [string, number | null, string],
      amount: number,
      member: number | null,
    ) =>
      query("SELECT outcome FROM ledger_post($1, $2, $3, $4, $5, $6, $7, 'CASH', 'test', $8, NULL, NULL, 'h')", [
        ...from,
        ...to,
        amount,
        member,
      ]).then(([r]) => expect(r?.outcome).toBe('posted'));
    const m = (name: string): [string, number, string] => ['member', ids[name] as number, 'main'];
    const h = (purpose: string): [string, null, string] => ['house', null, purpose];
    for (const [name, amount] of [
      ['a1', 100_000],
      ['a2', 40_000],
      ['b1', 70_000],
      ['c1', 9_000],
    ] as const)
      await post(h('cashier'), m(name), amount, ids[name] as number);
    // Rounds on one shared vendor account, interleaved between the brands.
    for (const [name, bet, won] of [
      ['a1', 1_000, 0],
      ['b1', 2_000, 5_000],
      ['a2', 500, 900],
      ['c1', 300, 0],
      ['b1', 1_000, 0],
      ['a1', 700, 2_100],
    ] as const) {
      await post(m(name), h('vendor:LVB#1'), bet, ids[name] as number);
      if (won > 0) await post(h('vendor:LVB#1'), m(name), won, ids[name] as number);
    }
    // House to house for a member (B's), and with no member at all (the default brand's).
    await post(h('promotions'), h('cashier'), 1_200, ids.b1 as number);
    await post(h('adjustments'), h('cashier'), 300, null);
    // C's pool funded from the house with no member, then a draw to C's member; a pool with no event, no member.
    await post(h('raffle'), ['pool', null, poolOfC], 2_000, null);
    await post(['pool', null, poolOfC], m('c1'), 600, ids.c1 as number);
    await post(h('raffle'), ['pool', null, 'raffle:orphan'], 50, null);
    // A withdrawal of A's member.
    await post(m('a2'), h('withdrawals_paid'), 10_000, ids.a2 as number);
    oldHouse = await query(
      "SELECT owner_kind, purpose, balance::text AS balance FROM ledger_accounts WHERE owner_kind <> 'member' ORDER BY 1, 2",
    );
    oldTransfers = await query(
      'SELECT id::text, amount::text, kind, member_id::text FROM ledger_transfers ORDER BY id',
    );
    expect(await migrate(database)).toContain(MIGRATION);
  });
  afterAll(async () => database.close());

  /** A brand's non-member balances by owner kind and purpose. */
  const brandHouse = async (brand: string) =>
    Object.fromEntries(
      (
        await query(
          `SELECT owner_kind || ' ' || purpose AS k, balance::text AS b FROM ledger_accounts
            WHERE owner_kind <> 'member' AND merchant_id = $1 AND balance <> 0`,
          [ids[brand]],
        )
      ).map((r) => [r.k, Number(r.b)]),
    );

  it('gives each brand the house balances its own transfers made, summing to each old balance', async () => {
    expect(await brandHouse('A')).toEqual({
      // Deposits 140,000 out; the no-member house posting (300 in) is the default brand's.
      'house cashier': -140_000 + 300,
      'house adjustments': -300,
      // a1: 1,000 + 700 bet, 2,100 won; a2: 500 bet, 900 won.
      'house vendor:LVB#1': 2_200 - 3_000,
      'house withdrawals_paid': 10_000,
      // The orphan pool and its funding have no brand but the default one.
      'house raffle': -50,
      'pool raffle:orphan': 50,
    });
    expect(await brandHouse('B')).toEqual({
      'house cashier': -70_000 + 1_200,
      'house promotions': -1_200,
      'house vendor:LVB#1': 3_000 - 5_000,
    });
    expect(await brandHouse('C')).toEqual({
      'house cashier': -9_000,
      'house vendor:LVB#1': 300,
      'house raffle': -2_000,
      [`pool raffle:${(await query('SELECT id::text FROM raffle_events'))[0]?.id}`]: 1_400,
    });
    const summed = await query(
      `SELECT owner_kind, purpose, SUM(balance)::text AS balance FROM ledger_accounts WHERE owner_kind <> 'member'
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(summed).toEqual(oldHouse);
  });

  it('keeps every transfer and reads every entry as its own account’s, in order', async () => {
    expect(
      await query('SELECT id::text, amount::text, kind, member_id::text FROM ledger_transfers ORDER BY id'),
    ).toEqual(oldTransfers);
    // Each transfer names the accounts its two entries are on, and both belong to one brand.
    const [wrong] = await query(
      `SELECT count(*)::text AS n FROM ledger_transfers t
        JOIN ledger_entries f ON f.transfer_id = t.id AND f.amount < 0
        JOIN ledger_entries o ON o.transfer_id = t.id AND o.amount > 0
        JOIN ledger_accounts fa ON fa.id = t.from_account JOIN ledger_accounts oa ON oa.id = t.to_account
        WHERE f.account_id <> t.from_account OR o.account_id <> t.to_account OR fa.merchant_id <> oa.merchant_id`,
    );
    expect(wrong?.n).toBe('0');
    // Versions 1..n per account in the old order, each balance after the running sum, the account at the last.
    const [bad] = await query(
      `SELECT count(*)::text AS n FROM (
        SELECT e.account_version, e.balance_after,
          row_number() OVER w AS v, sum(e.amount) OVER w AS b, a.balance, a.version,
          count(*) OVER (PARTITION BY e.account_id) AS entries
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WINDOW w AS (PARTITION BY e.account_id ORDER BY e.id ROWS UNBOUNDED PRECEDING)) x
        WHERE x.account_version <> x.v OR x.balance_after <> x.b OR (x.v = x.entries AND (x.balance <> x.b OR x.version <> x.v))`,
    );
    expect(bad?.n).toBe('0');
    // Members' accounts carry their members' brand.
    const [members] = await query(
      `SELECT count(*)::text AS n FROM ledger_accounts a JOIN members m ON m.id = a.member_id
        WHERE a.merchant_id <> m.merchant_id`,
    );
    expect(members?.n).toBe('0');
    const inv = await checkInvariants(database.db);
    expect(inv).toMatchObject({ mismatched: 0, crossBrand: 0, sums: { CASH: '0' } });
    for (const brand of ['A', 'B', 'C']) expect(inv.brands[ids[brand] as number]).toEqual({ CASH: '0' });
  });

  it("posts on after the migration: a member's next posting lands in its brand's rewritten house account", async () => {
    const b1 = ids.b1 as number;
    const t = await postTransfer(database.db, {
      from: memberMain(b1),
      to: house('withdrawals_paid'),
      amount: 1_000n,
      kind: 'withdrawal',
      memberId: b1,
    });
    const [acc] = await query(
      `SELECT a.merchant_id::text AS brand, a.purpose, e.account_version::text AS v FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transfer_id = $1 AND e.amount > 0`,
      [t.transferId],
    );
    expect(acc).toEqual({ brand: String(ids.B), purpose: `withdrawals_paid#${b1 % 16}`, v: '1' });
    // The shared vendor account B now has of its own continues its recounted versions.
    await postTransfer(database.db, {
      from: memberMain(b1),
      to: { kind: 'house', code: 'vendor:LVB#1' },
      amount: 10n,
      kind: 'bet',
    });
    const [vendor] = await query(
      `SELECT version::text AS v, balance::text AS b FROM ledger_accounts
        WHERE owner_kind = 'house' AND purpose = 'vendor:LVB#1' AND merchant_id = $1`,
      [ids.B],
    );
    expect(vendor).toEqual({ v: '4', b: String(3_000 - 5_000 + 10) });
    const inv = await checkInvariants(database.db);
    expect(inv).toMatchObject({ mismatched: 0, crossBrand: 0 });
  });
});

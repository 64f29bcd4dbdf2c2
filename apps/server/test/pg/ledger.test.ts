import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  checkInvariants,
  HOUSE_SHARDS,
  house,
  memberBalances,
  memberMain,
  postTransfer,
} from '../../src/modules/wallet/ledger.ts';
import { freshPgDatabase } from './pg-helper.ts';

describe('ledger on a real PostgreSQL server under concurrency', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let memberId: number;
  beforeAll(async () => {
    ({ database, drop } = await freshPgDatabase());
    const r = (await database.db.execute(
      "INSERT INTO members (merchant_id, username, password_hash) SELECT id, 'race_member', 'x' FROM merchants WHERE is_default RETURNING id" as never,
    )) as unknown as { rows: Array<{ id: number }> };
    memberId = Number(r.rows[0]?.id);
  });
  afterAll(async () => drop());

  const invariantsHold = async () => {
    const inv = await checkInvariants(database.db);
    expect(inv.mismatched).toBe(0);
    for (const total of Object.values(inv.sums)) expect(total).toBe('0');
  };

  /** A deposit from the house's cashier to the member's wallet. */
  const fund = (amount: bigint) =>
    postTransfer(database.db, { from: house('cashier'), to: memberMain(memberId), amount, kind: 'deposit', memberId });

  /** The id of the member's account or of the member's shard of a house account. */
  const accountId = async (owner: 'member' | 'house', purpose: string) => {
    const key = owner === 'house' ? `${purpose}#${memberId % HOUSE_SHARDS}` : purpose;
    const found = (await database.db.execute(
      sql`SELECT id FROM ledger_accounts WHERE owner_kind = ${owner} AND purpose = ${key}
        AND (owner_kind = 'house' OR member_id = ${memberId})`,
    )) as unknown as { rows: Array<{ id: string }> };
    return Number(found.rows[0]?.id);
  };

  // A posting locks the lower account id first: through the source's update when the source has it, by a lock of the
  // destination's own when the destination has it. Both orders, each under 200 debits at once.
  it.each([
    ['made after the wallet (the source locked first)', 'vendor:LSL', 1],
    ['made before the wallet (the destination locked first)', 'cashier', -1],
  ])(
    'lets exactly 100 of 200 concurrent 1.00 debits from a 100.00 wallet to a house account %s, ending at 0.00',
    async (_, purpose, order) => {
      await fund(10_000n);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, () =>
          postTransfer(database.db, {
            from: memberMain(memberId),
            to: house(purpose),
            amount: 100n,
            kind: 'bet',
            memberId,
          }),
        ),
      );
      expect(Math.sign((await accountId('house', purpose)) - (await accountId('member', 'main')))).toBe(order);
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(ok).toHaveLength(100);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'insufficient_funds' });
      expect((await memberBalances(database.db, memberId)).get('main')).toBe(0n);
      await invariantsHold();
    },
  );

  it('moves money both ways between a wallet and a house account at once without a deadlock (locks in id order)', async () => {
    await fund(10_000n);
    const way = (out: boolean) =>
      postTransfer(database.db, {
        from: out ? memberMain(memberId) : house('cashier'),
        to: out ? house('cashier') : memberMain(memberId),
        amount: 1n,
        kind: out ? 'withdrawal' : 'deposit',
        memberId,
      });
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => way(i % 2 === 0)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await memberBalances(database.db, memberId)).get('main')).toBe(10_000n);
    await postTransfer(database.db, {
      from: memberMain(memberId),
      to: house('cashier'),
      amount: 10_000n,
      kind: 'withdrawal',
      memberId,
    });
    await invariantsHold();
  });

  it('applies one idempotency key sent 10 times at once exactly once, with identical answers', async () => {
    await fund(5_000n);
    const req = {
      from: house('cashier'),
      to: memberMain(memberId),
      amount: 2_500n,
      kind: 'deposit',
      memberId,
      idempotencyKey: 'pg:same-key',
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postTransfer(database.db, req)));
    const ids = new Set(answers.map((a) => a.transferId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.toBalance)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed).length).toBe(1);
    expect((await memberBalances(database.db, memberId)).get('main')).toBe(7_500n);
    await invariantsHold();
  });

  it("posts inside the caller's transaction: a refusal leaves it usable, a rollback takes the posting back", async () => {
    const before = (await memberBalances(database.db, memberId)).get('main') ?? 0n;
    const refusedThenRolledBack = database.db.transaction(async (tx) => {
      await postTransfer(tx, {
        from: house('cashier'),
        to: memberMain(memberId),
        amount: 100n,
        kind: 'deposit',
        memberId,
      });
      await expect(
        postTransfer(tx, { from: memberMain(memberId), to: house('x'), amount: 10n ** 12n, kind: 'bet', memberId }),
      ).rejects.toMatchObject({ key: 'insufficient_funds' });
      // The transaction is still usable after the refusal...
      expect((await memberBalances(tx, memberId)).get('main')).toBe(before + 100n);
      throw new Error('the action fails after its posting');
    });
    await expect(refusedThenRolledBack).rejects.toThrow('the action fails');
    // ...and its posting went back with it.
    expect((await memberBalances(database.db, memberId)).get('main')).toBe(before);
    await invariantsHold();
  });

  it('answers a repeated key with another body as a conflict, and the same body with the first balances', async () => {
    const req = { from: house('cashier'), to: memberMain(memberId), amount: 300n, kind: 'deposit', memberId };
    const first = await postTransfer(database.db, { ...req, idempotencyKey: 'pg:k2' });
    const again = await postTransfer(database.db, { ...req, idempotencyKey: 'pg:k2' });
    expect(again).toEqual({ ...first, replayed: true });
    await expect(postTransfer(database.db, { ...req, amount: 301n, idempotencyKey: 'pg:k2' })).rejects.toMatchObject({
      key: 'idempotency_conflict',
    });
  });

  /**
   * The plan of `explain` (an EXPLAIN statement) with sequential scans ruled out, after `setup` in the same transaction:
   * a lookup no index serves still plans as a sequential scan (or a walk of the whole primary key).
   */
  const planWithoutSeqScans = (explain: string, params: unknown[] = [], setup: string[] = []) =>
    database.session(async (query) => {
      await query('BEGIN');
      try {
        await query('SET LOCAL enable_seqscan = off');
        for (const statement of setup) await query(statement);
        const rows = await query<{ 'QUERY PLAN': unknown }>(explain, params);
        return JSON.stringify(rows[0]?.['QUERY PLAN']);
      } finally {
        await query('ROLLBACK');
        await query('DEALLOCATE ALL');
      }
    });

  it("reads a repeated key's first balances through an index, never the whole ledger", async () => {
    // The lookup ledger_post makes for a replay.
    const plan = await planWithoutSeqScans(
      'EXPLAIN (FORMAT JSON) SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = $1 AND e.amount < 0',
      [1],
    );
    expect(plan).toContain('"Index Name":"ledger_entries_transfer"');
    expect(plan).not.toContain('Seq Scan');
  });

  /**
   * A statement of an installed function (the groups `pattern` captures, joined; a PERFORM runs as a SELECT), its named
   * parameters numbered, planned generically as PL/pgSQL runs it.
   */
  const functionStatementPlan = async (fn: string, pattern: RegExp, names: string[], types: string, args: string) => {
    const [row] = await database.session((query) =>
      query<{ prosrc: string }>(
        'SELECT prosrc FROM pg_proc WHERE proname = $1 AND pronamespace = current_schema()::regnamespace',
        [fn],
      ),
    );
    const found = (pattern.exec(row?.prosrc ?? '') ?? [])
      .slice(1)
      .join(' ')
      .replace(/^PERFORM /, 'SELECT ');
    const statement = names.reduce((text, name, i) => text.replaceAll(name, `$${i + 1}`), found);
    expect(statement).not.toBe('');
    return {
      statement,
      plan: await planWithoutSeqScans(
        `EXPLAIN (FORMAT JSON) EXECUTE lookup (${args})`,
        [],
        ['SET LOCAL plan_cache_mode = force_generic_plan', `PREPARE lookup (${types}) AS ${statement}`],
      ),
    };
  };

  it("finds a posting's accounts through their key index and locks and moves them by id, never reading every account", async () => {
    // ledger_post's lookup of a member's account by its key...
    const byKey = await functionStatementPlan(
      'ledger_post',
      /(SELECT a\.id, a\.merchant_id) INTO v_from, v_from_brand (FROM ledger_accounts a WHERE[\s\S]*?);/,
      ['p_from_owner', 'p_from_member', 'p_from_purpose', 'p_asset'],
      'text, integer, text, text',
      "'member', 1, 'main', 'CASH'",
    );
    expect(byKey.statement).toContain('COALESCE(a.member_id, a.merchant_id) = $2');
    expect(byKey.plan).toContain('"Index Name":"ledger_accounts_key"');
    expect(byKey.plan).not.toContain('Seq Scan');
    // ...and of the house account on the other side by the same key, its owner being the member's brand...
    const houseByKey = await functionStatementPlan(
      'ledger_post',
      /(SELECT a\.id, a\.merchant_id) INTO v_to, v_to_brand (FROM ledger_accounts a WHERE a\.owner_kind = p_to_owner\s+AND COALESCE\(a\.member_id, a\.merchant_id\) = COALESCE\(p_to_member, p_merchant, v_from_brand\)[\s\S]*?);/,
      ['p_to_owner', 'p_to_member', 'p_merchant', 'v_from_brand', 'p_to_purpose', 'p_asset'],
      'text, integer, integer, integer, text, text',
      "'house', NULL, NULL, 1, 'cashier#1', 'CASH'",
    );
    expect(houseByKey.plan).toContain('"Index Name":"ledger_accounts_key"');
    expect(houseByKey.plan).not.toContain('Seq Scan');
    // ...the lock of both, in id order, before an idempotency key's check...
    const lock = await functionStatementPlan(
      'ledger_post',
      /(PERFORM FROM ledger_accounts a WHERE a\.id IN[\s\S]*?);/,
      ['v_from', 'v_to'],
      'bigint, bigint',
      '1, 2',
    );
    expect(lock.statement).toContain('ORDER BY a.id FOR UPDATE');
    expect(lock.plan).toContain('"Index Name":"ledger_accounts_pkey"');
    expect(lock.plan).not.toContain('Seq Scan');
    // ...and the source's update, which takes its lock and checks its balance in one statement.
    const take = await functionStatementPlan(
      'ledger_post',
      /(UPDATE ledger_accounts a SET balance = a\.balance - p_amount[\s\S]*?RETURNING a\.balance, a\.version, a\.watched) INTO/,
      ['p_amount', 'v_from', 'p_from_owner'],
      'bigint, bigint, text',
      "1, 1, 'member'",
    );
    expect(take.statement).toContain('a.balance >= $1');
    expect(take.plan).toContain('"Index Name":"ledger_accounts_pkey"');
    expect(take.plan).not.toContain('Seq Scan');
  });

  it('refuses to edit or delete ledger rows', async () => {
    await expect(database.db.execute('UPDATE ledger_entries SET amount = 0' as never)).rejects.toThrow();
    await expect(database.db.execute('DELETE FROM ledger_transfers' as never)).rejects.toThrow();
  });
});

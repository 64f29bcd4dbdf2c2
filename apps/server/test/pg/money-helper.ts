import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkInvariants } from '../../src/modules/wallet/ledger.ts';
import type { App } from '../../src/platform/http.ts';
import { loginAs } from '../auth-helper.ts';
import { operatorHeaders } from '../console-helper.ts';

type Row = Record<string, unknown>;

/** The member money calls as a client sends them, on a server over real PostgreSQL. */
export function memberMoney(app: () => App) {
  const rows = async (query: SQL) => ((await app().deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    app().inject({ method, url, headers, payload: payload as object });

  /** A member with a payment password and a bound account, as the withdrawal screens need. */
  const member = async (username: string, paymentPassword = '123456') => {
    const headers = { authorization: (await loginAs(app(), username, 'Demo@2026')).authorization };
    const id = Number((await call('GET', '/wps/member/info', headers)).json().value.id);
    await call('PUT', '/wps/v2/member/paymentPassword', headers, { password: paymentPassword });
    await call('POST', '/wps/v2/member/boundAccounts', headers, {
      kind: 'bank',
      provider: 'Demo Bank',
      accountName: 'Demo Member',
      accountNo: `${id}${randomBytes(3).toString('hex')}`,
      paymentPassword,
    });
    const accountId = Number(
      (await call('GET', '/wps/v2/member/securityConfig', headers)).json().value.boundAccounts[0].id,
    );
    return { headers, id, accountId, paymentPassword };
  };

  /** A logged-in finance operator (a new one per call, so two can act at once). */
  const financeOperator = async () => {
    const username = `fin${randomBytes(4).toString('hex')}`;
    return (await operatorHeaders(app(), username, 'Finance@2026', 'finance')) as { authorization: string };
  };

  /** Main, held and their sum in cents, straight from the ledger. */
  const balances = async (memberId: number) => {
    const list = await rows(
      sql`SELECT purpose, balance::text AS b FROM ledger_accounts WHERE owner_kind = 'member' AND member_id = ${memberId} AND asset = 'CASH'`,
    );
    const of = (p: string) => BigInt(String(list.find((r) => r.purpose === p)?.b ?? '0'));
    return { main: of('main'), held: of('held'), total: list.reduce((s, r) => s + BigInt(String(r.b)), 0n) };
  };

  /** Sums per asset zero, balances equal entries, no member account below zero. */
  const invariants = async () => {
    const inv = await checkInvariants(app().deps.db);
    expect(inv.mismatched).toBe(0);
    expect(inv.crossBrand).toBe(0);
    for (const total of Object.values(inv.sums)) expect(total).toBe('0');
    for (const assets of Object.values(inv.brands)) for (const t of Object.values(assets)) expect(t).toBe('0');
    const negative = await rows(
      sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE owner_kind = 'member' AND balance < 0`,
    );
    expect(negative[0]?.n).toBe(0);
  };

  /**
   * A crash at a chosen moment: every statement matching `when` on `table` fails (a trigger that raises), as if the
   * process died just there. What the failed call committed before that point is what a crash would leave behind.
   */
  const crashOn = (table: string, events: Events, when: string) =>
    trigger(table, events, when, `RAISE EXCEPTION 'simulated crash'`);

  /** A slow database at a chosen statement (it waits `seconds` first), so that concurrent calls overlap there. */
  const slowOn = (table: string, events: Events, seconds: number) =>
    trigger(table, events, 'true', `PERFORM pg_sleep(${seconds}); RETURN NEW`);

  type Events = 'INSERT' | 'UPDATE' | 'INSERT OR UPDATE';
  const trigger = async (table: string, events: Events, when: string, body: string) => {
    const name = `fault_${randomBytes(4).toString('hex')}`;
    await app().deps.db.execute(
      sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; END $$`),
    );
    await app().deps.db.execute(
      sql.raw(
        `CREATE TRIGGER ${name} BEFORE ${events} ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`,
      ),
    );
    return async () => {
      await app().deps.db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
      await app().deps.db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    };
  };

  return { rows, call, member, financeOperator, balances, invariants, crashOn, slowOn };
}

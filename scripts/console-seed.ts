import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../apps/server/src/modules/operator/service.ts';
import { house, memberMain, postTransfer } from '../apps/server/src/modules/wallet/ledger.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { loginAs } from '../apps/server/test/auth-helper.ts';

/** A real PNG (a pale receipt with a few dark lines) so proof images show as images. */
export function receiptPng(w = 240, h = 150): string {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const line = y > 20 && y % 18 < 3 && x > 16 && x < w - 16 - ((y * 7) % 60);
      const v = line ? 70 : 246;
      raw.set([v, v, line ? 90 : 240], y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const NAMES = [
  'lucas.m',
  'ana_souza',
  'wei88',
  'joao.p',
  'mariana.r',
  'li_na',
  'pedro77',
  'camila.f',
  'zhang.wei',
  'rafael_g',
  'beatriz.s',
  'chen_yu',
  'gabriel.o',
  'larissa.t',
  'wang_fang',
  'thiago.b',
  'julia.c',
  'liu.yang',
  'felipe_a',
  'sofia.l',
  'bruno.k',
  'isabela.n',
  'zhao_lei',
  'mateus.d',
  'leticia.v',
  'huang.min',
  'diego.r',
  'fernanda.q',
];
let seed = 7;
const rand = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T;

/**
 * A busy fortnight for screenshots: members registered over 14 days, manual deposits decided and waiting, bets and
 * wins, withdrawals in every state, and operators who acted. Dates are spread over the days afterwards (this
 * throwaway database lifts the ledger's append-only trigger for that step only).
 */
export async function seedBusyFortnight(app: App, finance: Record<string, string>) {
  const db = app.deps.db;
  const q = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [demo] = await q(sql`SELECT password_hash, merchant_id FROM members WHERE username = 'demo_player'`);
  for (const [i, name] of NAMES.entries())
    await q(sql`INSERT INTO members (merchant_id, username, password_hash, nickname, mobile, dialing_code, email, language, is_agent)
      VALUES (${demo?.merchant_id}, ${name}, ${demo?.password_hash}, ${name.split(/[._]/)[0] ?? name}, ${`1198${String(7000000 + i * 7919).slice(0, 7)}`}, '+55',
        ${`${name.replace(/[._]/g, '')}@mail.example`}, ${pick(['pt', 'pt', 'en', 'zh'])}, ${i % 9 === 4 ? 1 : 0})
      ON CONFLICT (merchant_id, username) DO NOTHING`); // the demo already has some of these players
  const png = receiptPng();
  const players = (await q(sql`SELECT id, username FROM members WHERE is_agent IN (0, 1) ORDER BY id`)).map((r) => ({
    id: Number(r.id),
    username: String(r.username),
  }));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, payload });
  const [bank] = (await q(sql`SELECT id FROM deposit_channels WHERE kind = 'manual' ORDER BY id LIMIT 1`)).map((r) =>
    Number(r.id),
  );
  const games = (await q(sql`SELECT node_id, vassalage FROM games ORDER BY node_id LIMIT 40`)).map((r) => ({
    node: Number(r.node_id),
    vendor: String(r.vassalage),
  }));
  let ip = 10;
  let made = 0;
  for (const [i, p] of players.entries()) {
    const auth = await loginAs(app, p.username, 'Demo@2026', `10.1.${Math.floor(ip / 250)}.${ip++ % 250}`).catch(
      () => null,
    );
    if (!auth) continue;
    const player = { authorization: auth.authorization };
    const deposits = 1 + Math.floor(rand() * 3);
    for (let d = 0; d < deposits; d++) {
      const amount = pick(['50', '100', '150', '200', '300', '500', '800', '1000', '1500']);
      const res = await call('POST', '/wps/v2/deposit/manual', player, { channelId: bank, amount, proofs: [png] });
      const ref = res.json().value?.ref as string | undefined;
      if (!ref) continue;
      const waiting = i % 7 === 3 && d === deposits - 1;
      if (waiting) continue;
      const approve = rand() > 0.12;
      await call('POST', `/admin/api/deposits/${ref}/decision`, finance, { approve });
      if (!approve)
        await call('POST', `/admin/api/console/deposits/${ref}/reason`, finance, {
          reason: pick([
            'Proof does not match the amount',
            'Payer name differs from the account',
            'Duplicate of an earlier transfer',
          ]),
        });
    }
    for (let b = 0; b < 4 + Math.floor(rand() * 10); b++) {
      const g = pick(games);
      const bet = BigInt(500 * (1 + Math.floor(rand() * 30)));
      const posted = await postTransfer(db, {
        from: memberMain(p.id),
        to: house(`vendor:${g.vendor}`),
        amount: bet,
        kind: 'bet',
        memberId: p.id,
      }).catch(() => null);
      if (!posted) break;
      const win = rand() < 0.42 ? (bet * BigInt(Math.floor(rand() * 30))) / 10n : 0n;
      if (win > 0n)
        await postTransfer(db, {
          from: house(`vendor:${g.vendor}`),
          to: memberMain(p.id),
          amount: win,
          kind: 'win',
          memberId: p.id,
        });
      await q(sql`INSERT INTO game_rounds (provider, round_id, member_id, node_id, bet, win, status, settled_at)
        VALUES ('inhouse', ${`R${p.id}-${b}-${Math.floor(rand() * 1e9)}`}, ${p.id}, ${g.node}, ${bet.toString()}, ${win.toString()}, 'settled', now())`);
    }
    if (i % 2 === 0) {
      await call('PUT', '/wps/v2/member/paymentPassword', player, { password: '123456' });
      await call('POST', '/wps/v2/member/boundAccounts', player, {
        kind: 'bank',
        provider: pick(['Banco do Brasil', 'Itaú', 'Nubank', 'Bradesco']),
        accountName: p.username.replace(/[._]/g, ' '),
        accountNo: String(10000000 + Math.floor(rand() * 89999999)),
        paymentPassword: '123456',
      });
      const account = (await call('GET', '/wps/v2/member/securityConfig', player)).json().value?.boundAccounts?.[0]?.id;
      const w = (
        await call('POST', '/wps/v2/withdraw/request', player, {
          amount: pick(['60', '100', '150', '200', '250']),
          boundAccountId: account,
          paymentPassword: '123456',
        })
      ).json().value;
      if (!w?.id) continue;
      const fate = made++ % 6;
      if (fate === 0) continue; // waiting
      if (fate === 4) {
        await call('POST', `/admin/api/withdrawals/${w.id}/decision`, finance, { approve: false });
        await call('POST', `/admin/api/console/withdrawals/${w.id}/reason`, finance, {
          reason: 'Bound account name differs from the payee',
        });
        continue;
      }
      await call('POST', `/admin/api/withdrawals/${w.id}/decision`, finance, { approve: true });
      if (fate === 2)
        await call('POST', '/wps/relay/MCSFE_processC2CTransaction', player, {
          id: w.id,
          action: 'not_received',
          proofs: [png],
        });
      else await call('POST', '/wps/relay/MCSFE_processC2CTransaction', player, { id: w.id, action: 'received' });
    }
  }
  // Spread the fortnight: each member's rows move to a day after their registration.
  await q(sql`ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only`);
  await q(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`);
  for (const p of players) {
    const joined = Math.floor(rand() * 14);
    await q(
      sql`UPDATE members SET created_at = now() - make_interval(days => ${joined}, mins => ${Math.floor(rand() * 600)}) WHERE id = ${p.id}`,
    );
    // In order: each member's movements keep their sequence, spread from registration until now.
    const spread = (table: string, key: string, extra = sql``) =>
      q(sql`UPDATE ${sql.raw(table)} x SET created_at = now() - make_interval(days => ${joined})
          + (o.rn::float / (o.n + 1)) * make_interval(days => ${joined})
        FROM (SELECT ${sql.raw(key)} AS k, row_number() OVER (ORDER BY ${sql.raw(key)}) AS rn, count(*) OVER () AS n
          FROM ${sql.raw(table)} WHERE member_id = ${p.id} ${extra}) o
        WHERE x.${sql.raw(key)} = o.k`);
    await spread('ledger_transfers', 'id', sql`AND kind <> 'seed'`);
    await spread('deposits', 'id', sql`AND status <> 'pending'`);
    await spread('withdrawals', 'id', sql`AND status <> 'pending'`);
    await spread('game_rounds', 'round_id');
  }
  await q(sql`UPDATE deposits SET completed_at = created_at + interval '7 minutes' WHERE completed_at IS NOT NULL`);
  await q(sql`UPDATE withdrawals SET paid_at = created_at + interval '25 minutes' WHERE paid_at IS NOT NULL`);
  await q(sql`UPDATE withdrawals SET confirmed_at = paid_at + interval '2 hours' WHERE confirmed_at IS NOT NULL`);
  await q(sql`UPDATE members SET disabled = true WHERE username IN ('zhao_lei', 'pedro77')`);
  await q(
    sql`UPDATE ledger_entries e SET created_at = t.created_at FROM ledger_transfers t WHERE t.id = e.transfer_id`,
  );
  await q(sql`ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_append_only`);
  await q(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`);
}

/** Operators of each role; the admin and finance ones enrolled in two-factor through the API. */
export async function seedOperators(app: App) {
  const codeNow = (secret: string, steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });
  const enrolled = async (username: string, role: 'admin' | 'finance') => {
    await createOperator(app.deps.db, username, 'Console-Shots-2026', role);
    const token = (
      await app.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { username, password: 'Console-Shots-2026' },
      })
    ).json().value.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const { secret } = (
      await app.inject({ method: 'POST', url: '/admin/api/session/two-factor/enrolment', headers })
    ).json().value;
    await app.inject({
      method: 'POST',
      url: '/admin/api/session/two-factor/confirm',
      headers,
      payload: { code: codeNow(secret) },
    });
    return { token, headers };
  };
  const admin = await enrolled('marta.admin', 'admin');
  const finance = await enrolled('rui.finance', 'finance');
  await createOperator(app.deps.db, 'li.support', 'Console-Shots-2026', 'support');
  await createOperator(app.deps.db, 'new.cashier', 'Console-Shots-2026', 'finance');
  const support = (
    await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'li.support', password: 'Console-Shots-2026' },
    })
  ).json().value.token as string;
  const newcomer = (
    await app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'new.cashier', password: 'Console-Shots-2026' },
    })
  ).json().value.token as string;
  return { admin, finance, support, newcomer };
}

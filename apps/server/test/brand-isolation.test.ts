import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { launchNova, novaMember } from './brand-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { everyRow } from './db-fingerprint.ts';
import { buildTestApp } from './helper.ts';

/**
 * Brands never see each other: a second brand launched from the console (NOVA, from the demo brand's template) holds
 * its own promotions, channels, missions, raffles, agent notices, messages, feedback and members; the demo brand's
 * agent, signed in on its own host with its own session, sends NOVA's ids to every call that takes one, and each is
 * refused with nothing written. NOVA's own members use the same ids successfully, so each refusal is about the brand.
 */
let app: App;
let lumen: Record<string, string>;
let novaPlayer: Record<string, string>;
let novaAgent: Record<string, string>;
let novaPlayerId: number;

const ids = async (query: ReturnType<typeof sql>) => (await q(app.deps.db, query)).map((r) => Number(r.id));
const novaRows = (table: string, where = 'true') =>
  ids(
    sql`SELECT t.id FROM ${sql.identifier(table)} t JOIN merchants m ON m.id = t.merchant_id
        WHERE m.code = 'NOVA' AND ${sql.raw(where)} ORDER BY t.id`,
  );

/** Copies the demo brand's rows of a table to NOVA (what an operator would set up there), answering the new ids. */
async function copyToNova(table: string, where = 'true') {
  const columns = (
    await q(
      app.deps.db,
      sql`SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND column_name NOT IN ('id', 'merchant_id')
          ORDER BY ordinal_position`,
    )
  ).map((r) => sql.identifier(String(r.column_name)));
  const list = sql.join(columns, sql`, `);
  return ids(
    sql`INSERT INTO ${sql.identifier(table)} (merchant_id, ${list})
        SELECT (SELECT id FROM merchants WHERE code = 'NOVA'), ${list} FROM ${sql.identifier(table)} t
        WHERE t.merchant_id = (SELECT id FROM merchants WHERE code = 'LUMEN') AND ${sql.raw(where)}
        RETURNING id`,
  );
}

beforeAll(async () => {
  app = await buildTestApp({ CACHE_TTL_MS: 0 });
  const first = await operatorHeaders(app, 'launcher', 'Operator@2026pass', 'admin');
  const second = await operatorHeaders(app, 'confirmer', 'Operator@2026pass', 'admin');
  await launchNova(app, first, second);

  novaPlayer = await novaMember(app, 'novaplayer');
  novaAgent = await novaMember(app, 'novaagent');
  await app.deps.db.execute(sql`UPDATE members SET is_agent = 1 WHERE username = 'novaagent'`);
  novaPlayerId = (await ids(sql`SELECT id FROM members WHERE username = 'novaplayer'`))[0] as number;
  lumen = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };

  // NOVA's own set-up: its promotions live, and missions, raffles and agent notices like the demo brand's.
  await app.deps.db.execute(
    sql`UPDATE promotions SET status = 'live' WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'NOVA')`,
  );
  await copyToNova('missions');
  await copyToNova('raffle_events');
  await copyToNova('announcements', "t.type = 'AG'");
  // A message to NOVA's player and the player's own feedback.
  const sent = await app.inject({
    method: 'POST',
    url: '/admin/api/inbox/messages',
    headers: first,
    payload: {
      merchantCode: 'NOVA',
      audience: 'member',
      username: 'novaplayer',
      texts: { pt: { title: 'Oi', body: 'Olá' } },
    },
  });
  expect(sent.json().success).toBe(true);
  const feedback = await app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: novaPlayer,
    payload: { type: 'game', content: 'A game of this brand froze after the second spin.' },
  });
  expect(feedback.json().success).toBe(true);
});
afterAll(() => app.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };

/** The demo brand's agent sends the call: refused as unknown (or unavailable) to it, and nothing is written. */
async function refusedForLumen(call: Call, message: string) {
  const before = await everyRow(app);
  const res = await app.inject({ ...call, headers: lumen });
  expect(res.json(), `${call.method} ${call.url} ${JSON.stringify(call.payload)}`).toMatchObject({
    success: false,
    message,
  });
  const after = await everyRow(app);
  const changed = [...after].filter(([t, f]) => before.get(t) !== f).map(([t]) => t);
  expect(changed, `${call.method} ${call.url} ${JSON.stringify(call.payload)} wrote`).toEqual([]);
}

describe('brand B’s ids under brand A’s callers', () => {
  it('finds every kind of NOVA row the walk needs', async () => {
    expect((await novaRows('promotions')).length).toBeGreaterThan(0);
    expect((await novaRows('deposit_channels')).length).toBeGreaterThan(0);
    expect((await novaRows('missions')).length).toBeGreaterThan(0);
    expect((await novaRows('raffle_events')).length).toBeGreaterThan(0);
    expect((await novaRows('announcements', "t.type = 'AG'")).length).toBeGreaterThan(0);
    expect((await novaRows('inbox_messages')).length).toBe(1);
    expect((await novaRows('feedback')).length).toBe(1);
  });

  it('refuses NOVA’s promotions to the demo brand’s agent', async () => {
    const promotions = await novaRows('promotions');
    for (const promotionId of promotions)
      for (const call of ['MCSFE_applyPromotion', 'MCSFE_claimPromotion', 'MCSFE_joinPromotion'])
        await refusedForLumen(
          { method: 'POST', url: `/wps/relay/${call}`, payload: { promotionId, comment: 'Please.' } },
          'promotion_not_found',
        );
    // NOVA's player finds them (whatever each one's own rules then answer).
    for (const promotionId of promotions) {
      const own = await app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_joinPromotion',
        headers: novaPlayer,
        payload: { promotionId },
      });
      expect(own.json().message).not.toBe('promotion_not_found');
    }
  });

  it('refuses deposits through NOVA’s channels', async () => {
    for (const channelId of await novaRows('deposit_channels')) {
      await refusedForLumen(
        { method: 'POST', url: '/wps/v2/deposit/request', payload: { channelId, amount: '100' } },
        'channel_unavailable',
      );
      await refusedForLumen(
        {
          method: 'POST',
          url: '/wps/v2/deposit/manual',
          payload: { channelId, amount: '100', proofs: ['data:image/png;base64,iVBORw0KGgo='] },
        },
        'channel_unavailable',
      );
    }
    // NOVA's player may deposit through them.
    const [gateway] = await novaRows('deposit_channels', "t.kind = 'gateway' AND t.enabled");
    const own = await app.inject({
      method: 'POST',
      url: '/wps/v2/deposit/request',
      headers: novaPlayer,
      payload: { channelId: gateway, amount: '100' },
    });
    expect(own.json().success).toBe(true);
  });

  it('refuses NOVA’s missions, raffles and agent notices', async () => {
    const missions = await novaRows('missions');
    for (const missionId of missions)
      await refusedForLumen(
        { method: 'POST', url: '/wps/relay/MCSFE_claimMissionReward', payload: { missionId } },
        'not_found',
      );
    const events = await novaRows('raffle_events');
    for (const eventId of events)
      for (const call of ['MCSFE_claimRafflePromotion', 'MCS2_claimRafflePromotion'])
        await refusedForLumen(
          { method: 'POST', url: `/wps/relay/${call}`, payload: { eventId, requestId: `iso-${call}-${eventId}` } },
          'raffle_not_found',
        );
    // NOVA's player finds them (not yet earned or not eligible, but not unknown).
    const mission = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimMissionReward',
      headers: novaPlayer,
      payload: { missionId: missions[0] },
    });
    expect(mission.json().message).not.toBe('not_found');
    const raffle = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_claimRafflePromotion',
      headers: novaPlayer,
      payload: { eventId: events[0], requestId: 'iso-own-raffle' },
    });
    expect(raffle.json().message).not.toBe('raffle_not_found');
    const notices = await novaRows('announcements', "t.type = 'AG'");
    for (const id of notices)
      await refusedForLumen({ method: 'POST', url: '/wps/relay/AGENT_readAnnouncement', payload: { id } }, 'not_found');
    const own = await app.inject({
      method: 'POST',
      url: '/wps/relay/AGENT_readAnnouncement',
      headers: novaAgent,
      payload: { id: notices[0] },
    });
    expect(own.json().success).toBe(true);
  });

  it('refuses NOVA’s member’s message and feedback, and a transfer to NOVA’s member', async () => {
    const [message] = await novaRows('inbox_messages');
    await refusedForLumen({ method: 'POST', url: '/wps/relay/CSP_markRead', payload: { id: message } }, 'not_found');
    const [feedback] = await novaRows('feedback');
    await refusedForLumen({ method: 'GET', url: `/wps/feedback/${feedback}` }, 'not_found');
    expect((await app.inject({ url: `/wps/feedback/${feedback}`, headers: novaPlayer })).json().success).toBe(true);
    await refusedForLumen(
      {
        method: 'POST',
        url: '/wps/v2/wallets/teamTransfer',
        payload: { targetId: novaPlayerId, amount: '1', paymentPassword: '123456', requestId: 'iso-team-transfer-1' },
      },
      'transfer_not_allowed',
    );
    const read = await app.inject({
      method: 'POST',
      url: '/wps/relay/CSP_markRead',
      headers: novaPlayer,
      payload: { id: message },
    });
    expect(read.json().success).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_REGISTERED_DAYS_AGO } from '../src/modules/agent/seed.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { buildTestApp } from './helper.ts';

// Each case gets its own app, so no case reads another's rows.
let app: App;
let agent: { authorization: string };
const get = (url: string, headers: Record<string, string> = agent) => app.inject({ url, headers });

beforeEach(async () => {
  app = await buildTestApp();
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterEach(() => app?.close());

/** A member two levels below demo_agent (under demo_down1), registered 40 days ago. */
const addSecondLevel = () =>
  app.deps.db.execute(sql`INSERT INTO members (merchant_id, username, password_hash, nickname, upline_id, created_at)
    SELECT merchant_id, 'sub_level2', password_hash, 'Level Two', id, now() - interval '40 days'
    FROM members WHERE username = 'demo_down1'`);

/**
 * The seed registers demo_down1 and demo_down2 now and the three-level team TEAM_REGISTERED_DAYS_AGO days ago, so
 * the team counts in "this month" only when that day falls in the current month of the brand's calendar (the demo
 * brand's time zone, America/Sao_Paulo: UTC-3 all year since 2019).
 */
function newThisMonth(now = new Date()): number {
  const brand = new Date(now.getTime() - 3 * 3_600_000);
  const monthStart = Date.UTC(brand.getUTCFullYear(), brand.getUTCMonth(), 1, 3);
  return 2 + (now.getTime() - TEAM_REGISTERED_DAYS_AGO * 86_400_000 >= monthStart ? 3 : 0);
}

describe('agent centre', () => {
  it('shows the team overview of demo_agent, counting every level below', async () => {
    // The referral link names the host the agent came through, when the brand claims it.
    await app.deps.db.execute(
      sql`UPDATE merchants SET hosts = array_append(hosts, 'play.example.test') WHERE code = 'LUMEN'`,
    );
    app.deps.merchants.invalidate();
    const res = await get('/wps/relay/AGENT_teamOverview', { ...agent, host: 'play.example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      affiliateCode: 'DEMOAGENT',
      referralLink: 'http://play.example.test/register?referralCode=DEMOAGENT',
      directCount: 3,
      teamSize: 5,
      newToday: 2,
      newThisMonth: newThisMonth(),
      teamMainBalance: '4975.00',
    });
    // A second level below demo_down1 counts in the team and its balance, not in the direct count nor this month.
    await addSecondLevel();
    const v = (await get('/wps/relay/AGENT_teamOverview')).json().value;
    expect(v).toMatchObject({ directCount: 3, teamSize: 6, teamMainBalance: '4975.00' });
    expect(v.newThisMonth).toBe(newThisMonth());
  });

  it("counts the team in this month by the brand's calendar, on any day", async () => {
    expect(newThisMonth(new Date('2026-03-21T02:59:00Z'))).toBe(2);
    expect(newThisMonth(new Date('2026-03-21T03:00:00Z'))).toBe(5);
    // Still February in Brasília: the team registered on 8 February counts (on the UTC calendar it would not).
    expect(newThisMonth(new Date('2026-03-01T02:30:00Z'))).toBe(5);
    expect(newThisMonth(new Date('2026-12-31T23:00:00Z'))).toBe(5);
    // The server counts the same way: registrations moved to the first instant of the brand's month count, the last
    // instant of its previous month does not, and neither does the last instant of its yesterday count as today.
    await app.deps.db.execute(sql`UPDATE members SET created_at = CASE username
        WHEN 'demo_subagent' THEN date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'
        WHEN 'demo_down1' THEN date_trunc('day', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'
          - interval '1 microsecond'
        ELSE date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo'
          - interval '1 microsecond' END
      WHERE username IN ('demo_subagent', 'demo_subagent2', 'demo_level3', 'demo_down1')`);
    const v = (await get('/wps/relay/AGENT_teamOverview')).json().value;
    expect(v.newToday).toBe(1);
    // demo_down2 (now), demo_subagent, and demo_down1 when the brand's yesterday is in this month.
    const brandDay = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', day: 'numeric' }).format(),
    );
    expect(v.newThisMonth).toBe(brandDay === 1 ? 2 : 3);
  });

  it('lists direct downlines, paged, with search by username prefix and last login', async () => {
    await addSecondLevel();
    await loginAs(app, 'demo_down1', 'Demo@2026');
    const all = (await get('/wps/relay/AGENT_downlineList')).json().value;
    expect(all.total).toBe(3);
    expect(all.list.map((d: { username: string }) => d.username).sort()).toEqual([
      'demo_down1',
      'demo_down2',
      'demo_subagent',
    ]);
    const one = all.list.find((d: { username: string }) => d.username === 'demo_down1');
    expect(one).toMatchObject({ nickname: 'Downline One', agentType: 0, mainBalance: '1000.00', downlineCount: 1 });
    expect(all.list.find((d: { username: string }) => d.username === 'demo_subagent')).toMatchObject({
      agentType: 1,
      downlineCount: 1,
    });
    expect(one.lastLoginAt).not.toBeNull();
    expect(all.list.find((d: { username: string }) => d.username === 'demo_down2').lastLoginAt).toBeNull();

    const p1 = (await get('/wps/relay/AGENT_downlineList?page=1&pageSize=1')).json().value;
    const p2 = (await get('/wps/relay/AGENT_downlineList?page=2&pageSize=1')).json().value;
    expect([p1.list.length, p2.list.length, p1.total]).toEqual([1, 1, 3]);
    expect(p1.list[0].username).not.toBe(p2.list[0].username);
    expect((await get('/wps/relay/AGENT_downlineList?page=4&pageSize=1')).json().value.list).toEqual([]);

    const found = (await get('/wps/relay/AGENT_downlineList?username=DEMO_DOWN2')).json().value;
    expect(found.list.map((d: { username: string }) => d.username)).toEqual(['demo_down2']);
    expect((await get('/wps/relay/AGENT_downlineList?username=nobody')).json().value).toMatchObject({ total: 0 });
    expect((await get('/wps/relay/AGENT_downlineList?username=sub_')).json().value.total).toBe(0);
  });

  it('opens any downline of the team one level at a time, and no one outside it', async () => {
    const level2 = (await get('/wps/relay/AGENT_downlineList?parent=demo_subagent')).json().value;
    expect(level2.list.map((d: { username: string }) => d.username)).toEqual(['demo_subagent2']);
    const level3 = (await get('/wps/relay/AGENT_downlineList?parent=DEMO_SUBAGENT2')).json().value;
    expect(level3.list).toMatchObject([
      { username: 'demo_level3', agentType: 0, downlineCount: 0, mainBalance: '975.00' },
    ]);
    expect((await get('/wps/relay/AGENT_downlineList?parent=demo_level3')).json().value).toMatchObject({ total: 0 });
    // The sub-agent sees its own team, not its upline's other members.
    const sub = { authorization: (await loginAs(app, 'demo_subagent', 'Demo@2026')).authorization };
    expect((await get('/wps/relay/AGENT_downlineList?parent=demo_subagent2', sub)).json().value.total).toBe(1);
    for (const parent of ['demo_down1x', 'demo_player', 'demo_agent']) {
      const res = await get(`/wps/relay/AGENT_downlineList?parent=${parent}`, parent === 'demo_agent' ? sub : agent);
      expect(res.statusCode, parent).toBe(403);
      expect(res.json().message).toBe('not_in_team');
    }
    expect((await get('/wps/relay/AGENT_downlineList?parent=demo_down2', sub)).json().message).toBe('not_in_team');
  });

  it('refuses players, visitors and bad queries', async () => {
    const player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
    for (const url of ['/wps/relay/AGENT_teamOverview', '/wps/relay/AGENT_downlineList']) {
      const res = await get(url, player);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'error_not_agent' });
      expect((await get(url, {})).json().success).toBe(false);
    }
    for (const q of ['pageSize=51', 'page=0', 'page=x', 'username=a%25b', `username=${'a'.repeat(40)}`]) {
      const res = await get(`/wps/relay/AGENT_downlineList?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses a trial account with its own message', async () => {
    await app.deps.db.execute(sql`UPDATE members SET is_agent = 4 WHERE username = 'demo_down2'`);
    const trial = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    const res = await get('/wps/relay/AGENT_teamOverview', trial);
    expect(res.json()).toMatchObject({ success: false, message: 'trial_account' });
  });
});

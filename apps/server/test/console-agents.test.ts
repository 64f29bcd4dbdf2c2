import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/** The console's Agents screen: agents by username, one agent's team figures and its downline tree. */
let app: App;
let finance: Record<string, string>;
let support: Record<string, string>;

const get = (url: string, headers: Record<string, string> = finance) => app.inject({ url, headers });
type Row = { id: number; username: string; agentType: number; downlineCount: number; mainBalance: string };
const downlines = async (id: number) => {
  const res = await get(`/admin/api/console/agents/${id}/downlines`);
  expect(res.statusCode).toBe(200);
  return res.json().value as { rows: Row[]; total: number };
};
const agentId = async () =>
  ((await get('/admin/api/console/agents?q=demo_agent')).json().value.rows as Row[]).find(
    (r) => r.username === 'demo_agent',
  )?.id ?? 0;

beforeAll(async () => {
  app = await buildTestApp();
  finance = await operatorHeaders(app, 'ledger', 'Ledger-Finance-2026', 'finance');
  support = await operatorHeaders(app, 'helper', 'Helper-Support-2026', 'support');
});
afterAll(() => app.close());

describe('agents in the console', () => {
  it('lists agents by username prefix, paged, players left out', async () => {
    const res = await get('/admin/api/console/agents?q=DEMO_', support);
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().value as { rows: Array<Row & { upline: string | null }>; total: number };
    const names = rows.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['demo_agent', 'demo_subagent', 'demo_subagent2']));
    expect(names).not.toContain('demo_down1');
    expect(names).not.toContain('demo_level3');
    expect(total).toBe(rows.length);
    expect(rows.find((r) => r.username === 'demo_subagent')?.upline).toBe('demo_agent');
    const one = (await get('/admin/api/console/agents?q=demo_&size=1&page=1')).json().value;
    expect(one.rows).toHaveLength(1);
    expect(one.total).toBe(total);
    expect(one.rows[0].username).toBe(names[1]);
  });

  it("shows an agent's team figures, as the portal's team overview does", async () => {
    const id = await agentId();
    const res = await get(`/admin/api/console/agents/${id}/figures`);
    expect(res.statusCode).toBe(200);
    const f = res.json().value;
    expect(f).toMatchObject({ id, username: 'demo_agent', directCount: 3, teamSize: 5 });
    expect(f.teamMainBalance).toMatch(/^\d+\.\d{2}$/);
    const player = (await downlines(id)).rows.find((r) => r.username === 'demo_down1');
    expect((await get(`/admin/api/console/agents/${player?.id}/figures`)).statusCode).toBe(404);
    expect((await get('/admin/api/console/agents/99999999/figures')).statusCode).toBe(404);
  });

  it('opens the tree one level at a time, to any depth', async () => {
    const id = await agentId();
    const first = await downlines(id);
    expect(first.rows.map((r) => r.username).sort()).toEqual(['demo_down1', 'demo_down2', 'demo_subagent']);
    const sub = first.rows.find((r) => r.username === 'demo_subagent') as Row;
    expect(sub).toMatchObject({ agentType: 1, downlineCount: 1 });
    expect(first.rows.find((r) => r.username === 'demo_down1')).toMatchObject({ agentType: 0, downlineCount: 0 });
    const second = await downlines(sub.id);
    expect(second.rows.map((r) => r.username)).toEqual(['demo_subagent2']);
    const third = await downlines(second.rows[0]?.id ?? 0);
    expect(third.rows).toMatchObject([{ username: 'demo_level3', agentType: 0, downlineCount: 0 }]);
    expect(third.rows[0]).toHaveProperty('lastLoginAt');
    expect(third.rows[0]?.mainBalance).toMatch(/^\d+\.\d{2}$/);
    const paged = (await get(`/admin/api/console/agents/${id}/downlines?size=2&page=1`)).json().value;
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.rows).toHaveLength(1);
  });

  it('refuses a signed-out call and bad input', async () => {
    const id = await agentId();
    expect((await app.inject({ url: '/admin/api/console/agents' })).statusCode).toBe(401);
    expect((await app.inject({ url: `/admin/api/console/agents/${id}/downlines` })).statusCode).toBe(401);
    expect((await get('/admin/api/console/agents?q=%27%20or%201=1')).statusCode).toBe(400);
    expect((await get('/admin/api/console/agents?size=0')).statusCode).toBe(400);
    expect((await get('/admin/api/console/agents?sort=password')).statusCode).toBe(400);
    expect((await get('/admin/api/console/agents/0/figures')).statusCode).toBe(400);
    expect((await get('/admin/api/console/agents/abc/downlines')).statusCode).toBe(400);
    expect((await get(`/admin/api/console/agents/${id}/downlines?size=51`)).statusCode).toBe(400);
  });
});

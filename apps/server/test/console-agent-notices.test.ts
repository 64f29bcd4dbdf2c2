import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

const CONTENT = '/admin/api/console/brands/LUMEN/content/announcements';
const NOTICES = '/wps/relay/AGENT_announcements';

let app: App;
let support: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  support = await operatorHeaders(app, 'noticewriter', 'Notice-Sup-2026', 'support');
  agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
});
afterAll(() => app.close());

describe('agent notices written in the console', () => {
  it('reach agents through the agent centre, and never players', async () => {
    const before = (await app.inject({ url: NOTICES, headers: agent })).json().value;
    const r = await app.inject({
      method: 'POST',
      url: CONTENT,
      headers: support,
      payload: {
        type: 'AG',
        title: { en: 'New dividend tiers', pt: 'Novas faixas de dividendo' },
        content: { en: '<p>Rates rise <strong>Monday</strong><script>alert(1)</script></p>' },
      },
    });
    expect(r.statusCode).toBe(200);
    const saved = r.json().value;
    expect(saved).toMatchObject({ type: 'AG', enabled: true });
    expect(saved.content.en).toBe('<p>Rates rise <strong>Monday</strong></p>');

    // The console lists it with the brand's other announcements, so it can be edited there.
    const listed = (await app.inject({ url: CONTENT, headers: support })).json().value.rows;
    expect(listed.find((a: { id: number }) => a.id === saved.id)?.type).toBe('AG');

    const seen = await app.inject({ url: `${NOTICES}?pageSize=50`, headers: { ...agent, language: 'pt' } });
    expect(seen.statusCode).toBe(200);
    const value = seen.json().value;
    expect(value.total).toBe(before.total + 1);
    expect(value.unread).toBe(before.unread + 1);
    expect(value.list[0]).toMatchObject({ id: saved.id, read: false });
    expect(value.list[0].title).toBe('Novas faixas de dividendo');

    // Players asking for every type of theirs do not get it.
    const portal = (await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&language=en')).json()
      .value;
    const ids = Object.values(portal as Record<string, Array<{ id: number }>>).flatMap((l) => l.map((n) => n.id));
    expect(ids).not.toContain(saved.id);
    expect((await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=AG')).statusCode).toBe(400);
  });
});

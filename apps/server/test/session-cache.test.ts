import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionMember } from '../src/platform/auth.ts';
import type { App } from '../src/platform/http.ts';
import { forgetMemberSessions, SESSION_CACHE_MS, SessionCache } from '../src/platform/session-cache.ts';
import { buildTestApp } from './helper.ts';
import { sessionNoticeSuite } from './session-notice-suite.ts';

const member = (memberId: number): SessionMember => ({
  memberId,
  merchantId: 1,
  username: `m${memberId}`,
  isAgent: 0,
  uplineId: null,
  sessionId: `h${memberId}`,
  loginType: 'username',
  mustChangePassword: false,
  language: null,
});
const later = new Date(Date.now() + 3_600_000);

describe('the session cache', () => {
  it('trusts a confirmed session for SESSION_CACHE_MS, never past the session expiry', () => {
    const c = new SessionCache();
    const t = 1_000_000;
    c.set('a', member(1), later, t);
    expect(c.get('a', t + SESSION_CACHE_MS - 1)?.memberId).toBe(1);
    expect(c.get('a', t + SESSION_CACHE_MS)).toBeNull();
    c.set('b', member(2), new Date(t + 500), t);
    expect(c.get('b', t + 499)?.memberId).toBe(2);
    expect(c.get('b', t + 500)).toBeNull();
    c.close();
  });

  it("forgets one session, or all of a member's, in every cache of the process", () => {
    const one = new SessionCache();
    const two = new SessionCache();
    for (const c of [one, two]) {
      c.set('a1', member(1), later);
      c.set('a2', member(1), later);
      c.set('b1', member(2), later);
    }
    one.forgetSession('a1');
    expect(one.get('a1')).toBeNull();
    expect(one.get('a2')?.memberId).toBe(1);
    forgetMemberSessions(1);
    for (const c of [one, two]) {
      expect(c.get('a2')).toBeNull();
      expect(c.get('b1')?.memberId).toBe(2);
    }
    one.close();
    two.close();
  });
});

describe('a cached session and a change made in the database (PGlite)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  sessionNoticeSuite(() => app);
});

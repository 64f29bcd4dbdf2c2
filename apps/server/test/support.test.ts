import { webcrypto } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

/** The portal's decryption of a customer-service path (last 8 characters are the key), done with Web Crypto. */
async function decrypt(path: string): Promise<string> {
  const raw = Buffer.from(path.slice(0, -8), 'base64url');
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(path.slice(-8)));
  const key = await webcrypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.subarray(0, 12) }, key, raw.subarray(12));
  return new TextDecoder().decode(plain);
}

describe('customer-service chat', () => {
  let app: App;
  let agent: { authorization: string };
  let finance: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    agent = await operatorHeaders(app, 'helper1', 'Helper@2026!!', 'support');
    finance = await operatorHeaders(app, 'payer1', 'Payer@2026!!', 'finance');
  });
  afterAll(() => app.close());

  it('the brand’s encrypted paths open the chat page, in the brand colour and languages', async () => {
    const status = (await app.inject('/wps/system/status')).json().value;
    const live = status.info.customerService.find((p: { type: string }) => p.type === '3');
    const address = await decrypt(live.path);
    expect(address).toBe('/support/chat?channel=live');
    const page = await app.inject(address);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Lumen Play</title>');
    expect(page.body).toContain('data-channel="live"');
    const css = await app.inject('/support/chat.css');
    expect(css.body).toContain('#6142bf');
    const js = await app.inject('/support/chat.js');
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("from './texts.js'");
    const texts = await app.inject('/support/texts.js');
    for (const text of ['Chat ao vivo', 'Live chat', '在线客服', 'Obrolan langsung', 'แชทสด', 'Trò chuyện trực tuyến'])
      expect(texts.body).toContain(text);
    expect((await app.inject('/support/chat?channel=other')).statusCode).toBe(400);
  });

  it('names the brand in the chat page as it is written, replacement patterns included', async () => {
    const rename = async (name: string) => {
      await app.deps.db.execute(sql`UPDATE merchants SET name = ${name} WHERE code = 'LUMEN'`);
      app.deps.merchants.invalidate();
    };
    await rename("Lumen $' $& $$ $` {{lang}}");
    try {
      const page = (await app.inject('/support/chat?channel=live')).body;
      expect(page).toContain('<title>Lumen $&#39; $&#38; $$ $` {{lang}}</title>');
      expect(page.match(/<html|<\/html>/g)).toEqual(['<html', '</html>']);
      expect(page).toContain('data-channel="live"');
    } finally {
      await rename('Lumen Play');
    }
  });

  it('carries a conversation from visitor to support operator and back', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/support/api/conversations',
      payload: { channel: 'vip', name: 'Ana' },
    });
    const { token } = started.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const chat = { 'x-chat-token': token };
    const said = await app.inject({
      method: 'POST',
      url: '/support/api/messages',
      headers: chat,
      payload: { body: '  My deposit <b>is</b> late  ' },
    });
    expect(said.json().value).toMatchObject({ author: 'visitor', body: 'My deposit <b>is</b> late' });

    const inbox = (await app.inject({ url: '/admin/api/support/conversations', headers: agent })).json().value;
    const mine = inbox.find((c: { visitorName: string }) => c.visitorName === 'Ana');
    expect(mine).toMatchObject({ merchantCode: 'LUMEN', channel: 'vip', waiting: true, status: 'open' });
    const reply = await app.inject({
      method: 'POST',
      url: `/admin/api/support/conversations/${mine.id}/reply`,
      headers: agent,
      payload: { body: 'Checking it now.' },
    });
    expect(reply.json().value.author).toBe('operator');

    const thread = (await app.inject({ url: '/support/api/messages?after=0', headers: chat })).json().value;
    expect(thread.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['visitor', 'My deposit <b>is</b> late'],
      ['operator', 'Checking it now.'],
    ]);
    const after = thread.messages[0].id;
    const newer = (await app.inject({ url: `/support/api/messages?after=${after}`, headers: chat })).json().value;
    expect(newer.messages).toHaveLength(1);

    const closed = await app.inject({
      method: 'PUT',
      url: `/admin/api/support/conversations/${mine.id}/status`,
      headers: agent,
      payload: { status: 'closed' },
    });
    expect(closed.json().value.status).toBe('closed');
    expect((await app.inject({ url: '/support/api/messages', headers: chat })).json().value.status).toBe('closed');
    await app.inject({ method: 'POST', url: '/support/api/messages', headers: chat, payload: { body: 'Still late' } });
    const detail = (await app.inject({ url: `/admin/api/support/conversations/${mine.id}`, headers: agent })).json()
      .value;
    expect(detail).toMatchObject({ status: 'open', waiting: true, lastMessage: 'Still late' });
    expect(detail.messages).toHaveLength(3);
    const chief = await operatorHeaders(app, 'chief1', 'Chief@2026!!', 'admin');
    // The chief's own enrolment is the newest row; the support actions come before it.
    const audit = (await app.inject({ url: '/admin/api/audit?limit=4', headers: chief }))
      .json()
      .value.filter((e: { action: string }) => e.action.startsWith('support.'))
      .map((e: { action: string; target: string }) => [e.action, e.target]);
    expect(audit).toEqual([
      ['support.closed', String(mine.id)],
      ['support.reply', String(mine.id)],
    ]);
  });

  it('refuses unknown tokens, empty or oversize messages and operators without the support role', async () => {
    const none = await app.inject({ url: '/support/api/messages' });
    expect(none.json()).toMatchObject({ success: false, message: 'support_chat_unknown' });
    const forged = await app.inject({ url: '/support/api/messages', headers: { 'x-chat-token': 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(404);
    const { token } = (await app.inject({ method: 'POST', url: '/support/api/conversations', payload: {} })).json()
      .value;
    const chat = { 'x-chat-token': token };
    const empty = await app.inject({
      method: 'POST',
      url: '/support/api/messages',
      headers: chat,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const long = await app.inject({
      method: 'POST',
      url: '/support/api/messages',
      headers: chat,
      payload: { body: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect((await app.inject({ url: '/admin/api/support/conversations', headers: finance })).statusCode).toBe(403);
    expect((await app.inject({ url: '/admin/api/support/conversations' })).statusCode).toBe(401);
    const ghost = await app.inject({
      method: 'POST',
      url: '/admin/api/support/conversations/999999/reply',
      headers: agent,
      payload: { body: 'hello?' },
    });
    expect(ghost.statusCode).toBe(404);
  });
});

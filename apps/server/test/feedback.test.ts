import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { countRows, loginAs, patchBrand } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

let app: App;
let player: { authorization: string };
let other: { authorization: string };
let support: { authorization: string };
let finance: { authorization: string };
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const JPG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`;
const CONTENT = 'My deposit has not arrived after two hours.';

const put = (payload: object, headers = player) =>
  app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers });
const mine = async (headers = player) => (await app.inject({ url: '/wps/feedback', headers })).json().value;

beforeAll(async () => {
  app = await buildTestApp();
  player = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  other = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
  support = await operatorHeaders(app, 'helper', 'Helper@20260', 'support');
  finance = await operatorHeaders(app, 'cashier', 'Cashier@2026', 'finance');
});
afterAll(() => app.close());

describe('player feedback', () => {
  it('takes a complaint with images and lists it as pending', async () => {
    const res = await put({ type: 'deposit', content: `  ${CONTENT}  `, images: [PNG, JPG] });
    expect(res.json()).toMatchObject({ success: true, value: { id: expect.any(Number) } });
    const page = await mine();
    expect(page).toMatchObject({ total: 1, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ type: 'deposit', content: CONTENT, status: 'pending', answer: null });
    expect(page.list[0].images).toHaveLength(2);
    const image = await app.inject({ url: `/wps/v2/member/uploads/${page.list[0].images[0]}`, headers: player });
    expect(image.headers['content-type']).toBe('image/png');
    // Someone else's feedback image and feedback are not found.
    expect(
      (await app.inject({ url: `/wps/v2/member/uploads/${page.list[0].images[0]}`, headers: other })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: `/wps/feedback/${res.json().value.id}`, headers: other })).json().message).toBe(
      'not_found',
    );
    expect((await app.inject({ url: `/wps/feedback/${res.json().value.id}`, headers: player })).json().value.id).toBe(
      res.json().value.id,
    );
    expect((await mine(other)).total).toBe(0);
  });

  it('takes every complaint type of the spec and no other', async () => {
    for (const type of ['withdrawal', 'game', 'customer_service', 'application', 'other'])
      expect((await put({ type, content: CONTENT }, other)).statusCode).toBe(200);
    expect((await put({ type: 'bonus', content: CONTENT }, other)).statusCode).toBe(400);
    expect((await put({ content: CONTENT }, other)).statusCode).toBe(400);
  });

  it('refuses empty, short and over-long content, counted in characters', async () => {
    const before = await countRows(app, sql`SELECT count(*) AS n FROM feedback`);
    for (const content of ['', '          ', 'too short', 'x'.repeat(1001)])
      expect((await put({ type: 'game', content })).json().message).toBe('bad_request');
    // 10 Chinese characters are enough; 1000 emoji are the limit, not 2000 code units.
    expect((await put({ type: 'game', content: '游戏无法加载请帮忙处理' })).statusCode).toBe(200);
    expect((await put({ type: 'game', content: '🎲'.repeat(1000) })).statusCode).toBe(200);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM feedback`)).toBe(before + 2);
  });

  it('refuses a fourth image, a wrong image type and a disguised file, keeping nothing', async () => {
    const agent = { authorization: (await loginAs(app, 'demo_agent', 'Demo@2026')).authorization };
    const feedback = await countRows(app, sql`SELECT count(*) AS n FROM feedback`);
    const uploads = await countRows(app, sql`SELECT count(*) AS n FROM uploads`);
    expect((await put({ type: 'game', content: CONTENT, images: [PNG, PNG, PNG, PNG] }, agent)).statusCode).toBe(400);
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect((await put({ type: 'game', content: CONTENT, images: [gif] }, agent)).json()).toMatchObject({
      message: 'proof_invalid',
      value: { reason: 'type' },
    });
    const disguised = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect((await put({ type: 'game', content: CONTENT, images: [PNG, disguised] }, agent)).json()).toMatchObject({
      message: 'proof_invalid',
      value: { reason: 'type' },
    });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM feedback`)).toBe(feedback);
    expect(await countRows(app, sql`SELECT count(*) AS n FROM uploads`)).toBe(uploads);
    // Refused attempts do not count against the hourly limit.
    expect((await put({ type: 'game', content: CONTENT, images: [PNG] }, agent)).statusCode).toBe(200);
  });

  it('limits how much a member sends in an hour', async () => {
    const down2 = { authorization: (await loginAs(app, 'demo_down2', 'Demo@2026')).authorization };
    for (let i = 0; i < 5; i++) expect((await put({ type: 'other', content: CONTENT }, down2)).statusCode).toBe(200);
    expect((await put({ type: 'other', content: CONTENT }, down2)).json().message).toBe('too_many_requests');
  });

  it('needs a session and FEEDBACK3', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/wps/feedback', payload: { type: 'game', content: CONTENT } }))
        .statusCode,
    ).toBe(401);
    const setFeedback = (enabled: '0' | '1') =>
      patchBrand(app, (c) => ({
        ...c,
        whitelabel: c.whitelabel.map((n) => ({
          ...n,
          childrenNodes: n.childrenNodes.map((k) => (k.modId === 'FEEDBACK3' ? { ...k, enabled } : k)),
        })),
      }));
    await setFeedback('0');
    try {
      expect((await put({ type: 'game', content: CONTENT })).json()).toMatchObject({
        code: 543,
        message: 'function_not_available',
      });
      expect((await app.inject({ url: '/wps/feedback', headers: player })).json().message).toBe(
        'function_not_available',
      );
    } finally {
      await setFeedback('1');
    }
    expect((await app.inject({ url: '/wps/feedback', headers: player })).statusCode).toBe(200);
  });
});

describe('operators answering feedback', () => {
  it('lists pending feedback with its images, answers once, and the member reads the answer in the inbox', async () => {
    const pending = (await app.inject({ url: '/admin/api/feedback?status=pending&size=100', headers: support })).json()
      .value;
    const row = pending.rows.find(
      (r: { username: string; type: string }) => r.username === 'demo_player' && r.type === 'deposit',
    );
    expect(row).toMatchObject({ merchantCode: 'LUMEN', status: 'pending', content: CONTENT });
    const image = await app.inject({ url: `/admin/api/feedback/${row.id}/images/${row.images[1]}`, headers: support });
    expect(image.headers['content-type']).toBe('image/jpeg');
    // An image that is not this feedback's is not found, even one that exists.
    const others = (await app.inject({ url: '/admin/api/feedback?size=100', headers: support })).json().value.rows;
    const foreign = others.find((r: { id: number; images: number[] }) => r.id !== row.id && r.images.length)?.images[0];
    if (foreign)
      expect(
        (await app.inject({ url: `/admin/api/feedback/${row.id}/images/${foreign}`, headers: support })).statusCode,
      ).toBe(404);

    const unread = async () =>
      (await app.inject({ url: '/wps/relay/CSP_unreadCount', headers: player })).json().value.count as number;
    const before = await unread();
    const answer = (payload: object, id = row.id, headers = support) =>
      app.inject({ method: 'POST', url: `/admin/api/feedback/${id}/answer`, payload, headers });
    expect((await answer({ answer: '' })).statusCode).toBe(400);
    expect((await answer({ answer: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await answer({ answer: 'Found it' }, row.id, finance)).json().message).toBe('operator_role_required');
    expect((await answer({ answer: 'Found it' }, 999_999)).json().message).toBe('not_found');
    expect((await answer({ answer: 'We found your deposit and credited it.' })).json().success).toBe(true);
    expect((await answer({ answer: 'Again' })).json().message).toBe('conflict');

    expect(await unread()).toBe(before + 1);
    const [item] = (await mine()).list.filter((f: { id: number }) => f.id === row.id);
    expect(item).toMatchObject({ status: 'answered', answer: 'We found your deposit and credited it.' });
    const msg = (await app.inject({ url: '/wps/relay/CSP_getInbox', headers: { ...player, language: 'en' } })).json()
      .value.list[0];
    expect(msg).toMatchObject({ source: 'system', title: 'Reply to your feedback', read: false });
    expect(msg.body).toContain('Deposit');
    expect(msg.body).toContain('We found your deposit and credited it.');
    const answered = (await app.inject({ url: '/admin/api/feedback?status=answered', headers: support })).json().value;
    expect(answered.rows.find((r: { id: number }) => r.id === row.id)).toMatchObject({ answeredBy: 'helper' });
    expect(await countRows(app, sql`SELECT count(*) AS n FROM operator_audit WHERE action = 'feedback.answer'`)).toBe(
      1,
    );
  });
});

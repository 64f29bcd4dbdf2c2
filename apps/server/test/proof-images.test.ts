import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp } from './helper.ts';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5, 6]);
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

let app: App;
const headersOf = {} as Record<'owner' | 'other' | 'finance' | 'admin' | 'support', Record<string, string>>;

const operatorLogin = (username: string, role: 'admin' | 'finance' | 'support') =>
  operatorHeaders(app, username, 'Operator@2026', role);

beforeAll(async () => {
  app = await buildTestApp();
  headersOf.owner = { authorization: (await loginAs(app, 'demo_player', 'Demo@2026')).authorization };
  headersOf.other = { authorization: (await loginAs(app, 'demo_down1', 'Demo@2026')).authorization };
  headersOf.finance = await operatorLogin('proofs_finance', 'finance');
  headersOf.admin = await operatorLogin('proofs_admin', 'admin');
  headersOf.support = await operatorLogin('proofs_support', 'support');
});
afterAll(() => app.close());

/** A manual deposit with two proof images; their ids as the finance queue lists them. */
async function depositProofs() {
  const channels = (await app.inject({ url: '/wps/v2/deposit/channels', headers: headersOf.owner })).json().value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'manual');
  const proofs = [dataUrl('image/png', PNG_BYTES), dataUrl('image/jpeg', JPEG_BYTES)];
  const d = await app.inject({
    method: 'POST',
    url: '/wps/v2/deposit/manual',
    headers: headersOf.owner,
    payload: { channelId: bank.id, amount: '60', proofs },
  });
  const list = (await app.inject({ url: '/admin/api/deposits', headers: headersOf.finance })).json().value;
  return list.find((x: { ref: string }) => x.ref === d.json().value.ref).proofIds as number[];
}

describe('proof images', () => {
  it('serves a proof to finance and admin operators and to the member who sent it, as the image it is', async () => {
    const [png, jpeg] = await depositProofs();
    for (const [url, headers] of [
      [`/admin/api/uploads/${png}`, headersOf.finance],
      [`/admin/api/uploads/${png}`, headersOf.admin],
      [`/wps/v2/member/uploads/${png}`, headersOf.owner],
    ] as const) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    }
    const j = await app.inject({ url: `/wps/v2/member/uploads/${jpeg}`, headers: headersOf.owner });
    expect(j.headers['content-type']).toBe('image/jpeg');
    expect(j.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('refuses everyone else: another member, a support operator, a member token on the operator path, no login', async () => {
    const [png] = await depositProofs();
    const refused = async (url: string, headers: Record<string, string>) => {
      const res = await app.inject({ url, headers });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      return res.json().message;
    };
    expect(await refused(`/wps/v2/member/uploads/${png}`, headersOf.other)).toBe('not_found');
    expect(await refused(`/admin/api/uploads/${png}`, headersOf.support)).toBe('operator_role_required');
    expect(await refused(`/admin/api/uploads/${png}`, headersOf.owner)).toBe('unauthorized');
    expect(await refused(`/wps/v2/member/uploads/${png}`, {})).toBe('unauthorized');
    expect(await refused(`/admin/api/uploads/${png}`, {})).toBe('unauthorized');
    expect(await refused('/admin/api/uploads/999999', headersOf.finance)).toBe('not_found');
    expect(await refused('/admin/api/uploads/99999999999', headersOf.finance)).toBe('bad_request');
  });
});

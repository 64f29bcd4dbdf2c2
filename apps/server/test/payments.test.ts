import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appSecret } from '../src/config.ts';
import { gatewayFor } from '../src/modules/wallet/plugin.ts';
import { autoReceipt } from '../src/modules/wallet/withdrawals.ts';
import type { App } from '../src/platform/http.ts';
import { loginAs } from './auth-helper.ts';
import { operatorHeaders } from './console-helper.ts';
import { buildTestApp, expectBalancedLedger } from './helper.ts';

let app: App;
let player: { authorization: string };
let finance: { authorization: string };
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const balance = async () => (await app.inject({ url: '/wps/v2/wallets/balance', headers: player })).json().value;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = player) =>
  app.inject({ method, url, payload: payload as object, headers });

beforeAll(async () => {
  app = await buildTestApp();
  const { authorization } = await loginAs(app, 'demo_player', 'Demo@2026');
  player = { authorization };
  finance = await operatorHeaders(app, 'cashier', 'Cashier@2026', 'finance');
});
afterAll(() => app.close());
afterEach(() => expectBalancedLedger(app));

describe('deposits', () => {
  it('refuses negative, zero, over-precise and over-limit amounts and unknown channels, moving nothing', async () => {
    const [sandbox] = (await call('GET', '/wps/v2/deposit/channels')).json().value;
    const before = (await balance()).main;
    for (const amount of ['-5', '0', '1.234', 'abc'])
      expect((await call('POST', '/wps/v2/deposit/request', { channelId: sandbox.id, amount })).statusCode).toBe(400);
    expect(
      (await call('POST', '/wps/v2/deposit/request', { channelId: sandbox.id, amount: '10000.01' })).json().message,
    ).toBe('amount_out_of_range');
    expect((await call('POST', '/wps/v2/deposit/request', { channelId: 9999, amount: '50' })).json().message).toBe(
      'channel_unavailable',
    );
    expect((await balance()).main).toBe(before);
  });

  it('lists the brand’s channels in order with their limits', async () => {
    const list = (await call('GET', '/wps/v2/deposit/channels')).json().value;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['SANDBOX', 'PIX', 'BANK']);
    expect(list[0]).toMatchObject({ kind: 'gateway', minAmount: '10.00', maxAmount: '10000.00' });
    expect(list[2].bank.bankName).toBe('Banco Demo Lumen');
    expect(list[2].name).toBe('Transferência bancária');
  });

  it('credits a gateway deposit once, on a correctly signed callback for the right amount', async () => {
    const [sandbox] = (await call('GET', '/wps/v2/deposit/channels')).json().value;
    expect((await call('POST', '/wps/v2/deposit/request', { channelId: sandbox.id, amount: '5' })).json().message).toBe(
      'amount_out_of_range',
    );
    const d = (await call('POST', '/wps/v2/deposit/request', { channelId: sandbox.id, amount: '250.50' })).json().value;
    expect(d.payUrl).toMatch(/\/gateway\/sandbox\/pay\/D/);
    // The gateway's page shows the deposit in the brand's money, as the brand writes it.
    expect((await app.inject(d.payUrl.replace(/^https?:\/\/[^/]+/, ''))).body).toMatch(/R\$\s250,50/);
    const gateway = gatewayFor(appSecret(app.deps.config));
    const body = { ref: d.ref, amount: '250.50', status: 'paid', ts: Date.now() };
    const forged = await app.inject({
      method: 'POST',
      url: '/gateway/sandbox/callback',
      payload: body,
      headers: { 'x-sandbox-signature': 'f'.repeat(64) },
    });
    expect(forged.json().message).toBe('gateway_signature_invalid');
    const wrongAmount = { ...body, amount: '999.00' };
    const mismatch = await app.inject({
      method: 'POST',
      url: '/gateway/sandbox/callback',
      payload: wrongAmount,
      headers: { 'x-sandbox-signature': gateway.sign(wrongAmount) },
    });
    expect(mismatch.json().message).toBe('gateway_amount_mismatch');
    const headers = { 'x-sandbox-signature': gateway.sign(body) };
    const first = await app.inject({ method: 'POST', url: '/gateway/sandbox/callback', payload: body, headers });
    const second = await app.inject({ method: 'POST', url: '/gateway/sandbox/callback', payload: body, headers });
    expect(first.json().value).toEqual({ status: 'paid', replayed: false });
    expect(second.json().value).toEqual({ status: 'paid', replayed: true });
    expect((await balance()).main).toBe('1250.50');
  });

  it('takes a manual bank transfer with proof and credits it when a finance operator approves', async () => {
    const bank = (await call('GET', '/wps/v2/deposit/channels')).json().value[2];
    const gif = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect(
      (await call('POST', '/wps/v2/deposit/manual', { channelId: bank.id, amount: '100', proofs: [gif] })).json(),
    ).toMatchObject({ message: 'proof_invalid', value: { reason: 'type' } });
    expect(
      (
        await call('POST', '/wps/v2/deposit/manual', {
          channelId: bank.id,
          amount: '100',
          proofs: [PNG, PNG, PNG, PNG],
        })
      ).statusCode,
    ).toBe(400);
    const d = (
      await call('POST', '/wps/v2/deposit/manual', { channelId: bank.id, amount: '100', proofs: [PNG] })
    ).json().value;
    const pending = (await app.inject({ url: '/admin/api/deposits?status=pending', headers: finance })).json().value;
    expect(pending.find((p: { ref: string }) => p.ref === d.ref)).toMatchObject({
      amount: '100.00',
      username: 'demo_player',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/admin/api/deposits/${d.ref}/decision`,
          payload: { approve: true },
          headers: player,
        })
      ).statusCode,
    ).toBe(401);
    await app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${d.ref}/decision`,
      payload: { approve: true },
      headers: finance,
    });
    const again = await app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${d.ref}/decision`,
      payload: { approve: false },
      headers: finance,
    });
    expect(again.json().message).toBe('deposit_not_pending');
    expect((await balance()).main).toBe('1350.50');
  });
});

describe('withdrawals', () => {
  it('needs a payment password and a bound account confirmed with it', async () => {
    expect(
      (
        await call('POST', '/wps/v2/member/boundAccounts', {
          kind: 'bank',
          provider: 'Demo Bank',
          accountName: 'Demo Player',
          accountNo: '12345678',
          paymentPassword: '123456',
        })
      ).json().message,
    ).toBe('payment_password_required');
    await call('PUT', '/wps/v2/member/paymentPassword', { password: '123456' });
    expect((await call('PUT', '/wps/v2/member/paymentPassword', { password: '654321' })).json().message).toBe(
      'payment_password_set',
    );
    expect(
      (
        await call('POST', '/wps/v2/member/boundAccounts', {
          kind: 'bank',
          provider: 'Demo Bank',
          accountName: 'Demo Player',
          accountNo: '12345678',
          paymentPassword: '000000',
        })
      ).json().message,
    ).toBe('payment_password_wrong');
    await call('POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Demo Bank',
      accountName: 'Demo Player',
      accountNo: '12345678',
      paymentPassword: '123456',
    });
    const sec = (await call('GET', '/wps/v2/member/securityConfig')).json().value;
    expect(sec).toMatchObject({ hasPaymentPassword: true, boundAccounts: [{ kind: 'bank', accountNo: '•••• 5678' }] });
  });

  it('holds the amount at once, returns it on rejection, pays it out on approval, then takes the receipt answer', async () => {
    const account = (await call('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const req = (amount: string) =>
      call('POST', '/wps/v2/withdraw/request', { amount, boundAccountId: account, paymentPassword: '123456' });
    expect((await req('5')).json().message).toBe('amount_out_of_range');
    const w1 = (await req('300')).json().value;
    expect(await balance()).toMatchObject({ main: '1050.50', held: '300.00' });
    await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w1.id}/decision`,
      payload: { approve: false },
      headers: finance,
    });
    expect(await balance()).toMatchObject({ main: '1350.50', held: '0.00' });
    const w2 = (await req('200')).json().value;
    await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w2.id}/decision`,
      payload: { approve: true },
      headers: finance,
    });
    expect(await balance()).toMatchObject({ main: '1150.50', held: '0.00' });
    const list = (await call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList')).json().value;
    expect(list[0]).toMatchObject({ id: w2.id, status: 'paid' });
    await call('POST', '/wps/relay/MCSFE_processC2CTransaction', {
      id: w2.id,
      action: 'received',
      receivedAmount: '150',
    });
    const after = (await call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList')).json().value[0];
    expect(after).toMatchObject({ status: 'received', receivedAmount: '150.00', remainingAmount: '50.00' });
    expect(
      (await call('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: w2.id, action: 'full_payment' })).json()
        .message,
    ).toBe('withdrawal_not_pending');
  });

  it('counts an unconfirmed payout as received after the brand’s minutes, once', async () => {
    const account = (await call('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const w = (
      await call('POST', '/wps/v2/withdraw/request', {
        amount: '50',
        boundAccountId: account,
        paymentPassword: '123456',
      })
    ).json().value;
    await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w.id}/decision`,
      payload: { approve: true },
      headers: finance,
    });
    expect(await autoReceipt(app.deps.db)).toBe(0);
    await app.deps.db.execute(sql`UPDATE withdrawals SET paid_at = now() - interval '2 days' WHERE id = ${w.id}`);
    expect(await autoReceipt(app.deps.db)).toBe(1);
    expect(await autoReceipt(app.deps.db)).toBe(0);
    const row = (await call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList'))
      .json()
      .value.find((x: { id: number }) => x.id === w.id);
    expect(row).toMatchObject({ status: 'auto_received', receivedAmount: '50.00', remainingAmount: '0.00' });
  });

  it('refunds a payout reported as not received (with proof) when the operator confirms it', async () => {
    const account = (await call('GET', '/wps/v2/member/securityConfig')).json().value.boundAccounts[0].id;
    const w = (
      await call('POST', '/wps/v2/withdraw/request', {
        amount: '40',
        boundAccountId: account,
        paymentPassword: '123456',
      })
    ).json().value;
    await app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${w.id}/decision`,
      payload: { approve: true },
      headers: finance,
    });
    const before = (await balance()).main;
    await call('POST', '/wps/relay/MCSFE_processC2CTransaction', { id: w.id, action: 'not_received', proofs: [PNG] });
    await app.inject({ method: 'POST', url: `/admin/api/withdrawals/${w.id}/refund`, headers: finance });
    expect(Number((await balance()).main) - Number(before)).toBeCloseTo(40);
  });

  it('refuses trial accounts and lets operators adjust a balance with a reason, audited', async () => {
    const trial = (await app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    expect((await app.inject({ url: '/wps/v2/deposit/channels', headers: { token: trial } })).json().message).toBe(
      'trial_account',
    );
    const info = (await call('GET', '/wps/member/info')).json().value;
    const adj = await app.inject({
      method: 'POST',
      url: `/admin/api/members/${info.id}/adjust`,
      payload: { amount: '-10.50', reason: 'Goodwill correction', requestId: 'adjust-test-0001' },
      headers: finance,
    });
    expect(adj.json().success).toBe(true);
    const main = Number((await balance()).main);
    expect(adj.json().value.balance).toBe(main.toFixed(2));
  });
});

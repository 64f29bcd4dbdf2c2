import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/accounts.ts';

/**
 * Sends SMS and email. The outbox adapter stores them (read on the console's Outbox screen, and at /dev/outbox with
 * DEV_ENDPOINTS on); the gateway adapter posts them.
 */
export interface Messenger {
  send(msg: { merchantId: number; channel: 'sms' | 'email'; to: string; body: string }): Promise<void>;
}

export class OutboxMessenger implements Messenger {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
  async send(msg: { merchantId: number; channel: 'sms' | 'email'; to: string; body: string }) {
    await this.db
      .insert(outbox)
      .values({ merchantId: msg.merchantId, channel: msg.channel, recipient: msg.to, body: msg.body });
  }
}

/**
 * Posts each message as JSON to an HTTP gateway (an SMS provider's or a mail relay's webhook). Any provider that
 * takes `{to, text}` fits; others get a small adapter beside this one.
 */
export class GatewayMessenger implements Messenger {
  private readonly urls: { sms?: string | undefined; email?: string | undefined };
  private readonly fallback: Messenger;
  constructor(urls: { sms?: string | undefined; email?: string | undefined }, fallback: Messenger) {
    this.urls = urls;
    this.fallback = fallback;
  }
  async send(msg: { merchantId: number; channel: 'sms' | 'email'; to: string; body: string }) {
    const url = this.urls[msg.channel];
    if (!url) return this.fallback.send(msg);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: msg.to, text: msg.body, merchantId: msg.merchantId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`${msg.channel} gateway answered ${res.status}`);
  }
}

/** Delivers through `inner` but only logs a failure: for answers that must not depend on whether a message went out. */
export const quietly = (inner: Messenger, log: { error(obj: object, msg: string): void }): Messenger => ({
  send: (msg) =>
    inner.send(msg).catch((err: unknown) => log.error({ err, channel: msg.channel }, 'message not delivered')),
});

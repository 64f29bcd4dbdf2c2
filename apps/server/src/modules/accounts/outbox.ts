import type { Db } from '../../db/client.ts';
import { accountsRepo } from './repo.ts';

/** A message the outbox adapter "sent" (no SMS or mail gateway set), with the code or reset token it carries. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string | null;
  time: string;
}

/** The login code or reset token in a message's text: a reset link's token first, as a token can hold six digits. */
export const outboxCode = (text: string): string | null =>
  /resetToken=([\w-]+)/.exec(text)?.[1] ?? /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/** The last 50 messages to a phone or email, newest first; only those of one brand when `merchantId` is given. */
export async function outboxMessages(db: Db, to: string, merchantId?: number): Promise<OutboxMessage[]> {
  const rows = await accountsRepo.outboxFor(db, to, merchantId);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.recipient,
    text: r.body,
    code: outboxCode(r.body),
    time: r.createdAt.toISOString(),
  }));
}

import type { TChannelBody, TChannelRow } from '@portal/contracts/console-channels';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import { brandByCode } from '../brand/index.ts';
import { type ChannelFields, depositRepo } from './deposit-repo.ts';

/** A brand's deposit channels as the console edits them (amounts as decimal text, as every console amount). */

type Stored = Awaited<ReturnType<typeof depositRepo.allChannels>>[number];
const rowOf = (c: Stored): TChannelRow => ({
  id: c.id,
  code: c.code,
  name: c.name,
  kind: c.kind,
  minAmount: formatMinor(c.minAmount),
  maxAmount: formatMinor(c.maxAmount),
  sort: c.sort,
  enabled: c.enabled,
  bank: c.bank,
});

const fieldsOf = (b: TChannelBody): ChannelFields => ({
  ...b,
  minAmount: toMinor(b.minAmount),
  maxAmount: toMinor(b.maxAmount),
  // A gateway has no account; a manual channel keeps what was typed (an empty account only while it is off).
  bank: b.kind === 'manual' ? (b.bank ?? { bankName: '', accountName: '', accountNo: '' }) : null,
});

export async function consoleChannels(db: Db, code: string) {
  const m = await brandByCode(db, code);
  return (await depositRepo.allChannels(db, m.id)).map(rowOf);
}

/** Adds (no id) or edits a channel with an audit row of before and after, in one transaction. */
export async function saveChannel(db: Db, op: OperatorSession, code: string, body: TChannelBody, id?: number) {
  const m = await brandByCode(db, code);
  const fields = fieldsOf(body);
  const saved = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = id ? await depositRepo.channelForUpdate(tx, m.id, id) : null;
    if (id && !before) throw new AppError('not_found');
    const savedId = await depositRepo.saveChannel(tx, m.id, fields, id);
    if (savedId === null) throw new AppError('conflict', undefined, { code: body.code });
    const after = await depositRepo.channelForUpdate(tx, m.id, savedId);
    if (!after) throw new AppError('not_found');
    await audit(tx, {
      operatorId: op.operatorId,
      action: id ? 'channel.update' : 'channel.create',
      target: `${code}:${body.code}`,
      detail: { before: before ? rowOf(before) : null, after: rowOf(after) },
    });
    return after;
  });
  return rowOf(saved);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, q } from '../../db/rows.ts';
import { pool, postTransfer } from '../wallet/index.ts';
import { raffleHouse } from './console.ts';
import { raffleRepo, type StoredRules } from './repo.ts';

const DAY = 86_400_000;

const ENVELOPE: { texts: Record<string, { title: string }>; rules: StoredRules; pool: bigint } = {
  texts: {
    en: { title: 'Lucky red envelope' },
    pt: { title: 'Envelope vermelho da sorte' },
    cn: { title: '幸运红包' },
    vi: { title: 'Lì xì may mắn' },
    th: { title: 'อั่งเปาโชคดี' },
    id: { title: 'Angpao keberuntungan' },
  },
  rules: { kind: 'red_envelope', min: '100', max: '888' },
  pool: 500_000n,
};

const WHEEL: typeof ENVELOPE = {
  texts: {
    en: { title: 'Lucky wheel' },
    pt: { title: 'Roda da sorte' },
    cn: { title: '幸运转盘' },
    vi: { title: 'Vòng quay may mắn' },
    th: { title: 'วงล้อนำโชค' },
    id: { title: 'Roda keberuntungan' },
  },
  rules: {
    kind: 'wheel',
    prizes: [
      { amount: '0', weight: 30 },
      { amount: '100', weight: 25 },
      { amount: '200', weight: 15 },
      { amount: '500', weight: 12 },
      { amount: '888', weight: 8 },
      { amount: '1800', weight: 5 },
      { amount: '5800', weight: 3 },
      { amount: '18800', weight: 2 },
    ],
    depositPerTicket: '20000',
    betPerTicket: '50000',
  },
  pool: 1_000_000n,
};

/**
 * The demo brand's red envelope (1.00-8.88, pool 5,000.00) and wheel (8 slices, pool 10,000.00), running from a month
 * ago for a year, so demo_player's seeded deposits (1,000.00) already earned wheel tickets. Once: a brand with any
 * event keeps what its operator set.
 */
export async function seedRaffles(db: Db, now = new Date()): Promise<void> {
  const [brand] = await q(db, sql`SELECT id FROM merchants WHERE is_default ORDER BY id LIMIT 1`);
  if (!brand) return;
  const merchantId = int(brand.id);
  if ((await raffleRepo.brandEvents(db, merchantId)).length > 0) return;
  for (const demo of [ENVELOPE, WHEEL]) {
    const e = await raffleRepo.insertEvent(db, {
      merchantId,
      kind: demo.rules.kind,
      texts: demo.texts,
      audience: { kind: 'everyone' },
      rules: demo.rules,
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() + 365 * DAY),
      enabled: true,
    });
    await postTransfer(db, {
      from: raffleHouse(merchantId),
      to: pool(raffleRepo.poolCode(e.id), merchantId),
      amount: demo.pool,
      kind: 'raffle_fund',
      memo: `Raffle #${e.id} pool`,
      idempotencyKey: `raffle-fund:${e.id}:demo`,
    });
  }
}

// The money rows, run from the bench's parent process: wallet transfers and signed bet+win rounds over HTTP against
// the server in its own process, as a player's or a provider's calls come from outside it. Each is paired with its
// raw bound, which the server's process runs on the same database (inproc.ts rawLoad: plain SQL postings on tables
// of the bench's own), taking turns so a slow moment of the shared machine hits both sides alike.
import { randomBytes } from 'node:crypto';
import { walletClient } from '../apps/server/src/modules/provider/signing.ts';
import type { MoneyFixtures, RawCase } from './inproc.ts';
import { CONNECTIONS, type Load, load, type Paired, paired } from './rounds.ts';

export type Ask = <T>(message: object) => Promise<T>;

export async function moneyRows(ask: Ask): Promise<Array<Paired & { measure: string; note: string }>> {
  const f = await ask<MoneyFixtures>({ cmd: 'fixtures' });
  const raw = (kind: RawCase) => ask<Load>({ cmd: 'raw', kind });
  const transfer = (token: string) =>
    fetch(`${f.base}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ vassalage: 'LVA', direction: 'in', amount: '0.01' }),
    }).then(async (r) => {
      if (r.status !== 200) throw new Error(`transfer: ${r.status} ${await r.text()}`);
    });
  const hot = f.tokens[0] as string;
  const client = walletClient(f.base, 'DEMO', f.providerSecret);
  const round = async (i: number) => {
    const roundId = `bh${i}-${randomBytes(4).toString('hex')}`;
    const ticket = f.tickets[i % f.tickets.length] as string;
    const bet = await client<{ status: string; playerId?: string }>('bet', {
      ticket,
      txId: `${roundId}b`,
      roundId,
      amount: '0.01',
    });
    const won = await client<{ status: string }>('win', {
      txId: `${roundId}w`,
      roundId,
      playerId: bet.playerId,
      amount: '0.01',
    });
    if (bet.status !== 'OK' || won.status !== 'OK') throw new Error(`round: ${bet.status} ${won.status}`);
  };
  // Warm-up, as the API rows have one.
  await load(CONNECTIONS, () => transfer(hot));
  return [
    {
      measure: 'wallet transfers/s, one hot wallet (HTTP)',
      ...(await paired(
        () => load(CONNECTIONS, () => transfer(hot)),
        () => raw('transfer-hot'),
      )),
      note: 'raw SQL hold, vendor record, settle; one wallet',
    },
    {
      measure: 'wallet transfers/s, many wallets (HTTP)',
      ...(await paired(
        () => load(CONNECTIONS, (i) => transfer(f.tokens[i % f.tokens.length] as string)),
        () => raw('transfer-many'),
      )),
      note: 'raw SQL hold, vendor record, settle; as many wallets',
    },
    {
      measure: 'bet+win rounds/s (signed HTTP)',
      ...(await paired(
        () => load(CONNECTIONS, round),
        () => raw('rounds'),
      )),
      note: 'two raw SQL postings',
    },
  ];
}

import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { RoundRandom } from '@portal/contracts/fair';
import {
  ZInhouseBet,
  ZInhouseClientSeedBody,
  ZInhouseDiceBody,
  ZInhouseMinesCashoutBody,
  ZInhouseMinesRevealBody,
  ZInhouseMinesStartBody,
  ZInhouseSeedQuery,
  ZInhouseTicket,
} from '@portal/contracts/inhouse';
import type { FastifyRequest } from 'fastify';
import { appSecret } from '../../config.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { brandCurrency } from '../brand/index.ts';
import { providerSecret, walletClient } from '../provider/index.ts';
import { diceRoll, minesLayout, minesMultiplier, pageRules, slotSpin } from './games.ts';
import { cashOut, minesProof, recordPending, revealTile, settlePending, stalePending } from './mines.ts';
import { activeSeed, revealedSeed, rotateSeed, type Seed, setClientSeed, takeRound } from './seeds.ts';

type Answer = { status: string; balance?: string; playerId?: string };
type Page = 'slot' | 'dice' | 'mines' | 'verify';

/** The pages' files (HTML, CSS, plain browser scripts), served as they are: no build step. */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
const ASSETS = '/provider/inhouse/assets/';
const HOUR = 'public, max-age=3600';

/**
 * The four documents, read once. Their asset addresses carry a version of the folder's files: the documents are not
 * cached and the assets are for an hour, so without it a deploy could pair a new page with an old cached script.
 */
async function readPages(): Promise<Record<Page, string>> {
  const hash = createHash('sha256');
  for (const name of (await readdir(PAGE_DIR)).sort()) hash.update(name).update(await readFile(PAGE_DIR + name));
  const version = hash.digest('hex').slice(0, 12);
  const read = async (page: Page) =>
    (await readFile(`${PAGE_DIR}${page}.html`, 'utf8')).replaceAll(
      /\/provider\/inhouse\/assets\/[\w.-]+/g,
      `$&?v=${version}`,
    );
  return {
    slot: await read('slot'),
    dice: await read('dice'),
    mines: await read('mines'),
    verify: await read('verify'),
  };
}

/**
 * The in-house game provider: its pages and their own API stay plain routes (packages/contracts/src/inhouse.ts says
 * why). It decides rounds with the provably fair scheme and settles them ONLY by calling the
 * signed seamless-wallet API over HTTP, like any outside provider.
 */
export default async function inhouseRoutes(app: App) {
  const { db, config } = app.deps;
  const secret = providerSecret(appSecret(config), 'INHOUSE');
  const base = () => {
    if (config.WALLET_API_URL) return config.WALLET_API_URL;
    const addr = app.server.address();
    return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : config.PORT}`;
  };
  const wallet = <T>(op: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
    walletClient(base(), 'INHOUSE', secret)<T>(op, body);
  /** The player behind a ticket, asked of the signed wallet API as any outside provider would (never our tables). */
  const player = async (ticket: string) => {
    const a = await wallet<Answer>('balance', { ticket });
    if (a.status !== 'OK' || !a.playerId) throw Object.assign(new Error('ticket'), { statusCode: 401 });
    return { memberId: Number(a.playerId), balance: a.balance ?? null };
  };
  /** Bet, then settle with the win (0 on a loss) — two signed calls, each idempotent by its transaction id. */
  const settle = async (ticket: string, roundId: string, bet: bigint, payout: bigint, detail: unknown) => {
    const b = await wallet<Answer>('bet', { ticket, txId: `${roundId}:bet`, roundId, amount: formatMinor(bet) });
    if (b.status !== 'OK') return { error: b.status, balance: b.balance };
    const w = await wallet<Answer>('win', {
      txId: `${roundId}:win`,
      roundId,
      playerId: b.playerId,
      amount: formatMinor(payout),
      final: true,
      detail,
    });
    return { balance: w.balance ?? b.balance };
  };

  // The pages read `ticket` and `lang` from their own address; the brand's currency comes with the state answer.
  const pages = await readPages();
  for (const kind of ['slot', 'dice', 'mines'] as const) {
    app.get(`/provider/inhouse/${kind}`, { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(pages[kind]),
    );
  }
  app.get('/provider/inhouse/verify', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(pages.verify),
  );
  await app.register(fastifyStatic, {
    root: PAGE_DIR,
    prefix: ASSETS,
    decorateReply: false,
    wildcard: false, // a route per file present at startup
    globIgnore: ['**/*.html'], // the documents are answered above, with their own headers
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', HOUR),
  });
  app.get('/provider/inhouse/api/rules', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', HOUR);
    return pageRules();
  });

  // The verification page (from a betting record) fills in a seed revealed since the round was played.
  app.get(
    '/provider/inhouse/api/seed',
    { schema: { hide: true, querystring: ZInhouseSeedQuery } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { serverSeed: await revealedSeed(db, req.query.hash) };
    },
  );

  app.post('/provider/inhouse/api/state', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const s = await player(req.body.ticket);
    const seed = await activeSeed(db, s.memberId);
    return {
      balance: s.balance,
      currency: brandCurrency(await merchantOf(req)),
      serverHash: seed.serverHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    };
  });

  app.post('/provider/inhouse/api/seed', { schema: { hide: true, body: ZInhouseClientSeedBody } }, async (req) => {
    const s = await player(req.body.ticket);
    await setClientSeed(db, s.memberId, req.body.clientSeed);
    return { ok: true };
  });

  /** A Mines start that never finished (a crash before its bet settled): its bet, if taken, goes back, and it ends. */
  const voidRound = async (roundId: string) => {
    await wallet<Answer>('rollback', { txId: `${roundId}:void`, refTxId: `${roundId}:bet` });
    await settlePending(db, roundId, 'void');
  };

  app.post('/provider/inhouse/api/rotate', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const { memberId } = await player(req.body.ticket);
    for (const roundId of await stalePending(db, memberId)) await voidRound(roundId);
    return rotateSeed(db, memberId);
  });

  const newRoundId = () => `IH${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
  const rngOf = (seed: Seed, nonce: number) => new RoundRandom(seed.serverSeed, seed.clientSeed, nonce);
  const roundOf = async (req: FastifyRequest & { body: { ticket: string } }) => {
    const s = await player(req.body.ticket);
    const { seed, nonce } = await takeRound(db, s.memberId, async () => undefined);
    return { s, seed, nonce, rng: rngOf(seed, nonce), roundId: newRoundId() };
  };

  app.post('/provider/inhouse/api/slot', { schema: { hide: true, body: ZInhouseBet } }, async (req) => {
    const bet = toMinor(req.body.bet);
    if (bet % 10n !== 0n) return { error: 'BET_INVALID' };
    const { rng, roundId, nonce, seed } = await roundOf(req);
    const r = await slotSpin(rng, bet);
    const detail = { game: 'slot', grid: r.grid, nonce, serverHash: seed.serverHash, clientSeed: seed.clientSeed };
    return {
      roundId,
      nonce,
      grid: r.grid,
      wins: r.wins.map((w) => ({ ...w, amount: formatMinor(w.amount) })),
      payout: formatMinor(r.payout),
      ...(await settle(req.body.ticket, roundId, bet, r.payout, detail)),
    };
  });

  app.post('/provider/inhouse/api/dice', { schema: { hide: true, body: ZInhouseDiceBody } }, async (req) => {
    const bet = toMinor(req.body.bet);
    const { rng, roundId, nonce, seed } = await roundOf(req);
    const r = await diceRoll(rng, bet, req.body.target);
    const detail = {
      game: 'dice',
      roll: r.roll,
      target: req.body.target,
      nonce,
      serverHash: seed.serverHash,
      clientSeed: seed.clientSeed,
    };
    return {
      roundId,
      nonce,
      roll: r.roll,
      win: r.win,
      multiplier: r.multiplier,
      payout: formatMinor(r.payout),
      ...(await settle(req.body.ticket, roundId, bet, r.payout, detail)),
    };
  });

  // Mines: the bet is taken at start; reveals happen on the server; cash out (or a mine) settles the round.
  app.post(
    '/provider/inhouse/api/mines/start',
    { schema: { hide: true, body: ZInhouseMinesStartBody } },
    async (req) => {
      const bet = toMinor(req.body.bet);
      const s = await player(req.body.ticket);
      const roundId = newRoundId();
      // The round is recorded (pending) in the commit that takes its nonce, so no rotation can reveal its seed.
      const { nonce } = await takeRound(db, s.memberId, async (tx, seed, n) => {
        const layout = await minesLayout(rngOf(seed, n), req.body.mines);
        const fields = { roundId, memberId: s.memberId, seedId: seed.id, nonce: n, mines: req.body.mines, layout, bet };
        await recordPending(tx, fields);
      });
      let b: Answer;
      try {
        b = await wallet<Answer>('bet', {
          ticket: req.body.ticket,
          txId: `${roundId}:bet`,
          roundId,
          amount: formatMinor(bet),
        });
      } catch (e) {
        await voidRound(roundId);
        throw e;
      }
      if (b.status !== 'OK') {
        await settlePending(db, roundId, 'void');
        return { error: b.status, balance: b.balance };
      }
      if (!(await settlePending(db, roundId, 'open'))) {
        await voidRound(roundId);
        return { error: 'ROUND_OVER' };
      }
      return { roundId, nonce, balance: b.balance };
    },
  );

  app.post(
    '/provider/inhouse/api/mines/reveal',
    { schema: { hide: true, body: ZInhouseMinesRevealBody } },
    async (req) => {
      const s = await player(req.body.ticket);
      const r = await revealTile(db, s.memberId, req.body.roundId, req.body.tile);
      if (r.over) return { error: 'ROUND_OVER' };
      const { layout, revealed, mines } = r.round;
      if (r.mine) {
        const w = await wallet<Answer>('win', {
          txId: `${req.body.roundId}:win`,
          roundId: req.body.roundId,
          playerId: String(s.memberId),
          amount: '0',
          final: true,
          detail: await minesProof(db, r.round),
        });
        return { mine: true, layout, balance: w.balance };
      }
      return {
        mine: false,
        revealed,
        multiplier: Math.round(minesMultiplier(mines, revealed.length) * 10_000) / 10_000,
      };
    },
  );

  app.post(
    '/provider/inhouse/api/mines/cashout',
    { schema: { hide: true, body: ZInhouseMinesCashoutBody } },
    async (req) => {
      const s = await player(req.body.ticket);
      const round = await cashOut(db, s.memberId, req.body.roundId);
      if (!round) return { error: 'ROUND_OVER' };
      const multBp = BigInt(Math.floor(minesMultiplier(round.mines, round.revealed.length) * 10_000));
      const payout = (round.bet * multBp) / 10_000n;
      const w = await wallet<Answer>('win', {
        txId: `${req.body.roundId}:win`,
        roundId: req.body.roundId,
        playerId: String(s.memberId),
        amount: formatMinor(payout),
        final: true,
        detail: await minesProof(db, round),
      });
      return { payout: formatMinor(payout), layout: round.layout, balance: w.balance };
    },
  );
}

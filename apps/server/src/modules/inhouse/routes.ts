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
import type { TOriginalsLimits } from '@portal/contracts/merchant-config';
import { z } from 'zod';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { seedSealer } from '../../platform/seal.ts';
import { brandCurrency } from '../brand/index.ts';
import { crashRules } from './crash-routes.ts';
import { diceMinStake, diceRoll, minesLayout, minesMinStake, minesMultiplier, pageRules, slotSpin } from './games.ts';
import { capWin, limitsOf, outsideLimits, shownLimits } from './limits.ts';
import {
  cashOut,
  currentRound,
  expiredRounds,
  minesCapped,
  openPending,
  recordPending,
  refusePending,
  revealTile,
  stalePending,
} from './mines.ts';
import { INSTANT_GAMES, instantKinds, STEPPED_GAMES, steppedKinds } from './originals.ts';
import { pageBrand, pageLocale, withBrand, withLocale } from './page-locale.ts';
import { decideRound, recordRound, refuseRound } from './rounds.ts';
import { activeSeed, revealedSeed, rotateSeed, type Seed, setClientSeed, takeRound } from './seeds.ts';
import { abandonRound, minesWin, type RoundTable, sendWin } from './settlement.ts';
import { endStaleStepped } from './stepped-routes.ts';
import type { InhouseWallet, WalletAnswer } from './wallet.ts';

/** A round given up while its bet was being placed (stale, voided meanwhile): its nonce is not taken. */
class RoundOver extends Error {}
/** The pages: the three first games, each instant original by kind, the verification and the rules page. */
type Page = string;
const PAGES = ['slot', 'dice', 'mines', ...instantKinds(), ...steppedKinds(), 'verify', 'rules'];

/** The pages' files (HTML, CSS, plain browser scripts), served as they are: no build step. */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
const ASSETS = '/provider/inhouse/assets/';
const HOUR = 'public, max-age=3600';

/**
 * The documents, read once. Their asset addresses carry a version of the folder's files: the documents are not
 * cached and the assets are for an hour, so without it a deploy could pair a new page with an old cached script.
 */
async function readPages(): Promise<Map<Page, string>> {
  const hash = createHash('sha256');
  for (const name of (await readdir(PAGE_DIR)).sort()) hash.update(name).update(await readFile(PAGE_DIR + name));
  const version = hash.digest('hex').slice(0, 12);
  // The verification and rules pages speak of every original: their texts, outcomes and names are put in here.
  const files = await readdir(PAGE_DIR);
  const scripts = (prefix: string) =>
    files
      .filter((f) => f.startsWith(prefix) && f.endsWith('.js'))
      .map((f) => `<script defer src="${ASSETS}${f}"></script>`)
      .join('\n');
  const options = [...instantKinds(), ...steppedKinds(), 'crash']
    .map((kind) => `<option value="${kind}" data-t="${kind}Title">${kind}</option>`)
    .join('');
  const read = async (page: Page) =>
    (await readFile(`${PAGE_DIR}${page}.html`, 'utf8'))
      .replace('<!--texts-->', scripts('texts-'))
      .replace('<!--outcomes-->', scripts('outcome-'))
      .replace('<!--options-->', options)
      .replaceAll(/\/provider\/inhouse\/assets\/[\w.-]+/g, `$&?v=${version}`);
  return new Map(await Promise.all(PAGES.map(async (page) => [page, await read(page)] as const)));
}

/**
 * The in-house game provider: its pages and their own API stay plain routes (packages/contracts/src/inhouse.ts says
 * why). It decides rounds with the provably fair scheme and settles them ONLY by calling the
 * signed seamless-wallet API over HTTP, like any outside provider. Every round is recorded before its bet, and its
 * outcome and the win it owes before its win is sent, so the settlement job can finish whatever a crash cut off.
 */
export default async function inhouseRoutes(app: App, wallet: InhouseWallet) {
  const { db } = app.deps;
  const seeds = seedSealer(app.deps.config);
  /** The player behind a ticket, asked of the signed wallet API as any outside provider would (never our tables). */
  const player = async (ticket: string) => {
    const a = await wallet('balance', { ticket });
    if (a.status !== 'OK' || !a.playerId) throw Object.assign(new Error('ticket'), { statusCode: 401 });
    return { memberId: Number(a.playerId), balance: a.balance ?? null };
  };
  /** The bet of a round, debited before anything of the round is decided. */
  const placeBet = (ticket: string, roundId: string, bet: bigint) =>
    wallet('bet', { ticket, txId: `${roundId}:bet`, roundId, amount: formatMinor(bet) });
  /**
   * Gives up a round whose bet may have been taken (the bet call failed, or the round could not go on): it is made
   * void and its bet rolled back; a rollback the wallet does not answer now is sent again by the settlement job.
   */
  const giveBack = async (table: RoundTable, roundId: string) => {
    await abandonRound(db, wallet, table, roundId).catch((err: unknown) =>
      app.log.warn({ err, roundId }, 'in-house rollback not answered: the settlement job sends it again'),
    );
  };
  /** Sends a round's win now; null when the wallet did not answer (the settlement job sends it again). */
  const payNow = (table: RoundTable, win: Parameters<typeof sendWin>[3]): Promise<WalletAnswer | null> =>
    sendWin(db, wallet, table, win).catch((err: unknown) => {
      app.log.warn({ err, roundId: win.roundId }, 'in-house win not answered: the settlement job sends it again');
      return null;
    });
  /** The balance a win's answer gave, when it gave one (none while the win is still owed). */
  const balanceOf = (w: WalletAnswer | null) => (w?.balance === undefined ? {} : { balance: w.balance });

  // The pages read `ticket` and `lang` from their own address; the brand's currency comes with the state answer.
  const pages = await readPages();
  for (const page of PAGES) {
    // A game page is never cached (its ticket is in the address); the verification and rules pages may be.
    const game = page !== 'verify' && page !== 'rules';
    app.get(
      `/provider/inhouse/${page}`,
      {
        schema: { hide: true, querystring: z.object({ lang: z.string().max(40).optional() }).passthrough() },
      },
      async (req, reply) => {
        reply.type('text/html; charset=utf-8');
        if (game) reply.header('cache-control', 'no-store');
        const brand = await pageBrand(req, (req.query as { ticket?: unknown }).ticket);
        return reply.send(withBrand(withLocale(pages.get(page) ?? '', pageLocale(req.query.lang)), brand.config.theme));
      },
    );
  }
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
    // Minimum stakes in the brand's money, as the pages show them.
    const rules = pageRules();
    const shown = (stakes: Record<string, bigint>) =>
      Object.fromEntries(Object.entries(stakes).map(([k, v]) => [k, formatMinor(v)]));
    return {
      ...rules,
      dice: { ...rules.dice, minStake: shown(rules.dice.minStake) },
      mines: { minStake: shown(rules.mines.minStake) },
      ...Object.fromEntries([...INSTANT_GAMES, ...STEPPED_GAMES].map((g) => [g.kind, g.rules()])),
      crash: crashRules(),
    };
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
    const seed = await activeSeed(db, seeds, s.memberId);
    return {
      balance: s.balance,
      currency: brandCurrency(await merchantOf(req)),
      limits: shownLimits(await limitsOf(req)),
      serverHash: seed.serverHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    };
  });

  app.post('/provider/inhouse/api/seed', { schema: { hide: true, body: ZInhouseClientSeedBody } }, async (req) => {
    const s = await player(req.body.ticket);
    await setClientSeed(db, seeds, s.memberId, req.body.clientSeed);
    return { ok: true };
  });

  // A rotation first ends what would block it for no reason: a Mines start that never finished (a crash around its
  // bet: its bet, if taken, goes back) and a round left open past the brand's time-out (cashed out as it stands).
  app.post('/provider/inhouse/api/rotate', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const { memberId } = await player(req.body.ticket);
    for (const roundId of await stalePending(db, memberId)) await giveBack('mines', roundId);
    for (const roundId of await expiredRounds(db, memberId)) {
      const cashed = await cashOut(db, memberId, roundId);
      if (cashed && !cashed.again) await payNow('mines', await minesWin(db, cashed.round));
    }
    await endStaleStepped(app, wallet, memberId);
    return rotateSeed(db, seeds, memberId);
  });

  const newRoundId = () => `IH${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
  const rngOf = (seed: Seed, nonce: number) => new RoundRandom(seed.serverSeed, seed.clientSeed, nonce);

  /**
   * A slot or dice round. It is recorded (pending, nothing decided) and its bet debited; only once the wallet took
   * the bet is the nonce taken and the outcome decided, so a bet refused for funds takes no nonce and its answer (the
   * refusal and the balance) tells nothing of the round it would have been: the next round uses that nonce. The
   * outcome and the win owed are recorded with the round in the nonce's commit, then the win (0 on a loss) is sent;
   * should the process die before the wallet answers it, the settlement job sends it again.
   */
  const playRound = async <T extends object>(
    game: string,
    ticket: string,
    bet: bigint,
    limits: TOriginalsLimits,
    decide: (rng: RoundRandom, seed: Seed, nonce: number) => Promise<{ answer: T; payout: bigint; detail: object }>,
  ) => {
    const outside = outsideLimits(limits, bet);
    if (outside) return outside;
    const s = await player(ticket);
    const roundId = newRoundId();
    await recordRound(db, { roundId, memberId: s.memberId, game, bet });
    let b: WalletAnswer;
    try {
      b = await placeBet(ticket, roundId, bet);
    } catch (e) {
      // No answer: the bet may have been taken. It is rolled back (now, or by the job): never left hanging.
      await giveBack('rounds', roundId);
      throw e;
    }
    if (b.status !== 'OK') {
      await refuseRound(db, roundId);
      return { error: b.status, balance: b.balance };
    }
    let round: { nonce: number; answer: T; payout: bigint; detail: object };
    try {
      // Decided in the nonce's transaction: a failure gives the bet back and leaves the nonce untaken.
      const { nonce, held } = await takeRound(db, seeds, s.memberId, async (tx, seed, n) => {
        const d = capWin(await decide(rngOf(seed, n), seed, n), BigInt(limits.maxWin));
        const fields = { roundId, seedId: seed.id, nonce: n, payout: d.payout, detail: d.detail };
        if (!(await decideRound(tx, fields))) throw new RoundOver();
        return d;
      });
      round = { nonce, ...held };
    } catch (e) {
      await giveBack('rounds', roundId);
      if (e instanceof RoundOver) return { error: 'ROUND_OVER' };
      throw e;
    }
    // The round is played: its outcome is answered even when the win is not acknowledged yet (the job pays it).
    const w = await payNow('rounds', { roundId, memberId: s.memberId, payout: round.payout, detail: round.detail });
    return { roundId, nonce: round.nonce, ...round.answer, payout: formatMinor(round.payout), ...balanceOf(w) };
  };

  app.post('/provider/inhouse/api/slot', { schema: { hide: true, body: ZInhouseBet } }, async (req) => {
    const bet = toMinor(req.body.bet);
    if (bet % 10n !== 0n) return { error: 'BET_INVALID' };
    return playRound('slot', req.body.ticket, bet, await limitsOf(req), async (rng, seed, nonce) => {
      const r = await slotSpin(rng, bet);
      return {
        answer: { grid: r.grid, wins: r.wins.map((w) => ({ ...w, amount: formatMinor(w.amount) })) },
        payout: r.payout,
        detail: { game: 'slot', grid: r.grid, nonce, serverHash: seed.serverHash, clientSeed: seed.clientSeed },
      };
    });
  });

  app.post('/provider/inhouse/api/dice', { schema: { hide: true, body: ZInhouseDiceBody } }, async (req) => {
    const bet = toMinor(req.body.bet);
    const { target } = req.body;
    if (bet < diceMinStake(target)) return { error: 'BET_TOO_SMALL', minStake: formatMinor(diceMinStake(target)) };
    return playRound('dice', req.body.ticket, bet, await limitsOf(req), async (rng, seed, nonce) => {
      const r = await diceRoll(rng, bet, target);
      return {
        answer: { roll: r.roll, win: r.win, multiplier: r.multiplier },
        payout: r.payout,
        detail: { game: 'dice', roll: r.roll, target, nonce, serverHash: seed.serverHash, clientSeed: seed.clientSeed },
      };
    });
  });

  // The instant originals: one route each, its choices checked by the game's own schema.
  for (const g of INSTANT_GAMES) {
    const body = ZInhouseBet.extend(g.params);
    app.post(`/provider/inhouse/api/${g.kind}`, { schema: { hide: true, body } }, async (req) => {
      const { ticket, bet: stake, ...choices } = req.body as { ticket: string; bet: string };
      const bet = toMinor(stake);
      if (g.fits && !g.fits(bet, choices)) return { error: 'BET_INVALID' };
      const min = g.minStake(choices);
      if (bet < min) return { error: 'BET_TOO_SMALL', minStake: formatMinor(min) };
      return playRound(g.kind, ticket, bet, await limitsOf(req), async (rng, seed, nonce) => {
        const r = await g.play(rng, bet, choices);
        return {
          answer: { outcome: r.outcome },
          payout: r.payout,
          // The proof: the choices and outcome, and what recomputes them (the verification page reads them back).
          detail: {
            game: g.kind,
            params: choices,
            outcome: r.outcome,
            nonce,
            serverHash: seed.serverHash,
            clientSeed: seed.clientSeed,
          },
        };
      });
    });
  }

  // Mines: the bet is taken at start; reveals happen on the server; cash out (or a mine) settles the round.
  app.post(
    '/provider/inhouse/api/mines/start',
    { schema: { hide: true, body: ZInhouseMinesStartBody } },
    async (req) => {
      const bet = toMinor(req.body.bet);
      const { mines, ticket } = req.body;
      if (bet < minesMinStake(mines)) return { error: 'BET_TOO_SMALL', minStake: formatMinor(minesMinStake(mines)) };
      const outside = outsideLimits(await limitsOf(req), bet);
      if (outside) return outside;
      const s = await player(ticket);
      const roundId = newRoundId();
      // Pending first, with no outcome, so a crash around the bet leaves a round the job (or a rotation) can void
      // and refund.
      await recordPending(db, { roundId, memberId: s.memberId, mines, bet });
      let b: WalletAnswer;
      try {
        b = await placeBet(ticket, roundId, bet);
      } catch (e) {
        await giveBack('mines', roundId);
        throw e;
      }
      if (b.status !== 'OK') {
        await refusePending(db, roundId);
        return { error: b.status, balance: b.balance };
      }
      // The bet is placed: the nonce is taken and the layout decided in the commit that opens the round, so no
      // rotation can reveal its seed while it is played. A round voided meanwhile (stale) takes no nonce.
      let opened: { nonce: number; held: boolean };
      try {
        opened = await takeRound(db, seeds, s.memberId, async (tx, seed, n) => {
          const layout = await minesLayout(rngOf(seed, n), mines);
          if (!(await openPending(tx, { roundId, seedId: seed.id, clientSeed: seed.clientSeed, nonce: n, layout })))
            throw new RoundOver();
          return true;
        });
      } catch (e) {
        await giveBack('mines', roundId);
        if (e instanceof RoundOver) return { error: 'ROUND_OVER' };
        throw e;
      }
      return { roundId, nonce: opened.nonce, balance: b.balance };
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
        // Lost: the round owes its win of 0, which settles it in the wallet (the job resends it if need be).
        const w = await payNow('mines', await minesWin(db, { ...r.round, payout: 0n }));
        return { mine: true, layout, ...balanceOf(w) };
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
      const cashed = await cashOut(db, s.memberId, req.body.roundId, null, BigInt((await limitsOf(req)).maxWin));
      if (!cashed) return { error: 'ROUND_OVER' };
      const { round } = cashed;
      const answer = {
        payout: formatMinor(round.payout),
        layout: round.layout,
        ...(minesCapped(round) ? { capped: true } : {}),
      };
      // A cash-out sent again (its answer lost, the server restarted) answers the same payout: with the balance as it
      // is when the wallet already answered its win, else after sending that win again with the same id.
      if (cashed.again && round.settled) return s.balance === null ? answer : { ...answer, balance: s.balance };
      return { ...answer, ...balanceOf(await payNow('mines', await minesWin(db, round))) };
    },
  );

  // The round the member was playing, to resume on the next page load (after a crash, a lost connection or a closed
  // tab): its tiles so far and multiplier, never its layout.
  app.post('/provider/inhouse/api/mines/round', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const s = await player(req.body.ticket);
    const r = await currentRound(db, s.memberId);
    if (!r) return { round: null };
    return {
      round: {
        roundId: r.roundId,
        nonce: r.nonce,
        clientSeed: r.clientSeed,
        mines: r.mines,
        bet: formatMinor(r.bet),
        revealed: r.revealed,
        multiplier: Math.round(minesMultiplier(r.mines, r.revealed.length) * 10_000) / 10_000,
      },
    };
  });
}

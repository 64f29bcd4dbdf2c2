import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ZInhouseBet, ZInhouseTicket } from '@portal/contracts/inhouse';
import { z } from 'zod';
import { type App, merchantOf } from '../../platform/http.ts';
import { jobsOn } from '../../platform/jobs.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { seedSealer } from '../../platform/seal.ts';
import { brandCurrency } from '../brand/index.ts';
import {
  BETTING_MS,
  CRASH_RTP,
  CRASHED_MS,
  crashBetMinimum,
  crashMinStake,
  GROWTH,
  MAX_AUTO,
  MIN_AUTO,
  multiplierAt,
  previousHash,
} from './crash.ts';
import { CrashEngine } from './crash-engine.ts';
import { type CrashBet, type CrashRound, crashRepo } from './crash-repo.ts';
import { abandonCrashBet, crashCapped, payCrashBets, sendCrashWin } from './crash-settlement.ts';
import { limitsOf, outsideLimits } from './limits.ts';
import { pageBrand, pageLocale, withBrand, withLocale } from './page-locale.ts';
import type { InhouseWallet, WalletAnswer } from './wallet.ts';

const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
const engines = new WeakMap<object, CrashEngine>();
/** The installation's crash engine on this instance (tests drive its clock and steps). */
export const crashEngineOf = (app: App) => engines.get(app.deps) as CrashEngine;

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
/** A round as players see it: its hash and crash point only once it crashed. */
const publicRound = (r: CrashRound, now: number) => ({
  id: r.id,
  chain: r.chainId,
  index: r.index,
  phase: r.phase,
  serverTime: iso(now),
  bettingEndsAt: iso(r.bettingEndsAt),
  startedAt: iso(r.startedAt),
  crashedAt: iso(r.crashedAt),
  previousHash: previousHash(r.hash),
  ...(r.phase === 'crashed' ? { crashPoint: r.crashPoint, hash: r.hash } : {}),
});
const publicBet = (b: CrashBet) => ({
  id: b.id,
  player: b.shown,
  bet: formatMinor(b.bet),
  autoCashout: b.autoCashout,
  status: b.status,
  cashout: b.status === 'cashed' ? b.cashout : null,
  payout: b.status === 'cashed' ? formatMinor(b.payout ?? 0n) : null,
  ...(crashCapped(b) ? { capped: true } : {}),
});
const historyOf = (rounds: CrashRound[]) =>
  rounds.map((r) => ({ id: r.id, index: r.index, crashPoint: r.crashPoint, hash: r.hash }));

/** One Server-Sent Event's text. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** How many bets the page's list shows (crash.js drawBets): the stream sends those, and each page its own bet. */
export const LIST_SIZE = 100;
/** The list's order, as the page sorts it: cash-outs first, then the larger stakes, then the earlier bets. */
const listOrder = (a: CrashBet, b: CrashBet) =>
  Number(b.status === 'cashed') - Number(a.status === 'cashed') || (b.bet > a.bet ? 1 : b.bet < a.bet ? -1 : 0);
/** The bets a round's list shows: the first LIST_SIZE in the page's order (void bets are not shown). */
export const listed = (bets: Iterable<CrashBet>) =>
  [...bets]
    .filter((b) => b.status !== 'void')
    .sort(listOrder)
    .slice(0, LIST_SIZE);
/** The round's counts the page shows beside its list. */
const countOf = (bets: Iterable<CrashBet>) => {
  let players = 0;
  let cashed = 0;
  for (const b of bets) {
    if (b.status === 'void') continue;
    players++;
    if (b.status === 'cashed') cashed++;
  }
  return { players, cashed };
};

interface Watcher {
  memberId: number;
  send: (text: string) => void;
}

/**
 * Each instance's streams: it reads the round tables every 200 ms while someone watches, and sends what changed. Every
 * page gets the changes of the bets its list shows (the first 100) and the round's counts, as one text written once
 * per page per look, and its own bet's changes apart: with 2,000 players, every bet to every page was 2,000 times
 * 2,000 events a round (1.4 GB through one instance), the instance's largest cost.
 */
class CrashHub {
  private readonly clients = new Set<Watcher>();
  private round: CrashRound | null = null;
  private seq = 0;
  /** The round's bets as last read, and the ids its list showed. */
  private bets = new Map<string, CrashBet>();
  private shown = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private readonly app: App;
  private readonly engine: CrashEngine;
  constructor(app: App, engine: CrashEngine) {
    this.app = app;
    this.engine = engine;
  }

  add(w: Watcher) {
    this.clients.add(w);
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), 200);
      this.timer.unref();
    }
    return () => {
      this.clients.delete(w);
      if (this.clients.size === 0) this.stop();
    };
  }
  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.round = null;
    this.seq = 0;
    this.bets = new Map();
    this.shown = new Set();
  }
  /**
   * Writes `shared` to every page and `own` to the pages of its members, 200 pages at a time with the event loop's
   * other work between: each write is a system call, and a cash-out arriving meanwhile would otherwise wait for
   * thousands of them.
   */
  private async fanOut(shared: string, own: Map<number, string>) {
    const clients = [...this.clients];
    for (let i = 0; i < clients.length; i += 200) {
      if (i > 0) await new Promise((go) => setImmediate(go));
      for (const c of clients.slice(i, i + 200)) {
        const text = shared + (own.get(c.memberId) ?? '');
        if (text) c.send(text);
      }
    }
  }
  /**
   * Sends the changes of the round's bets since the last look, then the round when it changed phase (or a new one
   * opened): a cash-out made just before the crash reaches the page before the crash does.
   */
  async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const { db } = this.app.deps;
      const r = await crashRepo.current(db);
      if (!r) return;
      let shared = '';
      const own = new Map<number, string>();
      const addBets = async () => {
        const changed = await crashRepo.betsSince(db, r.id, this.seq);
        if (changed.length === 0) return;
        for (const b of changed) {
          this.seq = Math.max(this.seq, b.seq);
          this.bets.set(b.id, b);
        }
        const list = new Set(listed(this.bets.values()).map((b) => b.id));
        for (const b of changed) {
          const event = sse('bet', publicBet(b));
          if (list.has(b.id) || this.shown.has(b.id)) shared += event;
          else own.set(b.memberId, (own.get(b.memberId) ?? '') + event);
        }
        this.shown = list;
        shared += sse('count', countOf(this.bets.values()));
      };
      const same = this.round?.id === r.id;
      if (same) await addBets();
      if (!same || this.round?.phase !== r.phase) {
        if (!same) {
          this.seq = 0;
          this.bets = new Map();
          this.shown = new Set();
        }
        this.round = r;
        shared += sse('round', publicRound(r, this.engine.now()));
      }
      if (!same) await addBets();
      if (shared || own.size) await this.fanOut(shared, own);
    } catch (err) {
      this.app.log.warn({ err }, 'crash stream: the round tables could not be read');
    } finally {
      this.polling = false;
    }
  }
}

/** What a page is first sent of a round's bets: its list and the player's own bet, and the counts. */
const openingBets = (bets: CrashBet[], memberId: number) => {
  const list = listed(bets);
  const mine = bets.find((b) => b.memberId === memberId && !list.includes(b));
  return { bets: (mine ? [...list, mine] : list).map(publicBet), count: countOf(bets) };
};

/** The page's document, its asset addresses versioned as the other pages' (routes.ts). */
async function readPage() {
  const hash = createHash('sha256');
  for (const name of (await readdir(PAGE_DIR)).sort()) hash.update(name).update(await readFile(PAGE_DIR + name));
  const version = hash.digest('hex').slice(0, 12);
  return (await readFile(`${PAGE_DIR}crash.html`, 'utf8')).replaceAll(
    /\/provider\/inhouse\/assets\/[\w.-]+/g,
    `$&?v=${version}`,
  );
}

const ZCrashBetBody = ZInhouseBet.extend({ autoCashout: z.number().int().min(MIN_AUTO).max(MAX_AUTO).optional() });
const ZCrashRoundQuery = z.object({ id: z.coerce.number().int().positive() });
const ZCrashStreamQuery = z.object({ ticket: z.string().min(10).max(200) });

/**
 * Lumen Crash: its page, its calls (bet, cash out, state, the stream of the shared round) and its engine. The bet and
 * the wins go only through the signed wallet API, each bet its own wallet round: recorded pending, then its bet;
 * a cash-out is recorded with the win it owes before that win is sent.
 */
export default async function crashRoutes(app: App, wallet: InhouseWallet) {
  const { db } = app.deps;
  const report = (err: unknown) => app.log.warn({ err }, 'crash win not answered: the settlement job sends it again');
  const engine = new CrashEngine({
    db,
    sealer: seedSealer(app.deps.config),
    pay: (bets) => void payCrashBets(db, wallet, bets, report),
  });
  engines.set(app.deps, engine);
  const hub = new CrashHub(app, engine);
  const streams = new Set<() => void>();
  const { CRASH_ENGINE } = app.deps.config;
  if (CRASH_ENGINE ? CRASH_ENGINE === 'on' : jobsOn(app.deps.config)) {
    app.addHook('onReady', async () =>
      engine.run((err) => app.log.error({ err }, 'crash engine: a step failed, the next one tries again')),
    );
  }
  app.addHook('preClose', async () => {
    engine.stop();
    for (const end of streams) end();
    hub.stop();
  });

  const player = async (ticket: string) => {
    const a = await wallet('balance', { ticket });
    if (a.status !== 'OK' || !a.playerId) throw Object.assign(new Error('ticket'), { statusCode: 401 });
    return { memberId: Number(a.playerId), balance: a.balance ?? null };
  };
  const payNow = (b: CrashBet): Promise<WalletAnswer | null> =>
    sendCrashWin(db, wallet, b).catch((err: unknown) => {
      report(err);
      return null;
    });

  /** The last round a cash-out found running: the next cash-outs need not read it again while it runs. */
  let running: CrashRound | null = null;
  const page = await readPage();
  app.get(
    '/provider/inhouse/crash',
    { schema: { hide: true, querystring: z.object({ lang: z.string().max(40).optional() }).passthrough() } },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const brand = await pageBrand(req, (req.query as { ticket?: unknown }).ticket);
      return reply.send(withBrand(withLocale(page, pageLocale(req.query.lang)), brand.config.theme));
    },
  );

  app.post('/provider/inhouse/api/crash/state', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const s = await player(req.body.ticket);
    const now = engine.now();
    const round = await crashRepo.current(db);
    const chain = await crashRepo.chain(db, round?.chainId);
    const mine = round ? await crashRepo.betOf(db, round.id, s.memberId) : null;
    return {
      balance: s.balance,
      currency: brandCurrency(await merchantOf(req)),
      serverTime: iso(now),
      round: round ? publicRound(round, now) : null,
      ...(round ? openingBets(await crashRepo.betsSince(db, round.id, 0), s.memberId) : { bets: [] }),
      myBet: mine ? publicBet(mine) : null,
      history: historyOf(await crashRepo.history(db, 20)),
      chain: chain ? { id: chain.id, terminalHash: chain.terminalHash, salt: chain.salt, length: chain.length } : null,
      rules: crashRules(),
    };
  });

  app.post('/provider/inhouse/api/crash/bet', { schema: { hide: true, body: ZCrashBetBody } }, async (req) => {
    const { ticket, autoCashout } = req.body;
    const bet = toMinor(req.body.bet);
    const min = crashBetMinimum();
    if (bet < min) return { error: 'BET_TOO_SMALL', minStake: formatMinor(min) };
    const limits = await limitsOf(req);
    const outside = outsideLimits(limits, bet);
    if (outside) return outside;
    const s = await player(ticket);
    const round = await crashRepo.current(db);
    if (!round) return { error: 'BETTING_CLOSED' };
    const id = `CR${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
    const recorded = await crashRepo.recordPending(db, {
      id,
      roundId: round.id,
      memberId: s.memberId,
      bet,
      autoCashout: autoCashout ?? null,
      // The engine pays auto cash-outs with no request: the bet keeps its brand's maxWin.
      maxWin: BigInt(limits.maxWin),
      now: engine.now(),
    });
    if (recorded === 'closed') return { error: 'BETTING_CLOSED' };
    if (recorded === 'again') return { error: 'ALREADY_BET' };
    let b: WalletAnswer;
    try {
      b = await wallet('bet', { ticket, txId: `${id}:bet`, roundId: id, amount: formatMinor(bet) });
    } catch (e) {
      // No answer: the bet may have been taken; it is rolled back (now, or by the job).
      await abandonCrashBet(db, wallet, id).catch(report);
      throw e;
    }
    if (b.status !== 'OK') {
      await crashRepo.refuse(db, id);
      return { error: b.status, balance: b.balance };
    }
    const placed = await crashRepo.place(db, id);
    if (!placed) return { error: 'ROUND_OVER' };
    // The round crashed while the wallet answered: the bet closed at once and its win goes now.
    if (placed.status !== 'placed') await payNow(placed);
    return { betId: id, round: round.id, bet: publicBet(placed), balance: b.balance };
  });

  app.post('/provider/inhouse/api/crash/cashout', { schema: { hide: true, body: ZInhouseTicket } }, async (req) => {
    const s = await player(req.body.ticket);
    // A round kept whose crash point the clock passed is over: read the current one.
    const kept =
      running && multiplierAt(engine.now() - (running.startedAt as number)) < running.crashPoint ? running : null;
    let round = kept ?? (await crashRepo.current(db));
    // The multiplier at this server's time of the request, held against the round's phase and crash point in the
    // database only (a round kept here is one seen running; its start never changes).
    const cashOut = (r: CrashRound) =>
      crashRepo.cashOut(db, r.id, s.memberId, multiplierAt(engine.now() - (r.startedAt as number)));
    if (round?.phase !== 'running' || round.startedAt === null) return { error: 'NOT_RUNNING' };
    running = round;
    let cashed = await cashOut(round);
    if (!cashed && kept) {
      // Refused on the round kept: the current one may be another, read now.
      round = await crashRepo.current(db);
      running = round?.phase === 'running' ? round : null;
      if (round?.phase !== 'running' || round.startedAt === null) return { error: 'NOT_RUNNING' };
      if (round.id !== kept.id) cashed = await cashOut(round);
    }
    if (!cashed) return { error: 'ROUND_OVER' };
    const w = await payNow(cashed);
    return {
      cashout: cashed.cashout,
      payout: formatMinor(cashed.payout ?? 0n),
      ...(crashCapped(cashed) ? { capped: true } : {}),
      ...(w?.balance === undefined ? {} : { balance: w.balance }),
    };
  });

  // A crashed round's proof, for the verification page: its hash, the chain's salt and terminal hash.
  app.get(
    '/provider/inhouse/api/crash/round',
    { schema: { hide: true, querystring: ZCrashRoundQuery } },
    async (req, reply) => {
      const r = await crashRepo.round(db, req.query.id);
      if (r?.phase !== 'crashed') return reply.status(404).send({ error: 'NOT_FOUND' });
      const chain = await crashRepo.chain(db, r.chainId);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        id: r.id,
        chain: r.chainId,
        index: r.index,
        hash: r.hash,
        crashPoint: r.crashPoint,
        previousHash: previousHash(r.hash),
        salt: chain?.salt,
        terminalHash: chain?.terminalHash,
      };
    },
  );

  // The shared round as Server-Sent Events: the round on connect and on every phase, then each bet as it changes.
  app.get(
    '/provider/inhouse/api/crash/stream',
    { schema: { hide: true, querystring: ZCrashStreamQuery } },
    async (req, reply) => {
      const { memberId } = await player(req.query.ticket);
      const round = await crashRepo.current(db);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let opening = 'retry: 2000\n\n';
      if (round) {
        opening += sse('round', publicRound(round, engine.now()));
        const first = openingBets(await crashRepo.betsSince(db, round.id, 0), memberId);
        for (const b of first.bets) opening += sse('bet', b);
        opening += sse('count', first.count);
      }
      raw.write(opening + sse('history', historyOf(await crashRepo.history(db, 20))));
      const heartbeat = setInterval(() => raw.write(': beat\n\n'), 15_000);
      heartbeat.unref();
      const remove = hub.add({ memberId, send: (text) => raw.write(text) });
      const end = () => {
        clearInterval(heartbeat);
        remove();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      req.raw.on('close', end);
    },
  );
}

/** What the page and the rules state: timings, the curve, the RTP and the minimum stakes. */
export const crashRules = () => ({
  rtp: CRASH_RTP,
  bettingMs: BETTING_MS,
  crashedMs: CRASHED_MS,
  growth: GROWTH,
  minAuto: MIN_AUTO,
  maxAuto: MAX_AUTO,
  minStake: formatMinor(crashBetMinimum()),
  minStakeByTarget: Object.fromEntries([101, 150, 200, 500, 1000].map((t) => [t, formatMinor(crashMinStake(t))])),
});

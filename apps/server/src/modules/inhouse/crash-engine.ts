import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Sealer } from '../../platform/seal.ts';
import { CHAIN_LENGTH, CRASHED_MS, multiplierAt, reachedAt } from './crash.ts';
import {
  type CrashBet,
  type CrashRound,
  cashAutoCashOuts,
  crashRepo,
  crashRound,
  openRound,
  startRound,
  takeLease,
} from './crash-repo.ts';

/**
 * Lumen Crash's rounds: one at a time for the installation, run by the instance holding the lease (a row renewed
 * every second; PGlite has one process, which always holds it). Every instance takes bets and cash-outs for the
 * current round, reading it from the database; the leader opens rounds, starts them, settles auto cash-outs as the
 * curve passes them and crashes the round at its point. A leader that stops mid-round is replaced within seconds and
 * finishes the round as it would have gone: auto cash-outs below the point are paid at their target, the rest lose.
 */

/** What the engine does with bets it closed: send their wins (the settlement job resends any not answered). */
export type Payer = (bets: CrashBet[]) => void;

export interface EngineOptions {
  db: Db;
  sealer: Sealer;
  pay: Payer;
  chainLength?: number;
}

export class CrashEngine {
  /** The engine's and the routes' clock in ms (tests drive it). */
  clock: () => number = () => Date.now();
  readonly holder = `${process.pid}:${randomBytes(6).toString('hex')}`;
  private leaseUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private readonly o: EngineOptions;
  constructor(o: EngineOptions) {
    this.o = o;
  }

  now() {
    return this.clock();
  }

  /** Takes or renews the lease (3 s, renewed about every second); true while this instance leads. */
  async lead(): Promise<boolean> {
    const now = Date.now();
    if (now < this.leaseUntil - 2_000) return true;
    const held = await takeLease(this.o.db, this.holder);
    this.leaseUntil = held ? now + 3_000 : 0;
    return held;
  }

  /** One step of the round at the clock's time, when this instance leads; the round as it then is. */
  async tick(): Promise<CrashRound | null> {
    if (!(await this.lead())) return null;
    const now = this.now();
    let r = await crashRepo.current(this.o.db);
    if (!r || (r.phase === 'crashed' && now >= (r.crashedAt as number) + CRASHED_MS)) r = await this.open(now);
    if (r.phase === 'betting' && now >= r.bettingEndsAt) r = await this.start(r, now);
    if (r.phase === 'running') {
      const started = r.startedAt as number;
      if (multiplierAt(now - started) >= r.crashPoint) r = await this.crash(r);
      else this.o.pay(await this.autoCashOuts(r, multiplierAt(now - started)));
    }
    return r;
  }

  /** Opens the next round from the chain in play (a new chain once it is used up). */
  private open(now: number): Promise<CrashRound> {
    return openRound(this.o.db, this.o.sealer, now, this.o.chainLength ?? CHAIN_LENGTH);
  }

  /** Betting is over: the curve starts now (bets being recorded hold the round until they are in). */
  private async start(r: CrashRound, now: number): Promise<CrashRound> {
    return (await startRound(this.o.db, r.id, now)) ?? ((await crashRepo.round(this.o.db, r.id)) as CrashRound);
  }

  /** Auto cash-outs the curve passed (`m` hundredths, below the crash point): cashed at their target. */
  private autoCashOuts(r: CrashRound, m: number): Promise<CrashBet[]> {
    return cashAutoCashOuts(this.o.db, r.id, m);
  }

  /** The curve reached the crash point: the round crashes when it did, its open bets closed in the same commit. */
  private async crash(r: CrashRound): Promise<CrashRound> {
    const crashedAt = (r.startedAt as number) + reachedAt(r.crashPoint);
    const { round, closed } = await crashRound(this.o.db, r.id, crashedAt);
    this.o.pay(closed);
    return round ?? ((await crashRepo.round(this.o.db, r.id)) as CrashRound);
  }

  /** Runs the rounds on a timer (every 100 ms) until stopped. */
  run(report: (err: unknown) => void) {
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick()
        .catch(report)
        .finally(() => {
          this.ticking = false;
        });
    }, 100);
    this.timer.unref();
  }
  stop() {
    clearInterval(this.timer);
  }
}

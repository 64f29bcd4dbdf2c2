import { givebackRulesOf } from '@portal/contracts/giveback-rules';
import type { Db } from '../../db/client.ts';
import { allBrands, contractRulesOf } from '../brand/index.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { type Bettor, computePayouts } from './payout.ts';
import { contractKindOf, nextPeriod, type Period, periodContaining, type RunKind } from './periods.ts';
import * as repo from './repo.ts';

/** At most this many periods per brand and kind per run: a long outage catches up over a few runs, oldest first. */
const CATCH_UP = 48;

/**
 * Pays every closed period that is due (its end plus the brand's delay is past `now`), for every brand and run kind,
 * oldest first. Safe on any number of instances at once: each period is claimed and paid in one transaction.
 */
export async function runDuePayouts(db: Db, now: Date): Promise<{ periods: number; payouts: number }> {
  const brands = new Map((await allBrands(db)).map((m) => [m.id, m]));
  let periods = 0;
  let payouts = 0;
  for (const cursor of await repo.runCursors(db)) {
    const merchant = brands.get(cursor.merchantId);
    if (!merchant) continue;
    const rules = contractRulesOf(merchant.config);
    if (!rules.payoutsEnabled) continue;
    const run = cursor.runKind as RunKind;
    let p: Period = cursor.lastEnd ? periodContaining(run, cursor.lastEnd) : periodContaining(run, cursor.firstDecided);
    for (let n = 0; n < CATCH_UP && p.end.getTime() + rules.settleDelaySeconds * 1000 <= now.getTime(); n++) {
      const paid = await payPeriod(db, cursor.merchantId, run, p, {
        houseCapBp: rules.maxRateBp[contractKindOf(run)],
        holderOwnBets: rules.holderOwnBets,
        salaryWeights: givebackRulesOf(merchant.config.givebackRules).salaryWeights,
      });
      if (paid) {
        periods++;
        payouts += paid.payouts;
      }
      p = nextPeriod(run, p);
    }
  }
  return { periods, payouts };
}

/**
 * One brand's period of one run kind, in one transaction: the run row (claimed first: a second instance waits on it,
 * then skips), the figures from the settled rounds, each holder's payout posted house → member with a key per
 * contract and period, and its statement. Null when another instance has paid it.
 */
export async function payPeriod(
  db: Db,
  merchantId: number,
  run: RunKind,
  p: Period,
  rules: {
    /** The brand's highest rate of the kind (a top agent's cap). */
    houseCapBp: number;
    holderOwnBets: boolean;
    /** Percent of each game family's valid bets that counts toward salaries (giveback-rules.ts). */
    salaryWeights: Record<string, number>;
  },
) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await repo.claimPeriod(tx, merchantId, run, p.start, p.end))) return null;
    const kind = contractKindOf(run);
    const cycle = kind === 'dividend' ? (run.slice('dividend:'.length) as 'daily') : null;
    const holders = await repo.payingContracts(tx, merchantId, kind, cycle, p.end);
    if (holders.length === 0) return { payouts: 0, paidTotal: 0n };
    const figures = await repo.bettorFigures(tx, merchantId, p.start, p.end, rules.salaryWeights);
    const bettors: Bettor[] = figures.map((f) => ({
      memberId: f.memberId,
      base: kind === 'dividend' ? f.net : f.valid,
      active: f.valid > 0n,
    }));
    const tree = await repo.ancestry(
      tx,
      figures.map((f) => f.memberId),
    );
    let count = 0;
    let total = 0n;
    for (const pay of computePayouts(holders, bettors, tree, rules.houseCapBp, rules.holderOwnBets)) {
      if (pay.amount <= 0n) continue;
      const periodKey = p.start.toISOString();
      const t = await postTransfer(tx, {
        from: house('contracts'),
        to: memberMain(pay.memberId),
        amount: pay.amount,
        kind: `contract_${kind}`,
        memberId: pay.memberId,
        memo: `${run} ${periodKey}`,
        idempotencyKey: `contract:${pay.contractId}:${periodKey}`,
      });
      await repo.insertPayout(tx, {
        contractId: pay.contractId,
        merchantId,
        memberId: pay.memberId,
        kind,
        periodStart: p.start,
        periodEnd: p.end,
        base: pay.base,
        activePlayers: pay.activePlayers,
        rateBp: pay.rateBp,
        passedDownBp: pay.passedDownBp,
        amount: pay.amount,
        transferId: t.transferId,
      });
      count++;
      total += pay.amount;
    }
    await repo.finishPeriod(tx, merchantId, run, p.start, { payouts: count, paidTotal: total });
    return { payouts: count, paidTotal: total };
  });
}

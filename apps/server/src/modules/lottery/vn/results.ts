import type { TVnResultBody } from '@portal/contracts/console-lottery';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { audit } from '../../../platform/operator-auth.ts';
import { layoutOf, resultFromRows } from '../rules/vn.ts';
import { nameIn } from '../views.ts';
import * as results from './results-repo.ts';

/**
 * Regional results come only from operators, twice: a first entry, then a confirming entry by ANOTHER operator who
 * types it independently (the list shows who entered, never the numbers). Equal, the draw is drawn and settles; not
 * equal, both entries are marked mismatch and the next round needs two entries again. Each entry is checked against
 * the region's prize table (count and digits per prize). The draw row is locked for the entry, so two confirmations
 * at once take turns and the second finds the draw drawn.
 */
export async function enterResult(
  db: Db,
  operatorId: number,
  drawId: number,
  body: TVnResultBody,
  now: Date,
): Promise<{ drawId: number; outcome: 'first' | 'confirmed' | 'mismatch'; round: number }> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const d = await results.lockVnDraw(tx, drawId);
    if (d?.resultSource !== 'operator') throw new AppError('lottery_vn_draw_not_found');
    if (d.status !== 'closed' || Date.parse(d.drawsAt) > now.getTime()) throw new AppError('lottery_vn_not_awaiting');
    const checked = resultFromRows(layoutOf(d.region), body.prizes);
    if (!checked.ok) throw new AppError('lottery_vn_result_invalid', checked.problems.join('; '), checked.problems);
    const { round, entries } = results.currentRound(await results.entriesOf(tx, [drawId]));
    const first = entries[0];
    let outcome: 'first' | 'confirmed' | 'mismatch' = 'first';
    if (first) {
      if (first.operatorId === operatorId) throw new AppError('lottery_vn_same_operator');
      outcome = same(first.result, checked.result) ? 'confirmed' : 'mismatch';
      if (outcome === 'mismatch') await results.markMismatch(tx, first.id);
      else await results.recordVnResult(tx, drawId, checked.result, now);
    }
    await results.insertEntry(tx, { drawId, round, operatorId, result: checked.result, outcome }, now);
    await audit(tx, {
      operatorId,
      action: 'lottery.vn_result',
      target: `draw:${drawId}`,
      detail: { gameCode: d.gameCode, numero: d.numero, round, outcome },
    });
    return { drawId, outcome, round };
  });
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Cancels a draw not yet drawn; the settler refunds each slip once through wallet rollbacks. */
export async function cancelVnDraw(db: Db, operatorId: number, drawId: number, reason: string) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const d = await results.lockVnDraw(tx, drawId);
    if (!d) throw new AppError('lottery_vn_draw_not_found');
    if (!(await results.cancelDraw(tx, drawId))) throw new AppError('lottery_vn_not_awaiting');
    await audit(tx, {
      operatorId,
      action: 'lottery.draw_cancel',
      target: `draw:${drawId}`,
      detail: { gameCode: d.gameCode, numero: d.numero, reason },
    });
    return { drawId, status: 'cancelled' as const };
  });
}

/** The regional draws awaiting results, with their current round's entries (who and when). */
export async function awaitingList(db: Db, now: Date, lang: string) {
  const draws = await results.awaitingDraws(db, now);
  const entries = await results.entriesOf(
    db,
    draws.map((d) => d.id),
  );
  return draws.map((d) => {
    const r = results.currentRound(entries.filter((e) => e.drawId === d.id));
    return {
      drawId: d.id,
      gameCode: d.gameCode,
      gameName: nameIn(d.names, lang),
      region: d.region,
      numero: d.numero,
      status: d.status as 'scheduled' | 'open' | 'closed',
      drawsAt: d.drawsAt,
      due: d.status === 'closed' && Date.parse(d.drawsAt) <= now.getTime(),
      deadline: new Date(Date.parse(d.drawsAt) + d.graceSeconds * 1000).toISOString(),
      round: r.round,
      entries: r.entries.map((e) => ({ operator: e.operator ?? '-', at: e.createdAt })),
      mismatched: r.mismatched,
      layout: layoutOf(d.region).map((s) => ({ ...s })),
    };
  });
}

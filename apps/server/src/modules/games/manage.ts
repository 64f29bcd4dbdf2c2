import type { TGameChange, TVendorChange } from '@portal/contracts/console-games';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/operator-auth.ts';
import { manageRepo } from './manage-repo.ts';

type Fields = { enabled: boolean; maintenance: boolean; isHot: boolean; sort: number };
/** What a change changes: the fields sent whose value differs, as before and after (for the audit row). */
function diff<F extends Fields>(before: F, change: Partial<F>) {
  const after = { ...before };
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const k of ['enabled', 'maintenance', 'brandMaintenance', 'isHot', 'sort'] as const) {
    const was = (before as Record<string, unknown>)[k];
    const v = (change as Record<string, unknown>)[k];
    // A game has no brand maintenance: a field the row lacks is not changed.
    if (!(k in before) || v === undefined || v === was) continue;
    (after as Record<string, unknown>)[k] = v;
    changed[k] = { before: was, after: v };
  }
  return { after, changed };
}

async function brand(db: Db, code: string | undefined) {
  const m = await manageRepo.merchant(db, code);
  if (!m) throw new AppError('unknown_merchant');
  return m;
}

export async function consoleVendors(db: Db, merchant: string | undefined) {
  const m = await brand(db, merchant);
  return { merchant: m.code, vendors: await manageRepo.vendors(db, m.id) };
}

/**
 * Changes a brand's vendor: in the brand or not (added on, at the end of its order), on/off, hot, order and
 * `brandMaintenance` are the brand's; `maintenance` is the vendor's own (it stops the vendor's games for every brand).
 * Either maintenance closes the vendor on a brand. The change and its audit row (before and after) commit together.
 */
export async function changeVendor(db: Db, operatorId: number, vassalage: string, change: TVendorChange) {
  const m = await brand(db, change.merchant);
  const { inBrand, ...fields } = change;
  await db.transaction(async (tx) => {
    if (!(await manageRepo.vendorExists(tx, vassalage))) throw new AppError('not_found');
    const logged = (detail: Record<string, unknown>) =>
      audit(tx, {
        operatorId,
        action: 'games.vendor',
        target: `vendor:${vassalage}`,
        detail: { merchant: m.code, ...detail },
      });
    const held = await manageRepo.vendorForUpdate(tx, m.id, vassalage);
    if (inBrand === false) {
      if (held) {
        await manageRepo.removeVendor(tx, m.id, vassalage);
        await logged({ inBrand: false });
      }
      return;
    }
    if (!held) {
      await manageRepo.addVendor(tx, m.id, vassalage);
      await logged({ inBrand: true });
    }
    const before = held ?? (await manageRepo.vendorForUpdate(tx, m.id, vassalage));
    if (!before) throw new AppError('not_found');
    const { after, changed } = diff(before, fields);
    if (Object.keys(changed).length === 0) return;
    await manageRepo.setVendor(tx, m.id, vassalage, after);
    await logged(changed);
  });
  return consoleVendors(db, m.code);
}

export const consoleGames = manageRepo.games;

/** Changes a game of the catalogue (for every brand that has its vendor), audited with before and after. */
export async function changeGame(db: Db, operatorId: number, nodeId: number, change: TGameChange) {
  return db.transaction(async (tx) => {
    const before = await manageRepo.gameForUpdate(tx, nodeId);
    if (!before) throw new AppError('not_found');
    const { after, changed } = diff(before, change);
    if (Object.keys(changed).length === 0) return before;
    await manageRepo.setGame(tx, nodeId, after);
    await audit(tx, { operatorId, action: 'games.game', target: `game:${nodeId}`, detail: changed });
    return { ...before, ...after };
  });
}

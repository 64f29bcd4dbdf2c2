import type { TPage } from '@portal/contracts/console';
import {
  agentTypes,
  type TConsoleAgentFigures,
  type TConsoleAgentRow,
  type TConsoleDownline,
} from '@portal/contracts/console-agents';
import { timeZoneOf } from '@portal/contracts/merchant-config';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { agentConsoleRepo } from './console-repo.ts';
import { directDownlines, overviewFigures } from './repo.ts';

/** The console's view of agents: any agent's figures and tree, the same queries as the portal's agent centre. */

/** Agents by username prefix, paged. */
export async function agentPage(
  db: Db,
  f: { q?: string | undefined; sort: string; dir: 'asc' | 'desc'; page: number; size: number },
): Promise<TPage<TConsoleAgentRow>> {
  const { total, rows } = await agentConsoleRepo.agentPage(db, f);
  return {
    total,
    rows: rows.map((a) => ({
      id: a.id,
      merchant: a.merchant,
      username: a.username,
      nickname: a.nickname,
      agentType: a.agentType,
      upline: a.upline,
      directCount: a.directCount,
      mainBalance: formatMinor(a.mainMinor),
      locked: a.locked,
      createdAt: a.createdAt,
    })),
  };
}

async function memberOf(db: Db, id: number) {
  const m = await agentConsoleRepo.member(db, id);
  if (!m) throw new AppError('not_found');
  return m;
}

/** One agent's team figures, as its team overview in the portal shows them; not_found for a non-agent. */
export async function agentFigures(db: Db, id: number): Promise<TConsoleAgentFigures> {
  const m = await memberOf(db, id);
  if (!(agentTypes as ReadonlyArray<number>).includes(m.agentType)) throw new AppError('not_found');
  // The agent's brand's days, as the agent centre counts them.
  const f = await overviewFigures(db, id, timeZoneOf({ timeZone: m.timeZone }));
  return {
    id,
    username: m.username,
    agentType: m.agentType,
    affiliateCode: m.affiliateCode,
    directCount: f.directCount,
    teamSize: f.teamSize,
    newToday: f.newToday,
    newThisMonth: f.newThisMonth,
    teamMainBalance: formatMinor(f.teamMainMinor),
  };
}

/** Any member's direct downlines (the tree opens one level at a time, from any depth), newest first. */
export async function memberDownlines(
  db: Db,
  id: number,
  p: { page: number; size: number },
): Promise<TPage<TConsoleDownline>> {
  await memberOf(db, id);
  const r = await directDownlines(db, id, { page: p.page + 1, pageSize: p.size });
  return { total: r.total, rows: r.list.map(({ mainMinor, ...d }) => ({ ...d, mainBalance: formatMinor(mainMinor) })) };
}

import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { audit, type OperatorSession } from '../../platform/operator-auth.ts';
import type { TVipLevel } from '../brand/index.ts';
import { levelName, rankFor } from '../vip/index.ts';
import {
  betPage,
  endSessions,
  ledgerPage,
  memberById,
  memberExists,
  memberPage,
  sessionPage,
  setLocked,
} from './member-repo.ts';

type Paging = { dir: 'asc' | 'desc'; page: number; size: number };

export async function searchMembers(db: Db, f: Parameters<typeof memberPage>[1]) {
  const p = await memberPage(db, f);
  return { rows: p.rows.map((r) => ({ ...r, balance: formatMinor(r.balance) })), total: p.total };
}

/** A member's page: profile, club level (from lifetime deposits, as the portal computes it), every wallet's balance. */
export async function memberDetail(db: Db, id: number) {
  const m = await memberById(db, id);
  if (!m) throw new AppError('not_found');
  const levels = (m.config.vipLevels ?? []) as TVipLevel[];
  const rank = rankFor(levels, m.lifetimeDeposits);
  const { config, ...rest } = m;
  return {
    ...rest,
    balance: formatMinor(m.balance),
    lifetimeDeposits: formatMinor(m.lifetimeDeposits),
    lifetimeWithdrawals: formatMinor(m.lifetimeWithdrawals),
    balances: m.balances.map((b) => ({ ...b, balance: formatMinor(b.balance) })),
    vip: rank
      ? {
          rankLevel: rank.rankLevel,
          name: levelName(rank, 'en', String(config.defaultLang ?? 'en')),
          color: rank.color,
        }
      : null,
  };
}

async function known(db: Db, id: number) {
  if (!(await memberExists(db, id))) throw new AppError('not_found');
}

export async function memberLedger(db: Db, id: number, f: Paging & { kind?: string | undefined }) {
  await known(db, id);
  const p = await ledgerPage(db, id, f);
  return {
    rows: p.rows.map((r) => ({ ...r, amount: formatMinor(r.amount), balanceAfter: formatMinor(r.balanceAfter) })),
    total: p.total,
  };
}

export async function memberBets(db: Db, id: number, f: Paging) {
  await known(db, id);
  const p = await betPage(db, id, f);
  return { rows: p.rows.map((r) => ({ ...r, bet: formatMinor(r.bet), win: formatMinor(r.win) })), total: p.total };
}

export async function memberSessions(db: Db, id: number, f: Paging) {
  await known(db, id);
  return sessionPage(db, id, f);
}

/** Lock (sign-in refused, sessions ended) or unlock, with the reason in the audit log, in one transaction. */
export async function lockMember(db: Db, op: OperatorSession, id: number, locked: boolean, reason: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await setLocked(tx, id, locked))) throw new AppError('not_found');
    await audit(tx, {
      operatorId: op.operatorId,
      action: locked ? 'member.lock' : 'member.unlock',
      target: `member:${id}`,
      detail: { reason },
    });
  });
}

export async function endMemberSessions(db: Db, op: OperatorSession, id: number) {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await memberExists(tx, id))) throw new AppError('not_found');
    const ended = await endSessions(tx, id);
    await audit(tx, {
      operatorId: op.operatorId,
      action: 'member.sessions.end',
      target: `member:${id}`,
      detail: { ended },
    });
    return { ended };
  });
}

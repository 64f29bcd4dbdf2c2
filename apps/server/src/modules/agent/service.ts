import type {
  TAgentNoticesValue,
  TDownlineList,
  TPeriod,
  TRegisterDownlinePayload,
  TRegisterDownlineValue,
  TTeamBetsValue,
  TTeamOverview,
  TTeamProfitValue,
} from '@portal/contracts/agent';
import type { TTransaction } from '@portal/contracts/wallet';
import type { Db } from '../../db/client.ts';
import type { SessionMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { createDownline, renewInitialPassword } from '../accounts/index.ts';
import { checkStartingContracts, contractStates, grantStartingContracts } from '../agent-contracts/index.ts';
import { transactionHistory } from '../wallet/index.ts';
import { affiliateCodeOf } from './affiliate-repo.ts';
import {
  directDownlines,
  markNoticeRead,
  notices,
  overviewFigures,
  type Sums,
  teamBets,
  teamMember,
  teamProfit,
} from './repo.ts';

export async function teamOverview(db: Db, agent: SessionMember, origin: string, tz: string): Promise<TTeamOverview> {
  const code = await affiliateCodeOf(db, agent.memberId);
  const f = await overviewFigures(db, agent.memberId, tz);
  return {
    affiliateCode: code,
    referralLink: code ? `${origin}/register?referralCode=${encodeURIComponent(code)}` : null,
    directCount: f.directCount,
    teamSize: f.teamSize,
    newToday: f.newToday,
    newThisMonth: f.newThisMonth,
    teamMainBalance: formatMinor(f.teamMainMinor),
  };
}

export async function downlineList(
  db: Db,
  agent: SessionMember,
  q: { page: number; pageSize: number; username?: string | undefined; parent?: string | undefined },
): Promise<TDownlineList> {
  const parentId = q.parent ? (await memberOfTeam(db, agent, q.parent)).id : agent.memberId;
  const r = await directDownlines(db, parentId, q);
  const states = await contractStates(
    db,
    r.list.map((d) => d.id),
  );
  return {
    total: r.total,
    page: q.page,
    pageSize: q.pageSize,
    list: r.list.map(({ mainMinor, id, ...d }) => ({
      ...d,
      mainBalance: formatMinor(mainMinor),
      contracts: states.get(id) ?? [],
    })),
  };
}

/** A member of the agent's own team (any level), else not_in_team: another agent's downline is never shown. */
async function memberOfTeam(db: Db, agent: SessionMember, username: string) {
  const m = await teamMember(db, agent.memberId, username);
  if (!m) throw new AppError('not_in_team');
  return m;
}

export async function registerDownline(
  db: Db,
  merchant: Merchant,
  agent: SessionMember,
  p: TRegisterDownlinePayload,
  ip: string,
): Promise<TRegisterDownlineValue> {
  // Starting contracts are checked before the account exists, so a refused rate opens nothing.
  if (p.contracts?.length && p.accountType !== 'agent')
    throw new AppError('bad_request', 'players get contracts by offer');
  const contracts = p.contracts?.length ? await checkStartingContracts(db, merchant, agent.memberId, p.contracts) : [];
  const m = await createDownline(db, merchant, agent.memberId, p, ip);
  await grantStartingContracts(db, merchant, agent.memberId, m.memberId, contracts);
  return {
    username: m.username,
    accountType: p.accountType,
    initialPassword: m.initialPassword,
    validDays: merchant.config.password.initialDays,
  };
}

const totalsOf = (s: Sums) => ({
  rounds: s.rounds,
  bet: formatMinor(s.betMinor),
  validBet: formatMinor(s.validMinor),
  payout: formatMinor(s.payoutMinor),
  winLoss: formatMinor(s.payoutMinor - s.betMinor),
});
const pages = (total: number, size: number) => Math.ceil(total / size);

export async function teamBetRecords(
  db: Db,
  agent: SessionMember,
  f: {
    username?: string | undefined;
    vassalage?: string | undefined;
    gameType?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  lang: string,
  tz: string,
): Promise<TTeamBetsValue> {
  const memberId = f.username ? (await memberOfTeam(db, agent, f.username)).id : undefined;
  const r = await teamBets(db, agent.memberId, { ...f, memberId, tz });
  return {
    totals: totalsOf(r.sums),
    total: r.sums.rounds,
    totalPages: pages(r.sums.rounds, f.pageSize),
    list: r.list.map((b) => {
      const valid = b.payoutMinor === b.betMinor ? 0n : b.betMinor;
      return {
        roundId: b.roundId,
        username: b.username,
        time: b.time,
        vassalage: b.vassalage,
        gameType: b.gameType,
        gameName: b.names?.[lang] ?? b.names?.en ?? b.vassalage,
        bet: formatMinor(b.betMinor),
        validBet: formatMinor(valid),
        payout: formatMinor(b.payoutMinor),
        winLoss: formatMinor(b.payoutMinor - b.betMinor),
      };
    }),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** Today's date (YYYY-MM-DD) in a time zone. */
const todayIn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The period containing `date` (calendar days): the day, its Monday-to-Sunday week, its half month or its month. */
export function periodRange(period: TPeriod, date: string): { from: string; to: string } {
  const d = new Date(`${date}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0));
  switch (period) {
    case 'daily':
      return { from: date, to: date };
    case 'weekly': {
      const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
      return { from: day(monday), to: day(new Date(monday.getTime() + 6 * 86_400_000)) };
    }
    case 'semimonthly':
      return d.getUTCDate() <= 15
        ? { from: day(new Date(Date.UTC(y, m, 1))), to: day(new Date(Date.UTC(y, m, 15))) }
        : { from: day(new Date(Date.UTC(y, m, 16))), to: day(lastOfMonth) };
    case 'monthly':
      return { from: day(new Date(Date.UTC(y, m, 1))), to: day(lastOfMonth) };
  }
}

export async function teamProfitLoss(
  db: Db,
  agent: SessionMember,
  f: { period: TPeriod; date?: string | undefined; username?: string | undefined; pageNo: number; pageSize: number },
  tz: string,
): Promise<TTeamProfitValue> {
  // Days on the brand's clock: today is the brand's today.
  const { from, to } = periodRange(f.period, f.date ?? todayIn(tz));
  const memberId = f.username ? (await memberOfTeam(db, agent, f.username)).id : undefined;
  const r = await teamProfit(db, agent.memberId, { from, to, tz, memberId, pageNo: f.pageNo, pageSize: f.pageSize });
  return {
    from,
    to,
    totals: totalsOf(r.sums),
    total: r.sums.members,
    totalPages: pages(r.sums.members, f.pageSize),
    list: r.list.map((p) => ({ username: p.username, agentType: p.agentType, level: p.level, ...totalsOf(p) })),
  };
}

/** A team member's account record, as the member sees it (wallet's own history), read-only. */
export async function downlineTransactions(
  db: Db,
  agent: SessionMember,
  f: {
    username: string;
    type: string;
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  lang: string,
): Promise<{ list: TTransaction[]; totalPages: number; total: number }> {
  const m = await memberOfTeam(db, agent, f.username);
  return transactionHistory(db, m.id, f, lang);
}

const textIn = (t: Record<string, string>, lang: string) => t[lang] ?? t.en ?? Object.values(t)[0] ?? '';

export async function agentNotices(
  db: Db,
  agent: SessionMember,
  page: { pageNo: number; pageSize: number },
  lang: string,
): Promise<TAgentNoticesValue> {
  const r = await notices(db, agent.merchantId, agent.memberId, page);
  return {
    total: r.total,
    unread: r.unread,
    totalPages: pages(r.total, page.pageSize),
    list: r.list.map((n) => ({ ...n, title: textIn(n.title, lang), content: textIn(n.content, lang) })),
  };
}

export async function readNotice(db: Db, agent: SessionMember, id: number): Promise<{ unread: number }> {
  if (!(await markNoticeRead(db, agent.merchantId, agent.memberId, id))) throw new AppError('not_found');
  const r = await notices(db, agent.merchantId, agent.memberId, { pageNo: 1, pageSize: 1 });
  return { unread: r.unread };
}

/** A new one-time initial password for a member of the agent's team still on its first one. */
export async function newInitialPassword(
  db: Db,
  merchant: Merchant,
  agent: SessionMember,
  username: string,
): Promise<TRegisterDownlineValue & { mobile: { dialingCode: string; number: string } | null }> {
  const m = await memberOfTeam(db, agent, username);
  const { initialPassword } = await renewInitialPassword(db, merchant, m.id);
  return {
    username: m.username,
    accountType: m.isAgent ? 'agent' : 'player',
    initialPassword,
    validDays: merchant.config.password.initialDays,
    mobile: m.mobile && m.dialingCode ? { dialingCode: m.dialingCode, number: m.mobile } : null,
  };
}

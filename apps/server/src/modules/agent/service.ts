import type { TDownlineList, TTeamOverview } from '@portal/contracts/agent';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/accounts.ts';
import { AGENT_TYPES, type SessionMember, TRIAL } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMinor } from '../../platform/money.ts';
import { directDownlines, overviewFigures } from './repo.ts';

/** Agent-centre calls admit agents only: trial accounts get trial_account, other members error_not_agent. */
export function requireAgent(m: SessionMember): SessionMember {
  if (m.isAgent === TRIAL) throw new AppError('trial_account');
  if (!AGENT_TYPES.includes(m.isAgent)) throw new AppError('error_not_agent');
  return m;
}

export async function teamOverview(db: Db, agent: SessionMember, origin: string): Promise<TTeamOverview> {
  const [me] = await db.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agent.memberId));
  const code = me?.code ?? null;
  const f = await overviewFigures(db, agent.memberId);
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
  q: { page: number; pageSize: number; username?: string | undefined },
): Promise<TDownlineList> {
  const r = await directDownlines(db, agent.memberId, q);
  return {
    total: r.total,
    page: q.page,
    pageSize: q.pageSize,
    list: r.list.map(({ mainMinor, ...d }) => ({ ...d, mainBalance: formatMinor(mainMinor) })),
  };
}

import type { TClaimValue, TLeaderboard, TMission, TMissionSummary } from '@portal/contracts/missions';
import type { Db } from '../../db/client.ts';
import { int, type Row } from '../../db/rows.ts';
import type { SessionMember } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { formatMinor } from '../../platform/money.ts';
import { POINTS_HOUSE } from '../points/index.ts';
import { house, memberMain, postTransfer } from '../wallet/index.ts';
import { periodEnd, periodKey, weekStart } from './periods.ts';
import { missionsRepo } from './repo.ts';

const MONEY_KINDS = new Set(['deposit', 'bet']);
const amount = (kind: string, v: unknown) => {
  const n = BigInt(String(v ?? '0'));
  return MONEY_KINDS.has(kind) ? formatMinor(n) : n.toString();
};

function view(r: Row, lang: string, fallback: string, now: Date): TMission {
  const kind = String(r.kind) as TMission['kind'];
  const texts = r.texts as Record<string, { name: string; description?: string }>;
  const t = texts[lang] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0];
  const bonus = BigInt(String(r.reward_bonus ?? '0'));
  const target = BigInt(String(r.target));
  const progress = BigInt(String(r.progress ?? '0'));
  const end = periodEnd(String(r.period), now);
  return {
    id: int(r.id),
    kind,
    period: String(r.period) as TMission['period'],
    name: t?.name ?? '',
    description: t?.description ?? '',
    unit: MONEY_KINDS.has(kind) ? 'money' : 'count',
    target: amount(kind, target),
    progress: amount(kind, progress > target ? target : progress),
    category: r.category === null ? null : String(r.category),
    multiple: r.multiple === null ? null : int(r.multiple),
    rewardPoints: int(r.reward_points),
    rewardBonus: bonus > 0n ? formatMinor(bonus) : null,
    score: int(r.score),
    status: r.claimed_at ? 'claimed' : r.completed_at ? 'claimable' : 'in_progress',
    endsAt: end ? end.toISOString() : null,
  };
}

export async function missionSummary(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  lang: string,
  now = new Date(),
): Promise<TMissionSummary> {
  const rows = await missionsRepo.withProgress(db, merchant.id, m.memberId, now);
  const list = rows.map((r) => view(r, lang, merchant.config.defaultLang, now));
  const from = weekStart(now);
  const board = await missionsRepo.leaderboard(
    db,
    merchant.id,
    m.memberId,
    from,
    new Date(from.getTime() + 7 * 86_400_000),
    1,
  );
  return {
    list,
    open: list.filter((x) => x.status !== 'claimed').length,
    claimable: list.filter((x) => x.status === 'claimable').length,
    score: board.find((b) => b.memberId === m.memberId)?.score ?? 0,
  };
}

/**
 * Takes a completed mission's reward for the current period: the claim mark, the points and the bonus cash commit
 * together, each posting keyed by mission, member and period. A second claim answers the first (alreadyClaimed).
 */
export async function claimMission(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  missionId: number,
  lang: string,
  now = new Date(),
): Promise<TClaimValue> {
  const mission = await missionsRepo.mission(db, merchant.id, missionId);
  if (!mission) throw new AppError('not_found', 'no such mission');
  const key = periodKey(String(mission.period), now);
  const points = BigInt(String(mission.reward_points));
  const bonus = BigInt(String(mission.reward_bonus));
  const claimed = await db.transaction(async (tx) => {
    if (!(await missionsRepo.claim(tx, missionId, m.memberId, key))) return false;
    const base = `mission:${missionId}:${m.memberId}:${key}`;
    if (points > 0n)
      await postTransfer(tx, {
        from: POINTS_HOUSE,
        to: memberMain(m.memberId),
        amount: points,
        asset: 'POINTS',
        kind: 'points_mission',
        memberId: m.memberId,
        memo: base,
        idempotencyKey: `${base}:points`,
      });
    if (bonus > 0n)
      await postTransfer(tx, {
        from: house('missions'),
        to: memberMain(m.memberId),
        amount: bonus,
        kind: 'bonus',
        memberId: m.memberId,
        memo: base,
        idempotencyKey: `${base}:bonus`,
      });
    return true;
  });
  const progress = await missionsRepo.progress(db, missionId, m.memberId, key);
  if (!claimed && !progress?.claimed_at) throw new AppError('mission_not_complete');
  return {
    mission: view({ ...mission, ...progress }, lang, merchant.config.defaultLang, now),
    rewardPoints: Number(points),
    rewardBonus: bonus > 0n ? formatMinor(bonus) : null,
    alreadyClaimed: !claimed,
  };
}

/** Keeps the first two and the last characters: 'demo_player' -> 'de****r'. */
export const maskName = (u: string) => (u.length <= 3 ? `${u[0] ?? ''}**` : `${u.slice(0, 2)}****${u.slice(-1)}`);

export async function leaderboard(
  db: Db,
  merchant: Merchant,
  m: SessionMember,
  size: number,
  now = new Date(),
): Promise<TLeaderboard> {
  const from = weekStart(now);
  const to = new Date(from.getTime() + 7 * 86_400_000);
  const rows = await missionsRepo.leaderboard(db, merchant.id, m.memberId, from, to, size);
  const shown = rows.map((r) => ({
    rank: r.rank,
    username: r.memberId === m.memberId ? r.username : maskName(r.username),
    score: r.score,
    missions: r.missions,
    mine: r.memberId === m.memberId,
    place: r.place,
  }));
  const strip = ({ place: _p, ...row }: (typeof shown)[number]) => row;
  return {
    periodStart: from.toISOString(),
    periodEnd: to.toISOString(),
    list: shown.filter((r) => r.place <= size).map(strip),
    me: shown.find((r) => r.mine) ? strip(shown.find((r) => r.mine) as (typeof shown)[number]) : null,
  };
}

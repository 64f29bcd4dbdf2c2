/**
 * The payout arithmetic of one period, pure: who gets what from the team's figures and the approved contracts.
 *
 * Each contract holder's team base (valid bets for salaries, net loss for a dividend) is the sum over every member
 * of its subtree. The holder's own bets count only where they lower its payout (its own wins against a dividend),
 * unless the brand counts them (`holderOwnBets`): otherwise an agent's own play would pay it a salary on top of the
 * rebate and points it already earns. Its rate is the highest tier its team reaches, never above its upline's rate
 * (the house's cap for a top agent). Money flows top down: a top holder's share is rate × base; each downline
 * holder takes its own share out of its upline's (at most what is left of it), and every holder keeps the rest.
 * So the sum paid down a chain never exceeds the top rate times the top base, in whole minor units (floors only).
 */

export interface Tier {
  minBase: bigint;
  minActive: number;
  rateBp: number;
}

export interface Holder {
  contractId: number;
  memberId: number;
  /** The member whose contract this one hangs from; null: the house (a top agent). */
  uplineId: number | null;
  tiers: Tier[];
}

export interface Bettor {
  memberId: number;
  /** Valid bets (salaries) or net loss, bet minus payout (dividend), in minor units. */
  base: bigint;
  /** At least one valid bet in the period. */
  active: boolean;
}

export interface Payout {
  contractId: number;
  memberId: number;
  base: bigint;
  activePlayers: number;
  rateBp: number;
  /** The highest rate among the holder's direct downline holders (what it passed down). */
  passedDownBp: number;
  amount: bigint;
}

const BP = 10_000n;

/** The rate of the highest tier the base (negative counts as 0) and the active players reach; 0 below every tier. */
export function tierRate(tiers: Tier[], base: bigint, active: number): number {
  const b = base > 0n ? base : 0n;
  let rate = 0;
  for (const t of tiers) if (b >= t.minBase && active >= t.minActive && t.rateBp > rate) rate = t.rateBp;
  return rate;
}

/**
 * Computes every holder's payout. `parentOf` gives each member's upline in the member tree (bettors and all their
 * ancestors must be present); `houseCapBp` caps a top agent's rate (the brand maximum); `holderOwnBets` counts a
 * holder's own bets in its own base in full (a brand setting, off by default).
 */
export function computePayouts(
  holders: Holder[],
  bettors: Bettor[],
  parentOf: ReadonlyMap<number, number | null>,
  houseCapBp: number,
  holderOwnBets = false,
): Payout[] {
  const byMember = new Map(holders.map((h) => [h.memberId, h]));
  const base = new Map<number, bigint>();
  const active = new Map<number, number>();
  for (const b of bettors) {
    // Walk up the member tree; the depth guard stops a corrupt upline cycle.
    let m: number | null | undefined = b.memberId;
    for (let depth = 0; m != null && depth < 64; depth++) {
      const own = m === b.memberId && !holderOwnBets;
      if (byMember.has(m)) {
        base.set(m, (base.get(m) ?? 0n) + (own ? minBig(b.base, 0n) : b.base));
        if (b.active && !own) active.set(m, (active.get(m) ?? 0) + 1);
      }
      m = parentOf.get(m);
    }
  }

  const rate = new Map<number, number>();
  const rateOf = (h: Holder, seen = 0): number => {
    const known = rate.get(h.memberId);
    if (known !== undefined) return known;
    const own = tierRate(h.tiers, base.get(h.memberId) ?? 0n, active.get(h.memberId) ?? 0);
    const up = h.uplineId == null ? undefined : byMember.get(h.uplineId);
    // Without a live contract above it (or on a cycle), a downline holder's chain is broken: it earns nothing.
    const cap = h.uplineId == null ? houseCapBp : up && seen < 64 ? rateOf(up, seen + 1) : 0;
    const r = Math.min(own, cap);
    rate.set(h.memberId, r);
    return r;
  };

  const children = new Map<number, Holder[]>();
  for (const h of holders) {
    if (h.uplineId == null || !byMember.has(h.uplineId)) continue;
    const list = children.get(h.uplineId) ?? [];
    list.push(h);
    children.set(h.uplineId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.contractId - b.contractId);

  const share = (h: Holder) => {
    const b = base.get(h.memberId) ?? 0n;
    return b > 0n ? (BigInt(rateOf(h)) * b) / BP : 0n;
  };
  const payouts: Payout[] = [];
  const allot = (h: Holder, allotted: bigint, depth: number) => {
    let left = allotted;
    let passedDownBp = 0;
    for (const c of depth < 64 ? (children.get(h.memberId) ?? []) : []) {
      const give = minBig(share(c), left);
      left -= give;
      passedDownBp = Math.max(passedDownBp, rateOf(c));
      allot(c, give, depth + 1);
    }
    payouts.push({
      contractId: h.contractId,
      memberId: h.memberId,
      base: base.get(h.memberId) ?? 0n,
      activePlayers: active.get(h.memberId) ?? 0,
      rateBp: rateOf(h),
      passedDownBp,
      amount: left,
    });
  };
  for (const h of holders) if (h.uplineId == null) allot(h, share(h), 0);
  return payouts.sort((a, b) => a.contractId - b.contractId);
}

const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

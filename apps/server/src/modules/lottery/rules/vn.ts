import type { TLotteryPick } from '@portal/contracts/lottery';
import type { TVnBetType, TVnPick } from '@portal/contracts/lottery-vn';

/**
 * The Vietnam lottery's rules, pure. A result is the prize numbers in a fixed order, special prize first (see the
 * layouts); north results have 27 numbers, central and south 18, so a result's length tells its layout.
 *
 * Bets (odds are hundredths of a multiple of the amount, the stake included, paid per hit):
 * - lo2 (lô 2 số): a number 00-99 against the last two digits of EVERY prize; paid once per occurrence, so a number
 *   ending three prizes pays three times the odds. North 27 chances of 1/100 each, central/south 18.
 * - lo3 (lô 3 số): 000-999 against the last three digits of the prizes of three or more digits, per occurrence
 *   (north 23 prizes, central/south 17).
 * - de (đề): the special prize's last two digits. dau (đầu): its tens digit. duoi (đuôi): its units digit.
 * - xien2/3/4 (xiên): 2-4 distinct lô numbers that ALL appear (each at least once) among the last two digits; paid
 *   once, whatever the occurrences.
 * - cang3 (3 càng): the special prize's last three digits.
 */

export type VnPick = TVnPick;
export type VnPrize = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';
export interface PrizeSlot {
  prize: VnPrize;
  digits: number;
  count: number;
}

/** Miền Bắc: 27 numbers. */
export const NORTH_LAYOUT: readonly PrizeSlot[] = [
  { prize: 'special', digits: 5, count: 1 },
  { prize: 'first', digits: 5, count: 1 },
  { prize: 'second', digits: 5, count: 2 },
  { prize: 'third', digits: 5, count: 6 },
  { prize: 'fourth', digits: 4, count: 4 },
  { prize: 'fifth', digits: 4, count: 6 },
  { prize: 'sixth', digits: 3, count: 3 },
  { prize: 'seventh', digits: 2, count: 4 },
];
/** Miền Trung and Miền Nam: 18 numbers, the special of six digits. */
export const SOUTH_LAYOUT: readonly PrizeSlot[] = [
  { prize: 'special', digits: 6, count: 1 },
  { prize: 'first', digits: 5, count: 1 },
  { prize: 'second', digits: 5, count: 1 },
  { prize: 'third', digits: 5, count: 2 },
  { prize: 'fourth', digits: 5, count: 7 },
  { prize: 'fifth', digits: 4, count: 1 },
  { prize: 'sixth', digits: 4, count: 3 },
  { prize: 'seventh', digits: 3, count: 1 },
  { prize: 'eighth', digits: 2, count: 1 },
];

export type VnRegion = 'north' | 'central' | 'south' | 'fast';
/** Fast games (siêu tốc) draw north-style results. */
export const layoutOf = (region: VnRegion) => (region === 'north' || region === 'fast' ? NORTH_LAYOUT : SOUTH_LAYOUT);

/** Each number's digit count, in result order. */
export const digitsOfLayout = (layout: readonly PrizeSlot[]) =>
  layout.flatMap((s) => Array.from({ length: s.count }, () => s.digits));

const sizeOf = (layout: readonly PrizeSlot[]) => layout.reduce((a, s) => a + s.count, 0);

export function layoutOfResult(result: readonly number[]): readonly PrizeSlot[] {
  if (result.length === sizeOf(NORTH_LAYOUT)) return NORTH_LAYOUT;
  if (result.length === sizeOf(SOUTH_LAYOUT)) return SOUTH_LAYOUT;
  throw new Error(`a VN result has 27 or 18 numbers, not ${result.length}`);
}

export const VN_KINDS: ReadonlySet<string> = new Set<TVnBetType>([
  'lo2',
  'lo3',
  'de',
  'dau',
  'duoi',
  'xien2',
  'xien3',
  'xien4',
  'cang3',
]);
export const isVnPick = (pick: TLotteryPick | VnPick): pick is VnPick => VN_KINDS.has(pick.kind);

/** How many chances a lô bet has in a layout: every prize for lo2, those of 3+ digits for lo3. */
export const loChances = (kind: 'lo2' | 'lo3', layout: readonly PrizeSlot[]) =>
  digitsOfLayout(layout).filter((d) => kind === 'lo2' || d >= 3).length;

/** The outcome of a VN bet on a result: lô the occurrences (0 to the prizes it reads), the others 1 won / 0 lost. */
export function vnOutcome(pick: VnPick, result: readonly number[]): number {
  const digits = digitsOfLayout(layoutOfResult(result));
  const special = result[0] as number;
  const endings = new Set(result.map((n) => n % 100));
  switch (pick.kind) {
    case 'lo2':
      return result.filter((n) => n % 100 === pick.number).length;
    case 'lo3':
      return result.filter((n, i) => (digits[i] as number) >= 3 && n % 1000 === pick.number).length;
    case 'de':
      return special % 100 === pick.number ? 1 : 0;
    case 'dau':
      return Math.floor(special / 10) % 10 === pick.digit ? 1 : 0;
    case 'duoi':
      return special % 10 === pick.digit ? 1 : 0;
    case 'cang3':
      return special % 1000 === pick.number ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return pick.numbers.every((n) => endings.has(n)) ? 1 : 0;
  }
}

/** The pay table of a VN bet at `odds` (hundredths) per hit: lô [0, h, 2h, ...] up to its chances, else [0, h]. */
export function vnPayTable(pick: VnPick, odds: number, layout: readonly PrizeSlot[]): number[] {
  if (pick.kind === 'lo2' || pick.kind === 'lo3')
    return Array.from({ length: loChances(pick.kind, layout) + 1 }, (_, k) => k * odds);
  return [0, odds];
}

const XIEN_SIZE: Partial<Record<TVnBetType, number>> = { xien2: 2, xien3: 3, xien4: 4 };
const choose = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/**
 * The chance of one hit as an exact fraction, when every digit of every prize is equally likely (the fast games'
 * draw; the regional draws' ideal): lô the expected occurrences (linearity), xiên by inclusion-exclusion over which
 * of its k endings are missing from n independent prizes: Σ_j (-1)^j C(k,j) ((100-j)/100)^n.
 */
export function vnHitFraction(betType: TVnBetType, layout: readonly PrizeSlot[]): { num: bigint; den: bigint } {
  const k = XIEN_SIZE[betType];
  if (k) {
    const n = sizeOf(layout);
    let num = 0n;
    for (let j = 0; j <= k; j++) num += (j % 2 ? -1n : 1n) * choose(k, j) * BigInt(100 - j) ** BigInt(n);
    return { num, den: 100n ** BigInt(n) };
  }
  switch (betType) {
    case 'lo2':
      return { num: BigInt(loChances('lo2', layout)), den: 100n };
    case 'lo3':
      return { num: BigInt(loChances('lo3', layout)), den: 1000n };
    case 'de':
      return { num: 1n, den: 100n };
    case 'cang3':
      return { num: 1n, den: 1000n };
    default:
      return { num: 1n, den: 10n }; // dau, duoi
  }
}

/** The exact return of `odds` (hundredths) for a bet type, in basis points rounded down. */
export function vnRtpBp(betType: TVnBetType, odds: number, layout: readonly PrizeSlot[]): number {
  const { num, den } = vnHitFraction(betType, layout);
  return Number((num * BigInt(odds) * 100n) / den);
}

/** The highest odds (hundredths) whose return does not exceed `rtpBp`: the demo brand's odds. */
export function vnOddsFor(betType: TVnBetType, layout: readonly PrizeSlot[], rtpBp: number): number {
  const { num, den } = vnHitFraction(betType, layout);
  // rtp = num × h × 100 / den ≤ rtpBp  ⇔  h ≤ rtpBp × den / (num × 100).
  return Number((BigInt(rtpBp) * den) / (num * 100n));
}

const two = (n: number) => String(n).padStart(2, '0');
const three = (n: number) => String(n).padStart(3, '0');
/** A short name: "lo2:07", "lo3:123", "de:42", "dau:3", "xien2:07-15", "cang3:042". */
export function vnLabel(pick: VnPick): string {
  switch (pick.kind) {
    case 'lo2':
    case 'de':
      return `${pick.kind}:${two(pick.number)}`;
    case 'lo3':
    case 'cang3':
      return `${pick.kind}:${three(pick.number)}`;
    case 'dau':
    case 'duoi':
      return `${pick.kind}:${pick.digit}`;
    default:
      return `${pick.kind}:${pick.numbers.map(two).join('-')}`;
  }
}

/** A result as prize rows of digit strings (leading zeros kept), for tables. */
export const prizeRows = (result: readonly number[]) => {
  const layout = layoutOfResult(result);
  let i = 0;
  return layout.map((s) => ({
    prize: s.prize,
    digits: s.digits,
    numbers: Array.from({ length: s.count }, () => String(result[i++]).padStart(s.digits, '0')),
  }));
};

/**
 * A result entered as prize rows checked against a layout: each row present with its count of numbers of exactly
 * its digits. The problems, or the result in order.
 */
export function resultFromRows(
  layout: readonly PrizeSlot[],
  rows: Partial<Record<VnPrize, string[]>>,
): { ok: true; result: number[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const result: number[] = [];
  for (const s of layout) {
    const got = rows[s.prize] ?? [];
    if (got.length !== s.count) problems.push(`${s.prize}: ${s.count} numbers expected, ${got.length} given`);
    for (const n of got)
      if (!new RegExp(`^\\d{${s.digits}}$`).test(n)) problems.push(`${s.prize}: ${n} is not ${s.digits} digits`);
    result.push(...got.map(Number));
  }
  const known = new Set(layout.map((s) => s.prize));
  for (const p of Object.keys(rows)) if (!known.has(p as VnPrize)) problems.push(`${p}: not a prize of this region`);
  return problems.length ? { ok: false, problems } : { ok: true, result };
}

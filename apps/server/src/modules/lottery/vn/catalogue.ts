import { VN_BET_TYPES } from '@portal/contracts/lottery-vn';
import type { VnRegion } from '../rules/vn.ts';

/**
 * The VN lottery games, as data: vendor LMV, account type TCG_LOTTO_VN (the portal opens them on /vnlottery). One
 * game per region (docs/decisions.md): the region's provinces draw at the same hour with the same prize table, and a
 * province's name is a label of its draw, not a different game. Times are UTC; Vietnam is UTC+7.
 */
export interface VnGameDef {
  gameCode: string;
  region: VnRegion;
  /** The menu group (gameGroupCode): MB Miền Bắc, MT Miền Trung, MN Miền Nam, ST siêu tốc. */
  groupCode: 'MB' | 'MT' | 'MN' | 'ST';
  names: { en: string; vi: string };
  intervalSeconds: number;
  /** Seconds past each multiple of the interval (UTC) that the draw falls. */
  offsetSeconds: number;
  cutoffSeconds: number;
  resultSource: 'operator' | 'seed';
  /** How long after its time a draw may wait for its numbers before it is cancelled and refunded. */
  graceSeconds: number;
}

const HOUR = 3600;
const DAY = 86_400;
/** A daily draw at hh:mm Vietnam time, as seconds past midnight UTC. */
const vnTime = (h: number, m: number) => ((((h - 7) * HOUR + m * 60) % DAY) + DAY) % DAY;
const regional = (
  gameCode: string,
  region: VnRegion,
  groupCode: VnGameDef['groupCode'],
  names: VnGameDef['names'],
  at: [number, number],
): VnGameDef => ({
  gameCode,
  region,
  groupCode,
  names,
  intervalSeconds: DAY,
  offsetSeconds: vnTime(...at),
  // Bets close 15 minutes before the live draw; operators have 6 hours to enter and confirm the result.
  cutoffSeconds: 15 * 60,
  resultSource: 'operator',
  graceSeconds: 6 * HOUR,
});

export const VN_GAMES: readonly VnGameDef[] = [
  regional('VNMB', 'north', 'MB', { en: 'Lumen VN Lotto · North', vi: 'Xổ số Miền Bắc' }, [18, 15]),
  regional('VNMT', 'central', 'MT', { en: 'Lumen VN Lotto · Central', vi: 'Xổ số Miền Trung' }, [17, 15]),
  regional('VNMN', 'south', 'MN', { en: 'Lumen VN Lotto · South', vi: 'Xổ số Miền Nam' }, [16, 15]),
  {
    gameCode: 'VNST45',
    region: 'fast',
    groupCode: 'ST',
    names: { en: 'Lumen VN Express · 45 s', vi: 'Siêu tốc 45 giây' },
    intervalSeconds: 45,
    offsetSeconds: 0,
    cutoffSeconds: 5,
    resultSource: 'seed',
    graceSeconds: 300,
  },
  {
    gameCode: 'VNST5',
    region: 'fast',
    groupCode: 'ST',
    names: { en: 'Lumen VN Express · 5 min', vi: 'Siêu tốc 5 phút' },
    intervalSeconds: 300,
    offsetSeconds: 0,
    cutoffSeconds: 15,
    resultSource: 'seed',
    graceSeconds: 300,
  },
];

/** The menu groups' labels. */
export const VN_GROUP_LABELS: Record<VnGameDef['groupCode'], { en: string; vi: string }> = {
  MB: { en: 'North', vi: 'Miền Bắc' },
  MT: { en: 'Central', vi: 'Miền Trung' },
  MN: { en: 'South', vi: 'Miền Nam' },
  ST: { en: 'Express', vi: 'Siêu tốc' },
};

export const VN_VENDOR = 'LMV';
export const VN_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
/** The demo brand's VN terms: odds at most 96 % per bet type (rules/vn.ts vnOddsFor), limits per bet type. */
export const VN_DEMO_RTP_BP = 9600;
export const VN_DEMO_LIMITS = { minBet: 100n, maxBet: 1_000_000n };
export { VN_BET_TYPES };

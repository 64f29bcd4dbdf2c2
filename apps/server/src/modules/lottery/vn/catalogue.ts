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
  /** The game's name in each portal language (English when one is missing). */
  names: { en: string; vi: string } & Partial<Record<'pt' | 'cn' | 'id' | 'th', string>>;
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
  regional(
    'VNMB',
    'north',
    'MB',
    {
      en: 'Lumen VN Lotto · North',
      vi: 'Xổ số Miền Bắc',
      pt: 'Lumen Loteria VN · Norte',
      cn: 'Lumen 越南彩 · 北部',
      id: 'Lumen Lotre VN · Utara',
      th: 'Lumen หวยเวียดนาม · ภาคเหนือ',
    },
    [18, 15],
  ),
  regional(
    'VNMT',
    'central',
    'MT',
    {
      en: 'Lumen VN Lotto · Central',
      vi: 'Xổ số Miền Trung',
      pt: 'Lumen Loteria VN · Centro',
      cn: 'Lumen 越南彩 · 中部',
      id: 'Lumen Lotre VN · Tengah',
      th: 'Lumen หวยเวียดนาม · ภาคกลาง',
    },
    [17, 15],
  ),
  regional(
    'VNMN',
    'south',
    'MN',
    {
      en: 'Lumen VN Lotto · South',
      vi: 'Xổ số Miền Nam',
      pt: 'Lumen Loteria VN · Sul',
      cn: 'Lumen 越南彩 · 南部',
      id: 'Lumen Lotre VN · Selatan',
      th: 'Lumen หวยเวียดนาม · ภาคใต้',
    },
    [16, 15],
  ),
  {
    gameCode: 'VNST45',
    region: 'fast',
    groupCode: 'ST',
    names: {
      en: 'Lumen VN Express · 45 s',
      vi: 'Siêu tốc 45 giây',
      pt: 'Lumen VN Expresso · 45 s',
      cn: 'Lumen 越南极速彩 · 45秒',
      id: 'Lumen VN Kilat · 45 dtk',
      th: 'Lumen VN ด่วน · 45 วินาที',
    },
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
    names: {
      en: 'Lumen VN Express · 5 min',
      vi: 'Siêu tốc 5 phút',
      pt: 'Lumen VN Expresso · 5 min',
      cn: 'Lumen 越南极速彩 · 5分钟',
      id: 'Lumen VN Kilat · 5 mnt',
      th: 'Lumen VN ด่วน · 5 นาที',
    },
    intervalSeconds: 300,
    offsetSeconds: 0,
    cutoffSeconds: 15,
    resultSource: 'seed',
    graceSeconds: 300,
  },
];

/** The menu groups' labels. */
export const VN_GROUP_LABELS: Record<VnGameDef['groupCode'], VnGameDef['names']> = {
  MB: { en: 'North', vi: 'Miền Bắc', pt: 'Norte', cn: '北部', id: 'Utara', th: 'ภาคเหนือ' },
  MT: { en: 'Central', vi: 'Miền Trung', pt: 'Centro', cn: '中部', id: 'Tengah', th: 'ภาคกลาง' },
  MN: { en: 'South', vi: 'Miền Nam', pt: 'Sul', cn: '南部', id: 'Selatan', th: 'ภาคใต้' },
  ST: { en: 'Express', vi: 'Siêu tốc', pt: 'Expresso', cn: '极速', id: 'Kilat', th: 'ด่วน' },
};

export const VN_VENDOR = 'LMV';
export const VN_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
/** The demo brand's VN terms: odds at most 96 % per bet type (rules/vn.ts vnOddsFor), limits per bet type. */
export const VN_DEMO_RTP_BP = 9600;
export const VN_DEMO_LIMITS = { minBet: 100n, maxBet: 1_000_000n };
export { VN_BET_TYPES };

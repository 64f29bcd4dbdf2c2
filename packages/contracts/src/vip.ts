import { z } from 'zod';
import { op } from './op.ts';

/** One VIP club level as the portal shows it: the name in the request's language, thresholds as decimal strings. */
export const ZRankLevel = z.object({
  rankLevel: z.number().int().min(1),
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  minDeposit: z.string(),
});
export type TRankLevel = z.infer<typeof ZRankLevel>;

/** GET /wps/relay/MCSFE_getPlayerRankProgress: where the member stands in the club. */
export const ZRankProgressValue = z.object({
  /** The member's level, or null below the first. */
  current: ZRankLevel.nullable(),
  /** The level after it, or null at the top (or when the brand runs no club). */
  next: ZRankLevel.nullable(),
  /** Lifetime completed deposits. */
  totalDeposit: z.string(),
  /** What is still missing to reach the next level ("0.00" at the top). */
  remainingDeposit: z.string(),
  /** Progress from the current level's threshold (0 below the first) to the next level's: 0..1; 1 at the top. */
  progress: z.number().min(0).max(1),
  /** Every level of the club, lowest first. */
  levels: z.array(ZRankLevel),
});
export type TRankProgressValue = z.infer<typeof ZRankProgressValue>;

export const vipOps = {
  rankProgress: op({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    auth: 'real',
    tags: ['vip'],
    summary: 'Where the member stands in the VIP club: level, next level and deposits still missing',
    response: ZRankProgressValue,
  }),
};

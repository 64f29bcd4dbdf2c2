import { z } from 'zod';
import { GIVEBACK_FAMILIES } from './giveback-rules.ts';
import { op } from './op.ts';
import { ZConsoleBrandParams } from './promotions.ts';

/**
 * Give-backs against the house edge: for each game family and VIP level, what the brand returns of a valid bet
 * (rebate, points at the level's exchange rate, the salaries its contracts may pay on it) beside what the family
 * keeps (its house edge). A configuration whose give-backs pass the edge pays players to play; the console refuses
 * one unless an admin confirms it (audited).
 */
/** One family at one VIP level: each give-back in basis points of the valid bet, their sum and the family's edge. */
export const ZGivebackCell = z.object({
  rankLevel: z.number().int(),
  family: z.enum(GIVEBACK_FAMILIES),
  rebateBp: z.number(),
  pointsBp: z.number(),
  salaryBp: z.number(),
  totalBp: z.number(),
  edgeBp: z.number().int(),
  over: z.boolean(),
});
export type TGivebackCell = z.infer<typeof ZGivebackCell>;

export const ZGivebackSheet = z.object({
  cells: z.array(ZGivebackCell),
  clubLevels: z.array(z.object({ rankLevel: z.number().int().min(0), name: z.string() })),
});
export type TGivebackSheet = z.infer<typeof ZGivebackSheet>;

export const givebackConsoleOps = {
  sheet: op({
    method: 'GET',
    path: '/admin/api/console/brands/:code/givebacks',
    auth: 'operator',
    action: 'promotions.view',
    tags: ['operator'],
    summary: "A brand's give-backs (rebate, points, salaries) per game family and VIP level against its house edge",
    params: ZConsoleBrandParams,
    response: ZGivebackSheet,
  }),
};

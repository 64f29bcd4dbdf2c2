import { z } from 'zod';

/**
 * The in-house game provider's own calls, made by its static pages (/provider/inhouse/api/...). They are a game
 * provider's API, not the portal's: a launch ticket (not a member session) names the player, answers are bare JSON
 * (no envelope) and the OpenAPI document does not list them, so they stay plain routes and not operations.
 */

/** The launch ticket every call carries (the pages read it from their own address). */
export const ZInhouseTicket = z.object({ ticket: z.string().min(10).max(200) });
/** A stake: an amount with at most two decimals. */
export const ZInhouseBet = ZInhouseTicket.extend({ bet: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/) });

/** GET /provider/inhouse/api/seed: a revealed server seed, by its hash (the verification page). */
export const ZInhouseSeedQuery = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });
/** POST /provider/inhouse/api/seed: the player's own client seed. */
export const ZInhouseClientSeedBody = ZInhouseTicket.extend({ clientSeed: z.string().trim().min(1).max(64) });

/** POST /provider/inhouse/api/dice: roll under `target`. */
export const ZInhouseDiceBody = ZInhouseBet.extend({ target: z.number().int().min(2).max(95) });
/** POST /provider/inhouse/api/mines/start: a board with this many mines. */
export const ZInhouseMinesStartBody = ZInhouseBet.extend({ mines: z.number().int().min(1).max(24) });
/** POST /provider/inhouse/api/mines/reveal: one tile of the open round. */
export const ZInhouseMinesRevealBody = ZInhouseTicket.extend({
  roundId: z.string().max(60),
  tile: z.number().int().min(0).max(24),
});
/** POST /provider/inhouse/api/mines/cashout */
export const ZInhouseMinesCashoutBody = ZInhouseTicket.extend({ roundId: z.string().max(60) });

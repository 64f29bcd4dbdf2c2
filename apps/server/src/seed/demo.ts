import type { Db } from '../db/client.ts';
import { seedAccounts } from '../modules/accounts/seed.ts';
import { seedAgentTeam } from '../modules/agent/seed.ts';
import { seedContracts } from '../modules/agent-contracts/seed.ts';
import { seedBrand } from '../modules/brand/seed.ts';
import { seedGames } from '../modules/games/seed.ts';
import { seedInbox } from '../modules/inbox/seed.ts';
import { seedLottery } from '../modules/lottery/index.ts';
import { seedLeaderboard, seedMissions } from '../modules/missions/seed.ts';
import { seedMall, seedPoints } from '../modules/points/seed.ts';
import { seedPromotions } from '../modules/promotions/seed.ts';
import { seedRaffles } from '../modules/raffle/index.ts';
import { seedRebateRates } from '../modules/rebate/index.ts';
import { seedReferral } from '../modules/referral/index.ts';
import { seedWallets } from '../modules/wallet/seed.ts';

/**
 * Seeds the demo data once, area by area (brand -> accounts -> wallet -> games); a second start changes nothing.
 * Without `members` only what a site needs to open is seeded: the brand and the game catalogue. With `history` (the
 * demo site; tests start without it) the agent team gets a month of rounds and its contracts' past payouts.
 */
export async function seedDemo(
  db: Db,
  { members = true, history = false }: { members?: boolean; history?: boolean } = {},
): Promise<void> {
  await seedBrand(db);
  if (members) {
    await seedAccounts(db);
    await seedWallets(db);
    await seedInbox(db);
  }
  await seedGames(db);
  await seedMall(db);
  await seedMissions(db);
  await seedLottery(db, { vnHistory: members });
  await seedPromotions(db);
  await seedRebateRates(db);
  await seedReferral(db);
  await seedRaffles(db);
  if (members) {
    await seedPoints(db);
    await seedLeaderboard(db);
    await seedAgentTeam(db);
    await seedContracts(db, { history });
  }
}

/** Whether this start seeds the demo members (see DEMO_DATA). */
export const demoMembersOn = (config: { NODE_ENV: string; DEMO_DATA?: 'on' | 'off' | undefined }) =>
  (config.DEMO_DATA ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';

import type { Db } from '../db/client.ts';
import { seedAccounts } from '../modules/accounts/seed.ts';
import { seedBrand } from '../modules/brand/seed.ts';
import { seedGames } from '../modules/games/seed.ts';
import { seedWallets } from '../modules/wallet/seed.ts';

/** Seeds the demo data once, area by area (brand -> accounts -> wallet -> games); a second start changes nothing. */
export async function seedDemo(db: Db): Promise<void> {
  await seedBrand(db);
  await seedAccounts(db);
  await seedWallets(db);
  await seedGames(db);
}

import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkInvariants, houseBalances } from '../apps/server/src/modules/wallet/ledger.ts';

/**
 * Checks a database's ledger (after a restore): every asset sums to zero, overall and within each brand (every posting
 * stays inside one brand), every account's balance equals its entries, and no transfer joins two brands. Prints the
 * sums and each brand's house balances (CASH, by purpose, shards summed); exits 1 when any check fails. DATABASE_URL
 * names the database.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url, dataDir: 'memory://' });
try {
  const { sums, brands, mismatched, crossBrand } = await checkInvariants(database.db);
  const house: Record<string, Record<string, string>> = {};
  for (const brand of Object.keys(brands))
    house[brand] = Object.fromEntries(
      [...(await houseBalances(database.db, Number(brand)))].map(([purpose, b]) => [purpose, b.toString()]),
    );
  const unbalanced = [...Object.values(sums), ...Object.values(brands).flatMap((a) => Object.values(a))].filter(
    (total) => total !== '0',
  );
  console.log(JSON.stringify({ sums, brands, mismatched, crossBrand, house }));
  if (mismatched > 0 || crossBrand > 0 || unbalanced.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}

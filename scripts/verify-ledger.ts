import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkInvariants } from '../apps/server/src/modules/wallet/ledger.ts';

/**
 * Checks a database's ledger (after a restore): every asset sums to zero and every account's balance equals its
 * entries. Prints the sums; exits 1 when either fails. DATABASE_URL names the database.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url, dataDir: 'memory://' });
try {
  const { sums, mismatched } = await checkInvariants(database.db);
  const unbalanced = Object.entries(sums).filter(([, total]) => total !== '0');
  console.log(JSON.stringify({ sums, mismatched }));
  if (mismatched > 0 || unbalanced.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}

import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import { seedSealer } from '../../platform/seal.ts';
import crashRoutes from './crash-routes.ts';
import { settleCrash } from './crash-settlement.ts';
import { refuseBuysWhereOff } from './limits.ts';
import { INSTANT_GAMES } from './originals.ts';
import inhouseRoutes from './routes.ts';
import { sealFairSeeds } from './seeds.ts';
import { settleRounds } from './settlement.ts';
import steppedRoutes from './stepped-routes.ts';
import vendorRoutes from './vendor-routes.ts';
import { inhouseWallet } from './wallet.ts';

/**
 * The in-house games (Lumen Originals): their pages and calls, and the settlement job (every 15 s), which sends again
 * every win or rollback a round owes and the wallet has not answered, voids rounds whose bet's answer never came, and
 * cashes out Mines rounds left open past the brand's time-out. Safe on several instances at once: each round is
 * taken by one run, and every call repeats harmlessly (the wallet knows its transaction id). Server seeds stored in
 * clear before seeds were sealed are sealed before any call is answered.
 */
export default async function inhouseModule(app: App) {
  await sealFairSeeds(app.deps.db, seedSealer(app.deps.config));
  const wallet = inhouseWallet(app);
  refuseBuysWhereOff(
    app,
    INSTANT_GAMES.filter((g) => 'buy' in g.params).map((g) => g.kind),
  );
  await inhouseRoutes(app, wallet);
  await crashRoutes(app, wallet);
  await steppedRoutes(app, wallet);
  await vendorRoutes(app);
  scheduleJobs(app, [
    {
      name: 'inhouse-settlement',
      everyMs: 15_000,
      run: async (a, now) => {
        const out = await settleRounds(a.deps.db, wallet, now);
        if (out.unanswered)
          a.log.warn(out, 'in-house settlement: calls the wallet did not answer wait for the next run');
        if (out.refused)
          a.log.error(out, 'in-house settlement: the wallet refused calls rounds owed (see their answer)');
        return out;
      },
    },
    {
      name: 'crash-settlement',
      everyMs: 15_000,
      run: async (a, now) => {
        const out = await settleCrash(a.deps.db, wallet, now);
        if (out.unanswered || out.refused) a.log.warn(out, 'crash settlement: calls left for the next run');
        return out;
      },
    },
  ]);
}

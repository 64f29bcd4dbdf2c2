import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import { seedSealer } from '../../platform/seal.ts';
import { lotteryNow } from './clock.ts';
import { runLottery, sealDrawSeeds } from './draws.ts';
import { lotteryRoutes } from './routes.ts';
import { vnConsoleRoutes } from './vn/console-routes.ts';
import { vnLotteryRoutes } from './vn/routes.ts';
import { lotteryWallet } from './wallet.ts';

/**
 * The lottery (and the VN lottery, ./vn): its calls, the console's, and the draw job (every second: draws open,
 * close and come out on time). Draw seeds stored in clear before seeds were sealed are sealed before anything runs.
 */
export default async function lotteryModule(app: App) {
  const seeds = seedSealer(app.deps.config);
  await sealDrawSeeds(app.deps.db, seeds);
  const wallet = lotteryWallet(app);
  lotteryRoutes(app, wallet);
  vnLotteryRoutes(app, wallet);
  vnConsoleRoutes(app, wallet);
  scheduleJobs(app, [
    {
      name: 'lottery-draws',
      everyMs: 1000,
      run: (a, now) => runLottery(a.deps.db, wallet, seeds, lotteryNow(a.deps, now)),
    },
  ]);
}

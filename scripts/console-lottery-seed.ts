import {
  type LotteryWallet,
  runLottery,
  setLotteryClock,
  slotAt,
  VN_GAMES,
} from '../apps/server/src/modules/lottery/index.ts';
import type { App } from '../apps/server/src/platform/http.ts';
import { seedSealer } from '../apps/server/src/platform/seal.ts';

/**
 * The lottery desk for the screenshots: the server's lottery clock set a minute past the southern draw of the day,
 * and the draw job run then, so that draw is closed and due for its result (the others taking bets or scheduled).
 */
export async function seedLotteryDesk(app: App) {
  const south = VN_GAMES.find((g) => g.gameCode === 'VNMN');
  if (!south) return;
  const slot = slotAt(new Date(), south.intervalSeconds, south.cutoffSeconds, south.offsetSeconds);
  const at = new Date(slot.drawsAt.getTime() + 60_000);
  setLotteryClock(app.deps, () => at);
  // Nothing is bet, so the job never calls the wallet.
  const idle: LotteryWallet = async () => ({ status: 'OK' });
  const seeds = seedSealer(app.deps.config);
  await runLottery(app.deps.db, idle, seeds, new Date(slot.opensAt.getTime() + 1000));
  await runLottery(app.deps.db, idle, seeds, at);
}

import type { App } from '../platform/http.ts';
import devRoutes from './accounts/dev-routes.ts';
import accountRoutes from './accounts/routes.ts';
import socialRoutes from './accounts/social-routes.ts';
import agentConsoleRoutes from './agent/console-routes.ts';
import agentRoutes from './agent/routes.ts';
import agentContractsModule from './agent-contracts/plugin.ts';
import approvalRoutes from './approvals/routes.ts';
import balanceStreamRoutes from './balance-stream/routes.ts';
import artRoutes from './brand/art-routes.ts';
import brandConsoleRoutes from './brand/console-routes.ts';
import downloadRoutes from './brand/download-routes.ts';
import brandRoutes from './brand/routes.ts';
import brandLaunchRoutes from './brand-launch/routes.ts';
import demoProviderRoutes from './demo-provider/routes.ts';
import devJobRoutes from './dev/routes.ts';
import feedbackRoutes from './feedback/routes.ts';
import gameConsoleRoutes from './games/console-routes.ts';
import gameRoutes from './games/routes.ts';
import healthRoutes from './health/routes.ts';
import inboxRoutes from './inbox/routes.ts';
import inhouseModule from './inhouse/plugin.ts';
import lotteryModule from './lottery/plugin.ts';
import missionsModule from './missions/plugin.ts';
import consoleRoutes from './operator/console.ts';
import operatorRoutes from './operator/routes.ts';
import pointsModule from './points/plugin.ts';
import promotionsModule from './promotions/plugin.ts';
import providerWalletRoutes from './provider/wallet-routes.ts';
import raffleModule from './raffle/plugin.ts';
import rebateRoutes from './rebate/routes.ts';
import referralModule from './referral/plugin.ts';
import reportRoutes from './reports/routes.ts';
import supportRoutes from './support/routes.ts';
import vipRoutes from './vip/routes.ts';
import walletModule from './wallet/plugin.ts';

/**
 * The composition root: every module's routes, registered in this order (add one line per module). Modules use each
 * other only through their `index.ts`, which exports no routes, so a face never pulls a module's routes into another.
 */
export const modules: Array<(app: App) => Promise<void>> = [
  healthRoutes,
  brandRoutes,
  artRoutes,
  downloadRoutes,
  operatorRoutes,
  consoleRoutes,
  approvalRoutes,
  brandConsoleRoutes,
  brandLaunchRoutes,
  reportRoutes,
  supportRoutes,
  accountRoutes,
  devRoutes,
  devJobRoutes,
  socialRoutes,
  walletModule,
  balanceStreamRoutes,
  agentRoutes,
  agentConsoleRoutes,
  agentContractsModule,
  gameRoutes,
  gameConsoleRoutes,
  providerWalletRoutes,
  inhouseModule,
  demoProviderRoutes,
  vipRoutes,
  inboxRoutes,
  feedbackRoutes,
  pointsModule,
  missionsModule,
  lotteryModule,
  promotionsModule,
  rebateRoutes,
  referralModule,
  raffleModule,
];

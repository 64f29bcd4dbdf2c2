import type { App } from '../platform/http.ts';
import devRoutes from './accounts/dev-routes.ts';
import accountRoutes from './accounts/routes.ts';
import socialRoutes from './accounts/social-routes.ts';
import agentRoutes from './agent/routes.ts';
import balanceStreamRoutes from './balance-stream/routes.ts';
import artRoutes from './brand/art-routes.ts';
import downloadRoutes from './brand/download-routes.ts';
import brandRoutes from './brand/routes.ts';
import demoProviderRoutes from './demo-provider/routes.ts';
import { feedbackRoutes } from './feedback/index.ts';
import gameRoutes from './games/routes.ts';
import healthRoutes from './health/routes.ts';
import { inboxRoutes } from './inbox/index.ts';
import inhouseRoutes from './inhouse/routes.ts';
import { missionsModule } from './missions/index.ts';
import consoleRoutes from './operator/console.ts';
import operatorRoutes from './operator/routes.ts';
import { pointsModule } from './points/index.ts';
import providerWalletRoutes from './provider/wallet-routes.ts';
import reportRoutes from './reports/routes.ts';
import supportRoutes from './support/routes.ts';
import vipRoutes from './vip/routes.ts';
import walletModule from './wallet/plugin.ts';

/** Every module's routes, registered in this order. Add one line per module. */
export const modules: Array<(app: App) => Promise<void>> = [
  healthRoutes,
  brandRoutes,
  artRoutes,
  downloadRoutes,
  operatorRoutes,
  consoleRoutes,
  reportRoutes,
  supportRoutes,
  accountRoutes,
  devRoutes,
  socialRoutes,
  walletModule,
  balanceStreamRoutes,
  agentRoutes,
  gameRoutes,
  providerWalletRoutes,
  inhouseRoutes,
  demoProviderRoutes,
  vipRoutes,
  inboxRoutes,
  feedbackRoutes,
  pointsModule,
  missionsModule,
];

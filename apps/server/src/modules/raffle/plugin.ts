import type { App } from '../../platform/http.ts';
import { seedSealer } from '../../platform/seal.ts';
import raffleConsoleRoutes from './console-routes.ts';
import raffleRoutes from './routes.ts';
import { sealRaffleSeeds } from './seeds.ts';

/**
 * The rewards centre's red envelopes and wheels: the member's relays and the console's calls. Server seeds stored in
 * clear before seeds were sealed are sealed before any call is answered.
 */
export default async function raffleModule(app: App) {
  await sealRaffleSeeds(app.deps.db, seedSealer(app.deps.config));
  await raffleRoutes(app);
  await raffleConsoleRoutes(app);
}

import type { App } from '../../platform/http.ts';
import raffleConsoleRoutes from './console-routes.ts';
import raffleRoutes from './routes.ts';

/** The rewards centre's red envelopes and wheels: the member's relays and the console's calls. */
export default async function raffleModule(app: App) {
  await raffleRoutes(app);
  await raffleConsoleRoutes(app);
}

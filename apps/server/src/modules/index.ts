import type { App } from '../platform/http.ts';
import healthRoutes from './health/routes.ts';

/** Every module's routes, registered in this order. Add one line per module. */
export const modules: Array<(app: App) => Promise<void>> = [healthRoutes];

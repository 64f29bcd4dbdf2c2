import { brandLaunchOps } from '@portal/contracts/brand-launch';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { brandList, requestBrand } from './service.ts';

/** The console's brand list and the "New brand" request (made when a second admin approves it). */
export default async function brandLaunchRoutes(app: App) {
  const { db } = app.deps;
  route(app, brandLaunchOps.list, async () => brandList(db));
  route(app, brandLaunchOps.create, async ({ body, who }) => requestBrand(db, who, body));
}

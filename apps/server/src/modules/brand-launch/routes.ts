import { brandLaunchOps } from '@portal/contracts/brand-launch';
import { ownBrands } from '../../platform/brand-scope.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { brandList, exportBrand, requestBrand, requestImport } from './service.ts';

/** The console's brand list, the "New brand" request and a brand's document out and in (a second admin approves). */
export default async function brandLaunchRoutes(app: App) {
  const { db } = app.deps;
  route(app, brandLaunchOps.list, async ({ who }) => ownBrands(who, await brandList(db)));
  // A new brand may carry its logo and icon (256 and 128 KB, base64 in JSON).
  route(app, brandLaunchOps.create, async ({ body, who }) => requestBrand(db, who, body), {
    bodyLimit: 1024 * 1024,
  });
  route(app, brandLaunchOps.export, async ({ params }) => exportBrand(db, params.code));
  // A whole brand document arrives in the body: up to 5 MB (hundreds of help articles).
  route(app, brandLaunchOps.import, async ({ body, who }) => requestImport(db, who, body), {
    bodyLimit: 5 * 1024 * 1024,
  });
}

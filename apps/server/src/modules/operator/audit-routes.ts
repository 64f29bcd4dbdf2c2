import { auditOps } from '@portal/contracts/console';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { auditActions, auditPage } from './audit-repo.ts';

/** Every operator action, searchable (admin). */
export default async function auditRoutes(app: App) {
  const { db } = app.deps;

  route(app, auditOps.search, ({ query }) => auditPage(db, query));
  route(app, auditOps.actions, () => auditActions(db));
}

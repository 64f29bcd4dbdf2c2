import { vipOps } from '@portal/contracts/vip';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { rankProgress } from './service.ts';

export default async function vipRoutes(app: App) {
  const { db } = app.deps;

  route(app, vipOps.rankProgress, async ({ who }, req) =>
    rankProgress(db, await merchantOf(req), who.memberId, requestLanguage(req, who.language)),
  );
}

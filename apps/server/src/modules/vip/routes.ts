import { envelope } from '@portal/contracts/envelope';
import { ZRankProgressValue } from '@portal/contracts/vip';
import { requireRealMember } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { rankProgress } from './service.ts';

const tags = ['vip'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { tokenHeader: [] }];

export default async function vipRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/wps/relay/MCSFE_getPlayerRankProgress',
    { schema: { tags, security, response: { 200: envelope(ZRankProgressValue) } } },
    async (req, reply) => {
      const m = await requireRealMember(req);
      reply.header('cache-control', 'no-store');
      return ok(await rankProgress(db, await merchantOf(req), m.memberId, requestLanguage(req, m.language)));
    },
  );
}

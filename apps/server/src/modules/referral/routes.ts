import { referralConsoleOps, referralOps } from '@portal/contracts/referral';
import { type App, merchantOf } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { consoleReferralSettings, setReferralSettings } from './console.ts';
import { referralInfo, referralList } from './service.ts';

/** Referral's relays for the member and the programme's settings for the console (and the CLI). */
export default async function referralRoutes(app: App) {
  const { db } = app.deps;
  route(app, referralOps.info, async ({ who }, req) =>
    referralInfo(db, await merchantOf(req), who.memberId, `${req.protocol}://${req.host}`),
  );
  route(app, referralOps.list, async ({ query, who }) => referralList(db, who.memberId, query.pageNo, query.pageSize));

  route(app, referralConsoleOps.settings, ({ params }) => consoleReferralSettings(db, params.code));
  route(app, referralConsoleOps.setSettings, ({ params, body, who }) =>
    setReferralSettings(db, who, params.code, body),
  );
}

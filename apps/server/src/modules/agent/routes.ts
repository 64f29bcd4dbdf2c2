import { agentOps } from '@portal/contracts/agent';
import { timeZoneOf } from '@portal/contracts/merchant-config';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { quietly } from '../../platform/messaging.ts';
import { route } from '../../platform/ops.ts';
import { tellInitialPassword } from '../accounts/index.ts';
import {
  agentNotices,
  downlineList,
  downlineTransactions,
  newInitialPassword,
  readNotice,
  registerDownline,
  teamBetRecords,
  teamOverview,
  teamProfitLoss,
} from './service.ts';

/** Agent centre: its operations as packages/contracts/src/agent.ts defines them (docs/decisions.md records the paths). */
export default async function agentRoutes(app: App) {
  const { db } = app.deps;
  // The asked language, else the member's own, else the brand's (a Portuguese brand's agent reads Portuguese).
  const langOf = async (saved: string | null, req: Parameters<typeof merchantOf>[0]) =>
    requestLanguage(req, saved) ?? (await merchantOf(req)).config.defaultLang;

  // The team's rounds and registrations by the days of the brand's clock, the console's (docs/decisions.md, one
  // definition of the console's figures).
  const zoneOf = async (req: Parameters<typeof merchantOf>[0]) => timeZoneOf((await merchantOf(req)).config);

  // The request's own host: each brand's link points at the domain the agent is using.
  route(app, agentOps.teamOverview, async ({ who }, req) =>
    teamOverview(db, who, `${req.protocol}://${req.host}`, await zoneOf(req)),
  );

  route(app, agentOps.downlineList, async ({ who, query }) => downlineList(db, who, query));

  route(app, agentOps.registerDownline, async ({ who, body }, req) => {
    const merchant = await merchantOf(req);
    if (merchant.id !== who.merchantId) throw new AppError('forbidden');
    if ((await app.deps.limiter.hit(`agent:register:${who.memberId}`, 3600_000)) > 60)
      throw new AppError('too_many_requests');
    const created = await registerDownline(db, merchant, who, body, req.ip);
    // The answer does not wait on the SMS gateway: the agent sees the password either way.
    await tellInitialPassword(quietly(app.deps.messenger, req.log), merchant, {
      dialingCode: body.countryDialingCode,
      mobile: body.mobileNum,
      username: created.username,
      password: created.initialPassword,
    });
    return created;
  });

  route(app, agentOps.newInitialPassword, async ({ who, body }, req) => {
    const merchant = await merchantOf(req);
    if (merchant.id !== who.merchantId) throw new AppError('forbidden');
    if ((await app.deps.limiter.hit(`agent:register:${who.memberId}`, 3600_000)) > 60)
      throw new AppError('too_many_requests');
    const { mobile, ...issued } = await newInitialPassword(db, merchant, who, body.username);
    await tellInitialPassword(quietly(app.deps.messenger, req.log), merchant, {
      dialingCode: mobile?.dialingCode,
      mobile: mobile?.number,
      username: issued.username,
      password: issued.initialPassword,
    });
    return issued;
  });

  route(app, agentOps.teamBets, async ({ who, query }, req) =>
    teamBetRecords(db, who, query, await langOf(who.language, req), await zoneOf(req)),
  );

  route(app, agentOps.teamProfit, async ({ who, query }, req) => teamProfitLoss(db, who, query, await zoneOf(req)));

  route(app, agentOps.downlineTransactions, async ({ who, query }, req) =>
    downlineTransactions(db, who, query, await langOf(who.language, req)),
  );

  route(app, agentOps.notices, async ({ who, query }, req) =>
    agentNotices(db, who, query, await langOf(who.language, req)),
  );

  route(app, agentOps.noticeRead, async ({ who, body }) => readNotice(db, who, body.id));
}

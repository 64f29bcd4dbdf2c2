import { memberConsoleOps } from '@portal/contracts/console';
import { brandsOf } from '../../platform/brand-scope.ts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import {
  endMemberSessions,
  lockMember,
  memberBets,
  memberDetail,
  memberLedger,
  memberSessions,
  searchMembers,
} from './member.ts';

/** Members in the console: search, a member's page and its lists, lock and end sessions. Adjustments are the wallet's. */
export default async function memberRoutes(app: App) {
  const { db } = app.deps;

  route(app, memberConsoleOps.search, async ({ query, who }) =>
    searchMembers(db, { ...query, brands: await brandsOf(app, who, query.merchant) }),
  );
  route(app, memberConsoleOps.detail, ({ params }) => memberDetail(db, params.id));
  route(app, memberConsoleOps.ledger, ({ params, query }) => memberLedger(db, params.id, query));
  route(app, memberConsoleOps.bets, ({ params, query }) => memberBets(db, params.id, query));
  route(app, memberConsoleOps.sessions, ({ params, query }) => memberSessions(db, params.id, query));
  route(app, memberConsoleOps.lock, async ({ params, body, who }) => {
    await lockMember(db, who, params.id, body.locked, body.reason);
    return null;
  });
  route(app, memberConsoleOps.endSessions, ({ params, who }) => endMemberSessions(db, who, params.id));
}

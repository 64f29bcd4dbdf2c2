import {
  page,
  ZBetRow,
  ZIdParams,
  ZLedgerQuery,
  ZLedgerRow,
  ZMemberDetail,
  ZMemberLockBody,
  ZMemberRow,
  ZMemberSearchQuery,
  ZPageQuery,
  ZSessionRow,
  ZSessionsEnded,
} from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from './guard.ts';
import {
  endMemberSessions,
  lockMember,
  memberBets,
  memberDetail,
  memberLedger,
  memberSessions,
  searchMembers,
} from './member.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Members in the console: search, a member's page and its lists, lock and end sessions. Adjustments are the wallet's. */
export default async function memberRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/members',
    {
      schema: {
        tags,
        security,
        summary: 'Search members by username, mobile, email, id or IP address (paged)',
        querystring: ZMemberSearchQuery,
        response: { 200: envelope(page(ZMemberRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await searchMembers(db, req.query));
    },
  );

  app.get(
    '/admin/api/console/members/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A member: profile, club level, balances per wallet',
        params: ZIdParams,
        response: { 200: envelope(ZMemberDetail) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await memberDetail(db, req.params.id));
    },
  );

  app.get(
    '/admin/api/console/members/:id/ledger',
    {
      schema: {
        tags,
        security,
        summary: 'A member’s ledger entries, newest first',
        params: ZIdParams,
        querystring: ZLedgerQuery,
        response: { 200: envelope(page(ZLedgerRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await memberLedger(db, req.params.id, req.query));
    },
  );

  app.get(
    '/admin/api/console/members/:id/bets',
    {
      schema: {
        tags,
        security,
        summary: 'A member’s game rounds',
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: envelope(page(ZBetRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await memberBets(db, req.params.id, req.query));
    },
  );

  app.get(
    '/admin/api/console/members/:id/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'A member’s sessions (their login history)',
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: envelope(page(ZSessionRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await memberSessions(db, req.params.id, req.query));
    },
  );

  app.put(
    '/admin/api/console/members/:id/locked',
    {
      schema: {
        tags,
        security,
        summary: 'Lock a member (sign-in refused, sessions ended) or unlock, with a reason',
        params: ZIdParams,
        body: ZMemberLockBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'members.lock');
      await lockMember(db, op, req.params.id, req.body.locked, req.body.reason);
      return ok(null);
    },
  );

  app.post(
    '/admin/api/console/members/:id/sessions/end',
    {
      schema: {
        tags,
        security,
        summary: 'End every live session of a member',
        params: ZIdParams,
        response: { 200: envelope(ZSessionsEnded) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'members.endSessions');
      return ok(await endMemberSessions(db, op, req.params.id));
    },
  );
}

import { page, ZIdParams, ZPageQuery, ZReasonBody } from '@portal/contracts/console';
import {
  ZMemberLabel,
  ZMemberLabelsBody,
  ZMemberNote,
  ZMemberNoteBody,
  ZPasswordChangeForced,
} from '@portal/contracts/console-members';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from './guard.ts';
import { forcePasswordChange, labelMember, memberNotes, noteMember } from './member-care.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** A member's notes, labels and forced password change in the console (lock and end sessions: member-routes.ts). */
export default async function memberCareRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/members/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: 'Operators’ notes on a member, newest first, with their authors',
        params: ZIdParams,
        querystring: ZPageQuery,
        response: { 200: envelope(page(ZMemberNote)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'members.view');
      return ok(await memberNotes(db, req.params.id, req.query));
    },
  );

  app.post(
    '/admin/api/console/members/:id/notes',
    {
      schema: {
        tags,
        security,
        summary: 'Add a note on a member (for operators only)',
        params: ZIdParams,
        body: ZMemberNoteBody,
        response: { 200: envelope(ZMemberNote) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'members.note');
      return ok(await noteMember(db, op, req.params.id, req.body.body));
    },
  );

  app.put(
    '/admin/api/console/members/:id/labels',
    {
      schema: {
        tags,
        security,
        summary: 'Set a member’s labels (the portal’s memberLabel list)',
        params: ZIdParams,
        body: ZMemberLabelsBody,
        response: { 200: envelope(z.array(ZMemberLabel)) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'members.label');
      return ok(await labelMember(db, op, req.params.id, req.body.labels));
    },
  );

  app.post(
    '/admin/api/console/members/:id/password-change',
    {
      schema: {
        tags,
        security,
        summary: 'Require a new password: live sessions and the next password sign-in are held for the change',
        params: ZIdParams,
        body: ZReasonBody,
        response: { 200: envelope(ZPasswordChangeForced) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'members.forcePassword');
      return ok(await forcePasswordChange(db, op, req.params.id, req.body.reason));
    },
  );
}

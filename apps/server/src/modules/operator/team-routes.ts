import {
  page,
  ZOperatorListQuery,
  ZOperatorNameParams,
  ZOperatorRoleBody,
  ZOperatorRow,
} from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from './guard.ts';
import { changeRole, resetOperatorTwoFactor } from './team.ts';
import { operatorPage } from './team-repo.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Operator accounts in the console (admin): list, role, two-factor reset. Create and disable are in routes.ts. */
export default async function teamRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/operators',
    {
      schema: {
        tags,
        security,
        summary: 'Operators with role, two-factor state and last sign-in (admin)',
        querystring: ZOperatorListQuery,
        response: { 200: envelope(page(ZOperatorRow)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'operators.manage');
      return ok(await operatorPage(db, req.query));
    },
  );

  app.put(
    '/admin/api/console/operators/:username/role',
    {
      schema: {
        tags,
        security,
        summary: 'Change an operator’s role; their sessions end (admin)',
        params: ZOperatorNameParams,
        body: ZOperatorRoleBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'operators.manage');
      await changeRole(db, op, req.params.username, req.body.role);
      return ok(null);
    },
  );

  app.delete(
    '/admin/api/console/operators/:username/two-factor',
    {
      schema: {
        tags,
        security,
        summary: 'Reset an operator’s two-factor sign-in: their sessions end and they enrol again (admin)',
        params: ZOperatorNameParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'operators.manage');
      await resetOperatorTwoFactor(db, op, req.params.username);
      return ok(null);
    },
  );
}

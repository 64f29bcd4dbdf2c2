import { may, page } from '@portal/contracts/console';
import {
  ZConsoleGame,
  ZConsoleGameQuery,
  ZConsoleVendors,
  ZGameChange,
  ZGameParams,
  ZGamesBrandQuery,
  ZVendorChange,
  ZVendorParams,
} from '@portal/contracts/console-games';
import { envelope } from '@portal/contracts/envelope';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import type { OperatorSession } from '../../platform/operator-auth.ts';
import { requireConsole } from '../operator/index.ts';
import { changeGame, changeVendor, consoleGames, consoleVendors } from './manage.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Maintenance is support's as well as admins' (the fast answer to a broken vendor); the rest is admins'. */
function mayChange(op: OperatorSession, change: { maintenance?: boolean | undefined } & Record<string, unknown>) {
  const other = Object.entries(change).some(([k, v]) => k !== 'maintenance' && k !== 'merchant' && v !== undefined);
  if (change.maintenance !== undefined && !may(op.role, 'games.maintenance'))
    throw new AppError('operator_role_required');
  if (other && !may(op.role, 'games.manage')) throw new AppError('operator_role_required');
}

/** Vendors and games in the console. The portal's lists are cached for at most 5 seconds, so changes show then. */
export default async function gameConsoleRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    '/admin/api/console/games/vendors',
    {
      schema: {
        tags,
        security,
        summary: 'A brand’s vendors: on/off, maintenance, hot, order and number of games',
        querystring: ZGamesBrandQuery,
        response: { 200: envelope(ZConsoleVendors) },
      },
    },
    async (req) => {
      await requireConsole(req, 'games.view');
      return ok(await consoleVendors(db, req.query.merchant));
    },
  );

  app.put(
    '/admin/api/console/games/vendors/:vassalage',
    {
      schema: {
        tags,
        security,
        summary: 'Change a vendor: on/off, hot and order for the brand; maintenance for every brand',
        params: ZVendorParams,
        body: ZVendorChange,
        response: { 200: envelope(ZConsoleVendors) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'games.view');
      mayChange(op, req.body);
      return ok(await changeVendor(db, op.operatorId, req.params.vassalage, req.body));
    },
  );

  app.get(
    '/admin/api/console/games',
    {
      schema: {
        tags,
        security,
        summary: 'The catalogue’s games by vendor, name or state (paged)',
        querystring: ZConsoleGameQuery,
        response: { 200: envelope(page(ZConsoleGame)) },
      },
    },
    async (req) => {
      await requireConsole(req, 'games.view');
      return ok(await consoleGames(db, req.query));
    },
  );

  app.put(
    '/admin/api/console/games/:nodeId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a game: on/off, maintenance, hot and order',
        params: ZGameParams,
        body: ZGameChange,
        response: { 200: envelope(ZConsoleGame) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'games.view');
      mayChange(op, req.body);
      return ok(await changeGame(db, op.operatorId, req.params.nodeId, req.body));
    },
  );
}

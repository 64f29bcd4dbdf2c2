import { may } from '@portal/contracts/console';
import { gameConsoleOps } from '@portal/contracts/console-games';
import { mayAllBrands } from '../../platform/brand-scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import type { OperatorSession } from '../../platform/operator-auth.ts';
import { route } from '../../platform/ops.ts';
import { brandByCode, originalsLimitsView, saveOriginalsLimits } from '../brand/index.ts';
import { changeGame, changeVendor, consoleGames, consoleVendors } from './manage.ts';

const MAINTENANCE = new Set(['maintenance', 'brandMaintenance', 'merchant']);
/**
 * Maintenance is support's as well as admins' (the fast answer to a broken vendor); the rest is admins'. A vendor's
 * own maintenance closes it on every brand, so an operator limited to some brands sets only their brand's.
 */
function mayChange(
  op: OperatorSession,
  change: { maintenance?: boolean | undefined; brandMaintenance?: boolean | undefined } & Record<string, unknown>,
) {
  const other = Object.entries(change).some(([k, v]) => !MAINTENANCE.has(k) && v !== undefined);
  const closing = change.maintenance !== undefined || change.brandMaintenance !== undefined;
  if (closing && !may(op.role, 'games.maintenance')) throw new AppError('operator_role_required');
  if (change.maintenance !== undefined && !mayAllBrands(op)) throw new AppError('operator_brand_denied');
  if (other && !may(op.role, 'games.manage')) throw new AppError('operator_role_required');
}

/** Vendors and games in the console. The portal's lists are cached for at most 5 seconds, so changes show then. */
export default async function gameConsoleRoutes(app: App) {
  const { db } = app.deps;

  route(app, gameConsoleOps.vendors, ({ query }) => consoleVendors(db, query.merchant));

  route(app, gameConsoleOps.changeVendor, async ({ params, body, who }) => {
    mayChange(who, body);
    return changeVendor(db, who.operatorId, params.vassalage, body);
  });

  route(app, gameConsoleOps.games, ({ query }) => consoleGames(db, query));

  route(app, gameConsoleOps.changeGame, async ({ params, body, who }) => {
    mayChange(who, body);
    return changeGame(db, who.operatorId, params.nodeId, body);
  });

  route(app, gameConsoleOps.originalsLimits, async ({ params }) =>
    originalsLimitsView((await brandByCode(db, params.code)).config),
  );
  route(app, gameConsoleOps.setOriginalsLimits, async ({ params, body, who }) => {
    const saved = await saveOriginalsLimits(db, who, params.code, body);
    // The originals read the limits from the cached brand: drop it so the next round keeps to the new ones.
    app.deps.merchants.invalidate();
    return saved;
  });
}

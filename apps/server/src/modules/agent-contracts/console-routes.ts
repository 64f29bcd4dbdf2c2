import { contractConsoleOps } from '@portal/contracts/console-contracts';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { contractPage, grantHouseContract, payoutRows, saveSettings, setSuspended, settingsOf } from './console.ts';

/** Agent contracts in the console (and the CLI): settings per brand, contracts, payouts, suspension, house contracts. */
export default async function contractConsoleRoutes(app: App) {
  const { db } = app.deps;

  route(app, contractConsoleOps.settings, async ({ params }) => settingsOf(db, params.code));

  route(app, contractConsoleOps.saveSettings, async ({ params, body, who }) => {
    const saved = await saveSettings(db, who, params.code, body);
    app.deps.merchants.invalidate();
    return saved;
  });

  route(app, contractConsoleOps.list, async ({ params, query }) => contractPage(db, params.code, query));
  route(app, contractConsoleOps.payouts, async ({ params, query }) => payoutRows(db, params.code, query));
  route(app, contractConsoleOps.grantHouse, async ({ params, body, who }) =>
    grantHouseContract(db, who, params.code, body),
  );
  route(app, contractConsoleOps.suspend, async ({ params, body, who }) =>
    setSuspended(db, who, params.id, true, body.reason),
  );
  route(app, contractConsoleOps.resume, async ({ params, who }) => setSuspended(db, who, params.id, false));
}

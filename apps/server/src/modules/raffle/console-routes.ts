import { raffleConsoleOps } from '@portal/contracts/raffle';
import type { App } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { createRaffle, editRaffle, fundRaffle, raffleClaims, raffleEvents, setRaffleEnabled } from './console.ts';

/** Red envelopes and wheels in the console (and the CLI): events, on/off, pool funding and draws. */
export default async function raffleConsoleRoutes(app: App) {
  const { db } = app.deps;
  route(app, raffleConsoleOps.list, async ({ params }) => raffleEvents(db, params.code));
  route(app, raffleConsoleOps.create, async ({ params, body, who }) => createRaffle(db, who, params.code, body));
  route(app, raffleConsoleOps.edit, async ({ params, body, who }) => editRaffle(db, who, params.id, body));
  route(app, raffleConsoleOps.setEnabled, async ({ params, body, who }) =>
    setRaffleEnabled(db, who, params.id, body.enabled),
  );
  route(app, raffleConsoleOps.fund, async ({ params, body, who }) => fundRaffle(db, who, params.id, body));
  route(app, raffleConsoleOps.claims, async ({ params, query }) => raffleClaims(db, params.id, query.page, query.size));
}

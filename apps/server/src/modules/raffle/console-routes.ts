import { page } from '@portal/contracts/console';
import { envelope } from '@portal/contracts/envelope';
import { ZConsoleBrandParams } from '@portal/contracts/promotions';
import {
  RAFFLE_CONSOLE_PATHS as P,
  ZConsoleRaffleClaim,
  ZConsoleRaffleClaimQuery,
  ZConsoleRaffleEvent,
  ZConsoleRaffleParams,
  ZRaffleEnabledBody,
  ZRaffleEventInput,
  ZRaffleFundBody,
} from '@portal/contracts/raffle';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { createRaffle, editRaffle, fundRaffle, raffleClaims, raffleEvents, setRaffleEnabled } from './console.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Red envelopes and wheels in the console (and the CLI): events, on/off, pool funding and draws. */
export default async function raffleConsoleRoutes(app: App) {
  const { db } = app.deps;
  const route = <V extends z.ZodType, X extends object>(summary: string, value: V, extra: X) => ({
    schema: { tags, security, summary, response: { 200: envelope(value) }, ...(extra as X) },
  });

  app.get(
    P.brand,
    route("A brand's red envelopes and wheels with their pools", z.array(ZConsoleRaffleEvent), {
      params: ZConsoleBrandParams,
    }),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      return ok(await raffleEvents(db, req.params.code));
    },
  );

  app.post(
    P.brand,
    route('Creates a red envelope or wheel (audited); fund its pool before it pays', ZConsoleRaffleEvent, {
      params: ZConsoleBrandParams,
      body: ZRaffleEventInput,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await createRaffle(db, op, req.params.code, req.body));
    },
  );

  app.put(
    P.one,
    route('Edits an event; its kind stays; past draws keep their terms (audited)', ZConsoleRaffleEvent, {
      params: ZConsoleRaffleParams,
      body: ZRaffleEventInput,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await editRaffle(db, op, req.params.id, req.body));
    },
  );

  app.post(
    P.enabled,
    route('Switches an event on or off (audited)', ZConsoleRaffleEvent, {
      params: ZConsoleRaffleParams,
      body: ZRaffleEnabledBody,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await setRaffleEnabled(db, op, req.params.id, req.body.enabled));
    },
  );

  app.post(
    P.fund,
    route('Funds the event’s pool from the house, once per key (audited)', ZConsoleRaffleEvent, {
      params: ZConsoleRaffleParams,
      body: ZRaffleFundBody,
    }),
    async (req) => {
      const op = await requireConsole(req, 'promotions.manage');
      return ok(await fundRaffle(db, op, req.params.id, req.body));
    },
  );

  app.get(
    P.claims,
    route('An event’s draws, newest first (paged)', page(ZConsoleRaffleClaim), {
      params: ZConsoleRaffleParams,
      querystring: ZConsoleRaffleClaimQuery,
    }),
    async (req, reply) => {
      await requireConsole(req, 'promotions.view');
      reply.header('cache-control', 'no-store');
      const q = ZConsoleRaffleClaimQuery.parse(req.query);
      return ok(await raffleClaims(db, req.params.id, q.page, q.size));
    },
  );
}

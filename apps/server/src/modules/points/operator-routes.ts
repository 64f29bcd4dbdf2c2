import { envelope } from '@portal/contracts/envelope';
import {
  ZConsoleItems,
  ZConsoleRedemptions,
  ZCreateItem,
  ZIdParam,
  ZRedemptionDecision,
  ZRedemptionQuery,
  ZUpdateItem,
} from '@portal/contracts/points-console';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireOperator } from '../../platform/operator-auth.ts';
import { consoleItems, createItem, decideRedemption, redemptionQueue, updateItem } from './operator.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** The points mall in the console: admins manage items, support and admins decide redemptions in process. */
export default async function pointsOperatorRoutes(app: App) {
  const { db, merchants } = app.deps;

  app.get(
    '/admin/api/points/items',
    { schema: { tags, security, summary: 'Mall items of every brand', response: { 200: envelope(ZConsoleItems) } } },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await consoleItems(db));
    },
  );

  app.post(
    '/admin/api/points/items',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a mall item (admin)',
        body: ZCreateItem,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await createItem(db, merchants, await requireOperator(req, 'admin'), req.body)),
  );

  app.patch(
    '/admin/api/points/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes an item’s price, stock or availability (admin)',
        params: ZIdParam,
        body: ZUpdateItem,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await updateItem(db, await requireOperator(req, 'admin'), req.params.id, req.body);
      return ok(null);
    },
  );

  app.get(
    '/admin/api/points/redemptions',
    {
      schema: {
        tags,
        security,
        summary: 'Item redemptions by status, oldest in process first',
        querystring: ZRedemptionQuery,
        response: { 200: envelope(ZConsoleRedemptions) },
      },
    },
    async (req) => {
      await requireOperator(req, 'support');
      return ok(await redemptionQueue(db, req.query.status, req.query.page, req.query.size));
    },
  );

  app.post(
    '/admin/api/points/redemptions/:id/decision',
    {
      schema: {
        tags,
        security,
        summary: 'Approves (ships) or rejects (refunds the points of) a redemption in process',
        params: ZIdParam,
        body: ZRedemptionDecision,
        response: { 200: envelope(z.object({ status: z.string() })) },
      },
    },
    async (req) => ok(await decideRedemption(db, await requireOperator(req, 'support'), req.params.id, req.body)),
  );
}

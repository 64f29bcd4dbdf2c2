import { ZContractSettings } from '@portal/contracts/agent-contracts';
import { page } from '@portal/contracts/console';
import {
  ZConsoleContractParams,
  ZConsoleContractQuery,
  ZConsoleContractRow,
  ZConsoleContractSettingsParams,
  ZConsolePayoutQuery,
  ZConsolePayoutRow,
  ZHouseContract,
  ZSuspendContract,
} from '@portal/contracts/console-contracts';
import { envelope } from '@portal/contracts/envelope';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import type { App } from '../../platform/http.ts';
import { requireConsole } from '../operator/index.ts';
import { contractPage, grantHouseContract, payoutRows, saveSettings, setSuspended, settingsOf } from './console.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const BRAND = '/admin/api/console/brands/:code/contracts';

/** Agent contracts in the console (and the CLI): settings per brand, contracts, payouts, suspension, house contracts. */
export default async function contractConsoleRoutes(app: App) {
  const { db } = app.deps;

  app.get(
    `${BRAND}/settings`,
    {
      schema: {
        tags,
        security,
        summary: "A brand's contract kinds, maximum rates, payout delay and payout switch",
        params: ZConsoleContractSettingsParams,
        response: { 200: envelope(ZContractSettings) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'contracts.view');
      reply.header('cache-control', 'no-store');
      return ok(await settingsOf(db, req.params.code));
    },
  );

  app.put(
    `${BRAND}/settings`,
    {
      schema: {
        tags,
        security,
        summary: "Stores a brand's contract settings (audited)",
        params: ZConsoleContractSettingsParams,
        body: ZContractSettings,
        response: { 200: envelope(ZContractSettings) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'contracts.manage');
      const saved = await saveSettings(db, op, req.params.code, req.body);
      app.deps.merchants.invalidate();
      return ok(saved);
    },
  );

  app.get(
    BRAND,
    {
      schema: {
        tags,
        security,
        summary: "A brand's agent contracts, filtered by kind, status and username (paged)",
        params: ZConsoleContractSettingsParams,
        querystring: ZConsoleContractQuery,
        response: { 200: envelope(page(ZConsoleContractRow)) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'contracts.view');
      reply.header('cache-control', 'no-store');
      return ok(await contractPage(db, req.params.code, req.query));
    },
  );

  app.get(
    `${BRAND}/payouts`,
    {
      schema: {
        tags,
        security,
        summary: "A brand's contract payout statements, newest first (paged)",
        params: ZConsoleContractSettingsParams,
        querystring: ZConsolePayoutQuery,
        response: { 200: envelope(page(ZConsolePayoutRow)) },
      },
    },
    async (req, reply) => {
      await requireConsole(req, 'contracts.view');
      reply.header('cache-control', 'no-store');
      return ok(await payoutRows(db, req.params.code, req.query));
    },
  );

  app.post(
    `${BRAND}/house`,
    {
      schema: {
        tags,
        security,
        summary: 'Grants a top agent its contract with the house, approved at once (replaces a live one; audited)',
        params: ZConsoleContractSettingsParams,
        body: ZHouseContract,
        response: { 200: envelope(ZConsoleContractRow) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'contracts.manage');
      return ok(await grantHouseContract(db, op, req.params.code, req.body));
    },
  );

  app.post(
    '/admin/api/console/contracts/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary: 'Suspends an approved contract: it pays nothing until resumed (audited)',
        params: ZConsoleContractParams,
        body: ZSuspendContract,
        response: { 200: envelope(ZConsoleContractRow) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'contracts.manage');
      return ok(await setSuspended(db, op, req.params.id, true, req.body.reason));
    },
  );

  app.post(
    '/admin/api/console/contracts/:id/resume',
    {
      schema: {
        tags,
        security,
        summary: 'Resumes a suspended contract (audited)',
        params: ZConsoleContractParams,
        body: z.object({}).optional(),
        response: { 200: envelope(ZConsoleContractRow) },
      },
    },
    async (req) => {
      const op = await requireConsole(req, 'contracts.manage');
      return ok(await setSuspended(db, op, req.params.id, false));
    },
  );
}

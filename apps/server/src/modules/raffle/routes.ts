import { raffleClaimOp, raffleClaimV2Op, raffleRotateOp, raffleStatusOp } from '@portal/contracts/raffle';
import type { FastifyRequest } from 'fastify';
import { type SessionMember, TRIAL } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf, requestLanguage } from '../../platform/http.ts';
import { route } from '../../platform/ops.ts';
import { seedSealer } from '../../platform/seal.ts';
import { requireMod } from '../brand/index.ts';
import { rotateSeed } from './seeds.ts';
import { claimRaffle, type RaffleCaller, raffleStatus } from './service.ts';

/** The reward centre's switch (api-paths.md). */
const REWARDS = 'REWCEN3';

/** A real member of this brand with the switch on, in their language (trial accounts have no rewards). */
async function caller(req: FastifyRequest, who: SessionMember): Promise<RaffleCaller> {
  const merchant = await merchantOf(req);
  requireMod(merchant, REWARDS);
  if (who.merchantId !== merchant.id) throw new AppError('forbidden');
  if (who.isAgent === TRIAL) throw new AppError('trial_account');
  const lang = (requestLanguage(req, who.language) ?? merchant.config.defaultLang).toLowerCase();
  return { merchant, memberId: who.memberId, lang: lang === 'zh' ? 'cn' : lang };
}

/** The raffle relays: status, the claim under both of the platform's names, and the seed rotation. */
export default async function raffleRoutes(app: App) {
  const { db } = app.deps;
  const seeds = seedSealer(app.deps.config);
  route(app, raffleStatusOp, async ({ who }, req) => raffleStatus(db, seeds, await caller(req, who)));
  for (const claimOp of [raffleClaimOp, raffleClaimV2Op])
    route(app, claimOp, async ({ who, body }, req) => claimRaffle(db, seeds, await caller(req, who), body));
  route(app, raffleRotateOp, async ({ who, body }, req) => {
    const c = await caller(req, who);
    return rotateSeed(db, seeds, c.memberId, body.clientSeed);
  });
}

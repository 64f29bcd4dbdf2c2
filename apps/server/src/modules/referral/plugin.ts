import type { App } from '../../platform/http.ts';
import { scheduleJobs } from '../../platform/jobs.ts';
import { payReferralRewards } from './jobs.ts';
import referralRoutes from './routes.ts';

/** How often referred players' first deposits are read. */
export const REFERRAL_EVERY_MS = 15_000;

/** The referral area: the member's relays, the console's settings and the reward job. */
export default async function referralModule(app: App) {
  await referralRoutes(app);
  scheduleJobs(app, [{ name: 'referral', everyMs: REFERRAL_EVERY_MS, run: (a) => payReferralRewards(a.deps.db) }]);
}

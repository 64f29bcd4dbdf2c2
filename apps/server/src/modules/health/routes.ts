import { sql } from 'drizzle-orm';
import type { App } from '../../platform/http.ts';

/** Liveness and readiness for the load balancer; outside the envelope on purpose (plain probes). */
export default async function healthRoutes(app: App) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

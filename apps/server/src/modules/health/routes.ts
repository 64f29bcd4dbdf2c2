import type { App } from '../../platform/http.ts';
import { databaseAnswers } from './repo.ts';

/** Liveness and readiness for the load balancer; outside the envelope on purpose (plain probes). */
export default async function healthRoutes(app: App) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await databaseAnswers(app.deps.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

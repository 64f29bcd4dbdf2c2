import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { modules } from './modules/index.ts';
import { withAppSecret } from './platform/app-secret.ts';
import { clientErrorHandler, frameworkErrors } from './platform/client-errors.ts';
import type { Deps } from './platform/deps.ts';
import { Encryption } from './platform/encryption.ts';
import { fail } from './platform/envelope.ts';
import { type App, registerErrorHandling } from './platform/http.ts';
import { refuseNulCharacters } from './platform/input-guard.ts';
import { MemoryLimiter, RedisLimiter } from './platform/limiter.ts';
import { type LogStream, loggerOptions } from './platform/logging.ts';
import { MerchantDirectory } from './platform/merchant.ts';
import { GatewayMessenger, OutboxMessenger } from './platform/messaging.ts';
import { registerMetrics } from './platform/metrics.ts';
import { protectPages } from './platform/page-headers.ts';
import { requestIdOf } from './platform/request-id.ts';
import { SessionCache } from './platform/session-cache.ts';
import { SandboxTransferVendor } from './platform/transfer-vendor.ts';
import { hostConsole, hostWeb } from './platform/web-host.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * Builds the whole server (API + web app) as one Fastify instance; main.ts only listens. `logStream` takes the log
 * lines instead of stdout (tests read them).
 */
export async function buildApp(
  configured: Config,
  database: Database,
  opts: { logStream?: LogStream } = {},
): Promise<App> {
  const config = await withAppSecret(database.db, configured);
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, opts.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestIdOf,
    return503OnClosing: false, // answered below, in the envelope
  }).withTypeProvider<ZodTypeProvider>();
  // While shutting down, requests in flight finish; new ones are told to go elsewhere (the proxy retries them).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (closing)
      return reply
        .status(503)
        .header('retry-after', '1')
        .header('connection', 'close')
        .send(fail('service_unavailable'));
  });
  // Every answer names its request, as every log line of it does: a player's or an operator's report finds the logs.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // A connection whose request finishes after shutdown began is closed with it, not kept alive for the next.
    if (closing) reply.header('connection', 'close');
  });
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost; the pool reconnects'));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Commands fail at once while Redis is away (no offline queue): the limiter then uses this instance's own limits.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on('error', () => undefined); // reported by the limiter's fallback, once a minute
  // Start with shared limits when Redis is there; never wait long for one that is not.
  if (redis) await Promise.race([once(redis, 'ready').catch(() => undefined), setTimeout(2000)]);
  const sessions = new SessionCache();
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    readDb: database.readDb,
    merchants: new MerchantDirectory(database.db, config.CACHE_TTL_MS),
    encryption: new Encryption(database.db),
    limiter: redis
      ? new RedisLimiter(redis, 'rl:', (err) => app.log.warn({ err }, 'Redis unreachable: limits are per instance'))
      : new MemoryLimiter(),
    messenger: new GatewayMessenger(
      { sms: config.SMS_GATEWAY_URL, email: config.MAIL_GATEWAY_URL },
      new OutboxMessenger(database.db),
    ),
    redis,
    transferVendor: new SandboxTransferVendor(database.db),
    sessions,
  } satisfies Deps);
  // Every instance forgets a member's cached sessions when the database announces a change (migration 0404).
  const stopSessionNotices = await database.listen(
    'member_session',
    (payload) => {
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) sessions.forgetMember(memberId);
    },
    () => sessions.clear(),
  );
  app.addHook('preClose', async () => {
    sessions.close();
    await stopSessionNotices();
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  registerErrorHandling(app);
  refuseNulCharacters(app);
  protectPages(app);
  registerMetrics(app, database, config.METRICS_TOKEN);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal API',
        version: '1.0.0',
        description: 'Every response is the envelope {success, code, message, value}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          tokenHeader: { type: 'apiKey', in: 'header', name: 'token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/wps/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const mod of modules) await app.register(mod);

  await hostWeb(app, config.WEB_DIST ?? defaultWebDist);
  await hostConsole(app);

  return app;
}

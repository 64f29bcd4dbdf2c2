import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
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
import { SandboxTransferVendor } from './modules/wallet/vendor-adapter.ts';
import type { Deps } from './platform/deps.ts';
import { documentHeaders } from './platform/document-headers.ts';
import { Encryption } from './platform/encryption.ts';
import { fail } from './platform/envelope.ts';
import { type App, isApiPath, registerErrorHandling } from './platform/http.ts';
import { MemoryLimiter, RedisLimiter } from './platform/limiter.ts';
import { MerchantDirectory } from './platform/merchant.ts';
import { GatewayMessenger, OutboxMessenger } from './platform/messaging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Builds the whole server (API + web app) as one Fastify instance; main.ts only listens. */
export async function buildApp(config: Config, database: Database): Promise<App> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    merchants: new MerchantDirectory(database.db),
    encryption: new Encryption(database.db),
    limiter: redis ? new RedisLimiter(redis) : new MemoryLimiter(),
    messenger: new GatewayMessenger(
      { sms: config.SMS_GATEWAY_URL, email: config.MAIL_GATEWAY_URL },
      new OutboxMessenger(database.db),
    ),
    redis,
    transferVendor: new SandboxTransferVendor(database.db),
  } satisfies Deps);
  if (redis) app.addHook('onClose', async () => void redis.quit());
  registerErrorHandling(app);

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

  const webDist = config.WEB_DIST ?? defaultWebDist;
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    // dotfiles denied: the build's .vite/manifest.json is for the bench, not for visitors. The document itself
    // (/index.html too) goes through the fallback below, with its own headers.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      dotfiles: 'deny',
      allowedPath: (path) => path !== '/index.html',
    });
  }
  const indexHtml = hasWeb ? await readFile(`${webDist}/index.html`, 'utf8') : null;

  // History-mode fallback: any non-API GET (or HEAD) gets the web app (the portal's own routes include /index.html
  // and /register.html); a missing file (another extension) and API paths get a JSON 404 envelope.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const read = req.method === 'GET' || req.method === 'HEAD'; // HEAD: uptime checks; Node sends no body
    if (read && !isApiPath(req.url) && indexHtml && !/\.(?!html$)[a-z0-9]+$/i.test(path)) {
      return reply.headers(documentHeaders).send(indexHtml);
    }
    return reply.status(404).send(fail('not_found'));
  });

  return app;
}

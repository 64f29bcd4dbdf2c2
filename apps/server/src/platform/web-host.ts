import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { documentHeaders } from './document-headers.ts';
import { fail } from './envelope.ts';
import { type App, isApiPath } from './http.ts';
import { webBoot } from './web-boot.ts';

/** Hashed build files never change under their name: a year, immutable. Anything else an hour. */
const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

type Encoding = 'br' | 'gzip' | null;
const encodingOf = (req: FastifyRequest): Encoding => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
};
const optional = async (path: string) => (existsSync(path) ? readFile(path) : null);
const documentOf = async (dist: string) =>
  existsSync(`${dist}/index.html`)
    ? {
        plain: await readFile(`${dist}/index.html`),
        br: await optional(`${dist}/index.html.br`),
        gzip: await optional(`${dist}/index.html.gz`),
      }
    : null;

/**
 * A build's files as the build compressed them: hashed assets cached for a year, other files an hour; dotfiles denied
 * (the build's .vite/manifest.json is for the bench); the document goes through each app's fallback with its headers.
 */
const builtFiles = (root: string): FastifyStaticOptions => ({
  root,
  wildcard: false,
  index: false,
  dotfiles: 'deny',
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, path) => {
    reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? YEAR : HOUR);
    reply.header('x-content-type-options', 'nosniff');
  },
  allowedPath: (path) => path !== '/index.html',
});

/**
 * Serves the built web app: files as the build compressed them (brotli or gzip beside each text file), and the
 * document for every portal route (history mode), revalidated on each visit so a new build reaches visitors at once.
 */
export async function hostWeb(app: App, webDist: string): Promise<void> {
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, builtFiles(webDist));
  }
  const document = hasWeb ? await documentOf(webDist) : null;
  const boot = document ? webBoot(app, document.plain) : null;

  // History-mode fallback: any non-API GET (or HEAD) gets the web app (the portal's own routes include /index.html
  // and /register.html); a missing file (another extension) and API paths get a JSON 404 envelope.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const read = req.method === 'GET' || req.method === 'HEAD'; // HEAD: uptime checks; Node sends no body
    if (read && !isApiPath(req.url) && document && !/\.(?!html$)[a-z0-9]+$/i.test(path)) {
      const encoding = encodingOf(req);
      // The document with its first answers; the plain build when they cannot be had (the page then asks itself).
      const served = (await boot?.(req).catch(() => null)) ?? document;
      const body = (encoding && served[encoding]) || null;
      reply.headers(documentHeaders).header('vary', 'accept-encoding');
      if (body && encoding) return reply.header('content-encoding', encoding).send(body);
      return reply.send(served.plain);
    }
    const allowed = isApiPath(req.url) ? methodsServing(app, path) : [];
    if (allowed.length) return reply.status(405).header('allow', allowed.join(', ')).send(fail('method_not_allowed'));
    return reply.status(404).send(fail('not_found'));
  });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The methods a path is served under: a call with another answers the platform's #459, not a 404 (api-paths.md). */
const methodsServing = (app: App, url: string) => METHODS.filter((method) => app.hasRoute({ method, url }));

const defaultConsoleDist = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

/** The console's document: its own scripts and the API on this host only, never framed, never indexed. */
const consoleHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

/**
 * Serves the operator console's build under /admin/ with the same compression and cache rules as the portal, and its
 * document for every console route (history mode); /admin/api stays the API (a JSON 404 for an unknown call).
 */
export async function hostConsole(app: App, consoleDist: string = defaultConsoleDist): Promise<void> {
  const document = await documentOf(consoleDist);
  await app.register(
    async (scope) => {
      if (document)
        await scope.register(fastifyStatic, { ...builtFiles(consoleDist), prefix: '/', decorateReply: false });
      scope.setNotFoundHandler(async (req, reply) => {
        const path = req.url.split('?')[0] ?? '';
        const read = req.method === 'GET' || req.method === 'HEAD';
        const api = path === '/admin/api' || path.startsWith('/admin/api/');
        if (read && !api && document && !/\.(?!html$)[a-z0-9]+$/i.test(path)) {
          if (path === '/admin') return reply.redirect('/admin/');
          const encoding = encodingOf(req);
          const body = (encoding && document[encoding]) || null;
          reply.headers(consoleHeaders).header('vary', 'accept-encoding');
          if (body && encoding) return reply.header('content-encoding', encoding).send(body);
          return reply.send(document.plain);
        }
        return reply.status(404).send(fail('not_found'));
      });
    },
    { prefix: '/admin' },
  );
}

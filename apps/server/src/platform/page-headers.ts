import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentPolicy } from './document-headers.ts';

/** Pages the portal itself shows in its game frame (same origin): the in-house games and the demo provider's. */
const framedByPortal = (req: FastifyRequest) => {
  const path = req.url.split('?')[0] ?? '';
  // Every in-house game page (the originals, by kind); its verification and rules pages open in a tab of their own.
  const inhouse = /^\/provider\/inhouse\/([a-z]+)$/.exec(path)?.[1];
  return (inhouse !== undefined && inhouse !== 'verify' && inhouse !== 'rules') || path.startsWith('/provider/demo/');
};

/** SHA-256 (base64) of each inline script of a page, as CSP's 'sha256-…' sources expect. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.add(
      createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

/**
 * Every HTML answer gets the portal document's protections: pages written by modules (game pages, the verification
 * page, the sandbox pay page, the support chat, the Android download page) carry no policy of their own, so they get
 * the portal's, their own inline scripts allowed by hash (nothing injected runs), framing allowed only where the
 * portal frames them. Every answer is marked nosniff.
 */
export function protectPages(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || reply.hasHeader('content-security-policy')) return payload;
    const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    reply.header(
      'content-security-policy',
      documentPolicy({
        frameAncestors: framedByPortal(req) ? "'self'" : "'none'",
        scriptHashes: inlineScriptHashes(html),
      }),
    );
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    return payload;
  });
}

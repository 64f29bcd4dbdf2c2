import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { fillPage } from '../../platform/page-fill.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import { brandById, brandCurrency, moneyText } from '../brand/index.ts';
import { closeDeposit, completeDeposit, depositByRef } from './deposits.ts';
import type { SandboxGateway } from './gateway.ts';

const ZRef = z.object({ ref: z.string().regex(/^[A-Z0-9]{6,40}$/) });
const ZCallback = z.object({
  ref: z.string().max(40),
  amount: z.string().max(20),
  status: z.enum(['paid', 'cancelled']),
  ts: z.number().int(),
});
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox payment gateway that ships with the project: a hosted pay page (Pay or Cancel), and on the payer's
 * choice a signed server-to-server callback to our callback URL, exactly as a real gateway integration works.
 */
/** The hosted pay page's files (HTML and CSS), as they are. */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));

export default function sandboxRoutes(gateway: SandboxGateway) {
  return async (app: App) => {
    const { db } = app.deps;
    // The gateway's pages are files of page/, filled in per payment.
    const read = (file: string) => readFile(PAGE_DIR + file, 'utf8');
    const [payPage, messagePage, css] = await Promise.all([
      read('sandbox-pay.html'),
      read('sandbox-message.html'),
      read('sandbox-pay.css'),
    ]);
    const message = (text: string) => fillPage(messagePage, { message: esc(text) });
    /**
     * Where the gateway's server-to-server callback goes. The sandbox runs in this process, so it calls this server
     * at its own listening address: a brand's public host need not resolve from inside (`nova.localhost` resolves
     * in a browser, not here). Without a listening socket (tests that inject requests), the brand's site.
     */
    const callbackOrigin = async (req: FastifyRequest) => {
      const at = app.server.address();
      if (at && typeof at === 'object') {
        const host = at.family === 'IPv6' ? `[${at.address === '::' ? '::1' : at.address}]` : at.address;
        return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${at.port}`;
      }
      return siteOrigin(app.deps.config, await merchantOf(req), req);
    };

    app.get('/gateway/sandbox/assets/sandbox-pay.css', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
    );

    app.get('/gateway/sandbox/pay/:ref', { schema: { hide: true, params: ZRef } }, async (req, reply) => {
      const d = await depositByRef(db, req.params.ref);
      reply.type('text/html; charset=utf-8');
      if (!d) return reply.status(404).send(message('Payment not found'));
      if (d.status !== 'pending') return reply.send(message(`This payment is ${d.status}`));
      // The amount in the deposit's own money, as its brand writes it ("R$ 250,50"), as a real gateway shows it.
      const brand = await brandById(db, d.merchantId);
      const amount = moneyText(formatMinor(d.amount), brandCurrency(brand), brand.config.defaultLang);
      return reply.send(fillPage(payPage, { amount: esc(amount), ref: esc(req.params.ref) }));
    });

    // The payer's choice; the gateway then notifies the merchant's callback, signed, server to server.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.post(
      '/gateway/sandbox/pay/:ref',
      { schema: { hide: true, params: ZRef, body: z.object({ choice: z.enum(['paid', 'cancelled']) }) } },
      async (req, reply) => {
        const d = await depositByRef(db, req.params.ref);
        if (!d) return reply.status(404).send('not found');
        const body = {
          ref: req.params.ref,
          amount: formatMinor(d.amount),
          status: req.body.choice,
          ts: Date.now(),
        };
        const res = await fetch(`${await callbackOrigin(req)}/gateway/sandbox/callback`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': gateway.sign(body) },
          body: JSON.stringify(body),
        });
        // The callback answers what became of the deposit: a Cancel that lost to a Pay reports it paid.
        const answered = res.ok ? ((await res.json()) as { value?: { status?: string } }).value?.status : undefined;
        const outcome = res.ok ? (answered ?? req.body.choice) : 'failed';
        return reply.redirect(`/?deposit=${outcome}&ref=${encodeURIComponent(req.params.ref)}`);
      },
    );

    app.post('/gateway/sandbox/callback', { schema: { tags: ['gateway'], body: ZCallback } }, async (req) => {
      const signature = String(req.headers['x-sandbox-signature'] ?? '');
      if (!gateway.verifyCallback(req.body, signature)) {
        throw new AppError('gateway_signature_invalid');
      }
      if (req.body.status === 'paid')
        return ok(await completeDeposit(db, req.body.ref, toMinor(req.body.amount), null));
      const closed = await closeDeposit(db, req.body.ref, 'cancelled', null).then(
        () => true,
        () => false,
      );
      if (closed) return ok({ status: 'cancelled', replayed: false });
      // Already decided (a Pay that came first, or an earlier Cancel): answer what the deposit is.
      const d = await depositByRef(db, req.body.ref);
      return ok({ status: d ? d.status : 'cancelled', replayed: true });
    });
  };
}

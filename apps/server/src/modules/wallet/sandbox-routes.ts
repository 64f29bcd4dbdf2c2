import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
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
export default function sandboxRoutes(gateway: SandboxGateway) {
  return async (app: App) => {
    const { db } = app.deps;
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#eef1f7;color:#1c2033;display:grid;place-items:center;min-height:100vh}
.card{background:#fff;border-radius:14px;box-shadow:0 10px 40px #0002;padding:28px;width:min(92vw,380px)}h1{font-size:18px;margin:0 0 4px}
.amt{font-size:32px;font-weight:800;margin:16px 0}.muted{color:#667}.row{display:flex;gap:10px;margin-top:20px}
button{flex:1;min-height:46px;border:0;border-radius:10px;font-size:15px;font-weight:700;cursor:pointer}.pay{background:#1a7f4b;color:#fff}.cancel{background:#e4e6ee}</style></head>
<body><main class="card">${body}</main></body></html>`;

    app.get('/gateway/sandbox/pay/:ref', { schema: { hide: true, params: ZRef } }, async (req, reply) => {
      const d = await depositByRef(db, req.params.ref);
      reply.type('text/html; charset=utf-8');
      if (!d) return reply.status(404).send(page('Not found', '<h1>Payment not found</h1>'));
      if (d.status !== 'pending')
        return reply.send(
          page('Done', `<h1>This payment is ${esc(String(d.status))}</h1><p><a href="/">Back to the site</a></p>`),
        );
      return reply.send(
        page(
          'Sandbox Pay',
          `<h1>Sandbox Pay</h1><p class="muted">Test payment gateway — no real money moves.</p><div class="amt">$${formatMinor(BigInt(String(d.amount)))}</div>
<p class="muted">Reference ${esc(req.params.ref)}</p><form method="post" action="/gateway/sandbox/pay/${esc(req.params.ref)}" class="row">
<button class="cancel" name="choice" value="cancelled">Cancel</button><button class="pay" name="choice" value="paid">Pay</button></form>`,
        ),
      );
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
          amount: formatMinor(BigInt(String(d.amount))),
          status: req.body.choice,
          ts: Date.now(),
        };
        const origin = siteOrigin(app.deps.config, await merchantOf(req), req);
        const res = await fetch(`${origin}/gateway/sandbox/callback`, {
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
      return ok({ status: d ? String(d.status) : 'cancelled', replayed: true });
    });
  };
}

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { brandCurrency, moneyScript } from '../brand/index.ts';
import { providerSecret, walletClient } from '../provider/index.ts';
import { kindOf } from './kinds.ts';

type Answer = { status: string; balance?: string; playerId?: string };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A demo outside provider: its own code and secret, its own pages, and it settles every round only through the
 * signed seamless-wallet API over HTTP. It gives the LIVE, FISH, PVP, SPORTS, ESPORTS and lottery lobbies a game.
 */
export default async function demoProviderRoutes(app: App) {
  const { config } = app.deps;
  const secret = providerSecret(appSecret(config), 'DEMO');
  const base = () => {
    if (config.WALLET_API_URL) return config.WALLET_API_URL;
    const addr = app.server.address();
    return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : config.PORT}`;
  };
  const wallet = <T>(op: 'balance' | 'bet' | 'win', body: Record<string, unknown>) =>
    walletClient(base(), 'DEMO', secret)<T>(op, body);

  app.get(
    '/provider/demo/:kind',
    {
      schema: {
        hide: true,
        params: z.object({ kind: z.string().max(20) }),
        querystring: z
          .object({ game: z.string().max(80).optional(), lang: z.string().max(8).optional() })
          .passthrough(),
      },
    },
    async (req, reply) => {
      const kind = kindOf(req.params.kind);
      if (!kind) return reply.status(404).send('unknown game');
      const title = esc(req.query.game ?? kind.title);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return reply.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:linear-gradient(160deg,#0b3d3a,#10172e);color:#eef;min-height:100vh;display:grid;place-items:center}
main{width:min(94vw,520px);display:grid;gap:14px;padding:16px}.card{background:#ffffff12;border:1px solid #ffffff22;border-radius:14px;padding:16px}h1{margin:0;font-size:20px}
.row{display:flex;gap:8px;flex-wrap:wrap;align-items:end}button{min-height:44px;border:0;border-radius:999px;padding:0 18px;font-weight:800;cursor:pointer;background:#ffffff22;color:#fff}
button.on{background:#ff8a1f;color:#1b1200}input{min-height:42px;border-radius:10px;border:1px solid #fff3;background:#0006;color:#fff;padding:0 10px;width:110px}
.out{font-size:26px;font-weight:800;min-height:36px}.win{color:#5be49b}.loss{color:#ff9b9b}small{color:#bcd}</style></head>
<body><main><div class="row" style="justify-content:space-between"><h1>${title}</h1><strong>Balance <span id="bal">…</span></strong></div>
<section class="card"><div class="out" id="out" role="status">Place your bet</div><small>Demo Games · ${esc(kind.title)}</small></section>
<section class="card row"><label>Stake<br><input id="stake" value="1.00" inputmode="decimal"></label>${kind.choices.map((c) => `<button data-c="${esc(c)}">${esc(c)}</button>`).join('')}</section></main>
<script>const ticket=new URLSearchParams(location.search).get('ticket');const $=(i)=>document.getElementById(i);${moneyScript(brandCurrency(await merchantOf(req)), req.query.lang)}
async function call(path,body){const r=await fetch('/provider/demo/api/'+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({ticket,...body})});return r.json()}
call('balance',{}).then(r=>$('bal').textContent=money(r.balance));
document.querySelectorAll('button[data-c]').forEach(b=>b.onclick=async()=>{document.querySelectorAll('button').forEach(x=>x.disabled=true);try{const r=await call('play',{kind:'${req.params.kind}',choice:b.dataset.c,stake:$('stake').value});
if(r.error){$('out').textContent=r.error==='INSUFFICIENT_FUNDS'?'Not enough balance':r.error;return}$('out').className='out '+(Number(r.payout)>0?'win':'loss');$('out').textContent=r.text+' — '+(Number(r.payout)>0?'won '+money(r.payout):'no win');$('bal').textContent=money(r.balance)}
finally{document.querySelectorAll('button').forEach(x=>x.disabled=false)}});</script></body></html>`);
    },
  );

  app.post(
    '/provider/demo/api/balance',
    { schema: { hide: true, body: z.object({ ticket: z.string().max(200) }) } },
    async (req) => wallet<Answer>('balance', { ticket: req.body.ticket }),
  );

  app.post(
    '/provider/demo/api/play',
    {
      schema: {
        hide: true,
        body: z.object({
          ticket: z.string().max(200),
          kind: z.string().max(20),
          choice: z.string().max(20),
          stake: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/),
        }),
      },
    },
    async (req, reply) => {
      const kind = kindOf(req.body.kind);
      if (!kind?.choices.includes(req.body.choice)) return reply.status(400).send({ error: 'INVALID_REQUEST' });
      const stake = toMinor(req.body.stake);
      const roundId = `DM${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
      const b = await wallet<Answer>('bet', {
        ticket: req.body.ticket,
        txId: `${roundId}-b`,
        roundId,
        amount: formatMinor(stake),
      });
      if (b.status !== 'OK') return { error: b.status, balance: b.balance };
      const outcome = kind.play(req.body.choice);
      const payout = (stake * BigInt(outcome.multiplier100)) / 100n;
      const w = await wallet<Answer>('win', {
        txId: `${roundId}-w`,
        roundId,
        playerId: b.playerId,
        amount: formatMinor(payout),
        final: true,
        detail: { kind: req.body.kind, choice: req.body.choice, text: outcome.text },
      });
      return { text: outcome.text, payout: formatMinor(payout), balance: w.balance };
    },
  );
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { appSecret } from '../../config.ts';
import { type App, merchantOf } from '../../platform/http.ts';
import { formatMinor, toMinor } from '../../platform/money.ts';
import { fillPage } from '../../platform/page-fill.ts';
import { brandCurrency, moneyFormat } from '../brand/index.ts';
import { providerSecret, walletClient } from '../provider/index.ts';
import { kindOf } from './kinds.ts';
import { demoTexts } from './texts.ts';

type Answer = { status: string; balance?: string; playerId?: string };
/** The game page's files (HTML, CSS, a plain browser script). */
const PAGE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
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
  // The game page's files, as they are; the document is filled in per launch.
  const page = await readFile(`${PAGE_DIR}game.html`, 'utf8');
  const assets: Record<string, { type: string; body: string }> = {
    'game.css': { type: 'text/css; charset=utf-8', body: await readFile(`${PAGE_DIR}game.css`, 'utf8') },
    'game.js': { type: 'text/javascript; charset=utf-8', body: await readFile(`${PAGE_DIR}game.js`, 'utf8') },
  };
  app.get(
    '/provider/demo/assets/:file',
    { schema: { hide: true, params: z.object({ file: z.enum(['game.css', 'game.js']) }) } },
    async (req, reply) => {
      const a = assets[req.params.file];
      return reply
        .type(a?.type ?? 'text/plain')
        .header('cache-control', 'no-cache')
        .send(a?.body);
    },
  );

  app.get(
    '/provider/demo/:kind',
    {
      schema: {
        hide: true,
        params: z.object({ kind: z.string().max(20) }),
        querystring: z
          .object({
            game: z.string().max(80).optional(),
            lang: z.string().max(8).optional(),
            mode: z.string().max(8).optional(),
          })
          .passthrough(),
      },
    },
    async (req, reply) => {
      const kind = kindOf(req.params.kind);
      if (!kind) return reply.status(404).send('unknown game');
      const texts = demoTexts(req.query.lang);
      const title = esc(req.query.game ?? texts.titles[req.params.kind] ?? kind.title);
      const format = moneyFormat(brandCurrency(await merchantOf(req)), req.query.lang);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return reply.send(
        // The document speaks the launch's language (the template says English for its linting).
        fillPage(page.replace('<html lang="en">', `<html lang="${esc(format.locale)}">`), {
          title,
          kind: esc(req.params.kind),
          locale: esc(format.locale),
          money: esc(JSON.stringify(format.options)),
          kindTitle: esc(texts.titles[req.params.kind] ?? kind.title),
          balance: esc(texts.balance),
          placeBet: esc(texts.placeBet),
          stake: esc(texts.stake),
          provider: esc(texts.provider),
          texts: esc(JSON.stringify({ ...texts, titles: undefined })),
          fun: req.query.mode === 'fun' ? `<span class="fun-tag">${esc(texts.fun)}</span>` : '',
          choices: kind.choices
            .map((c) => `<button type="button" data-c="${esc(c)}">${esc(texts.words[c] ?? c)}</button>`)
            .join(''),
        }),
      );
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
      return { text: outcome.text, says: outcome.says, payout: formatMinor(payout), balance: w.balance };
    },
  );
}

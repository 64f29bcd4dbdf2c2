import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS, type Kind } from '../src/modules/demo-provider/kinds.ts';
import type { App } from '../src/platform/http.ts';
import { buildTestApp, listenOnFreePort } from './helper.ts';
import { walletApiClient } from './wallet-api-client.ts';

/**
 * A choice's exact return: every sequence of draws a round can make, each weighed by its probability (the product of
 * 1/below over its draws), walked depth first like an odometer, so draws that depend on earlier ones are covered.
 */
function exactReturn(kind: Kind, choice: string): number {
  let expected = 0;
  const path: number[] = [];
  for (;;) {
    const sizes: number[] = [];
    const { multiplier100 } = kind.play(choice, (below) => {
      const value = path[sizes.length] ?? 0;
      path[sizes.length] = value;
      sizes.push(below);
      return value;
    });
    path.length = sizes.length;
    expected += multiplier100 / 100 / sizes.reduce((p, n) => p * n, 1);
    let k = sizes.length - 1;
    while (k >= 0 && path[k] === (sizes[k] as number) - 1) k--;
    if (k < 0) return expected;
    path[k] = (path[k] as number) + 1;
    path.length = k + 1;
  }
}

describe('demo provider games', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`${name}: every choice returns between 85% and 99%, and rounds drawn at random agree`, () => {
      for (const choice of kind.choices) {
        const rtp = exactReturn(kind, choice);
        expect(rtp).toBeGreaterThan(0.85);
        expect(rtp).toBeLessThan(0.99);
        // 100,000 rounds on the real random source land within 5 standard errors of it (a false alarm about once in
        // two million runs per choice).
        const rounds = Array.from({ length: 100_000 }, () => kind.play(choice).multiplier100 / 100);
        const mean = rounds.reduce((a, b) => a + b, 0) / rounds.length;
        const variance = rounds.reduce((a, b) => a + (b - mean) ** 2, 0) / (rounds.length - 1);
        expect(Math.abs(mean - rtp)).toBeLessThan(5 * Math.sqrt(variance / rounds.length));
      }
    });
  }
});

describe('demo provider pages and play', () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    base = await listenOnFreePort(app);
  });
  afterAll(() => app.close());
  const play = (body: Record<string, unknown>) =>
    fetch(`${base}/provider/demo/api/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 4xx to game names that are not its games, inherited names included', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) {
      expect((await app.inject(`/provider/demo/${name}`)).statusCode, name).toBe(404);
      const res = await play({ ticket: 'x'.repeat(20), kind: name, choice: 'Spin', stake: '1.00' });
      expect(res.status, name).toBe(400);
      expect(await res.json()).toEqual({ error: 'INVALID_REQUEST' });
    }
    expect((await app.inject('/provider/demo/slot')).statusCode).toBe(200);
  });

  it('writes the game name it is given into its page as it is, replacement patterns and markup included', async () => {
    const name = "Big $' win $& now $$ or $` </title><script>x</script>";
    const page = (await app.inject(`/provider/demo/slot?game=${encodeURIComponent(name)}`)).body;
    const shown = name.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;').replace(/'/g, '&#39;');
    expect(page).toContain(`<title>${shown}</title>`);
    expect(page).toContain(`<h1>${shown}</h1>`);
    expect(page.match(/<html|<\/html>|<main /g)).toEqual(['<html', '<main ', '</html>']);
    expect(page).not.toContain('{{');
  });

  it('marks fun money as fun money: a trial account’s launches say so and the demo page marks its balance, a real member’s do not', async () => {
    const trial = (
      await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, remoteAddress: '10.77.0.1' })
    ).json().value.token as string;
    const launch = async (token: string, vassalage: string) => {
      const games = (await app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=1` })).json()
        .value.games;
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { token, language: 'pt' },
        payload: { nodeId: games[0].nodeId, launchMode: 'GLS' },
      });
      return String(res.json().value.game_url);
    };
    const mode = (url: string) => new URL(url, base).searchParams.get('mode');

    const funPage = await launch(trial, 'LVB');
    expect(mode(funPage)).toBe('fun');
    expect((await app.inject(funPage)).body).toContain('<span class="fun-tag">Dinheiro fictício</span>');
    // The in-house pages read the same launch mode (common.js marks the balance).
    expect(mode(await launch(trial, 'INH'))).toBe('fun');

    const { token } = await walletApiClient(() => app).launch('demo_down1', 'LVB');
    const cashPage = await launch(token, 'LVB');
    expect(mode(cashPage)).toBeNull();
    expect((await app.inject(cashPage)).body).not.toContain('fun-tag');
    expect(mode(await launch(token, 'INH'))).toBeNull();
  });

  it('speaks the launch’s language: the document, its labels, the game’s choices and how an outcome reads', async () => {
    const pt = (await app.inject('/provider/demo/table?lang=pt')).body;
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain('Faça sua aposta');
    expect(pt).toContain('Jogos Demo · Bacará');
    // The choice keeps its code for the wire; the player reads it in Portuguese.
    expect(pt).toContain('<button type="button" data-c="Banker">Banca</button>');
    const vi = (await app.inject('/provider/demo/match?lang=vi')).body;
    expect(vi).toContain('Chủ nhà');
    expect(vi).not.toContain('Place your bet');
    // A language the provider has no words for reads English.
    expect((await app.inject('/provider/demo/match?lang=xx')).body).toContain('Place your bet');
    // Every language has every word the games use.
    const { DEMO_TEXTS } = await import('../src/modules/demo-provider/texts.ts');
    const { KINDS } = await import('../src/modules/demo-provider/kinds.ts');
    const en = DEMO_TEXTS.en;
    for (const [lang, texts] of Object.entries(DEMO_TEXTS)) {
      expect(Object.keys(texts.words).sort(), lang).toEqual(Object.keys(en?.words ?? {}).sort());
      expect(Object.keys(texts.titles).sort(), lang).toEqual(Object.keys(KINDS).sort());
      for (const kind of Object.values(KINDS))
        for (const c of kind.choices) if (!/^\d$/.test(c)) expect(texts.words[c], `${lang} ${c}`).toBeTruthy();
    }
  });

  it('plays a round through the wallet API: the bet, then the win of the same player, settle it', async () => {
    const { ticket } = await walletApiClient(() => app).launch('demo_down1', 'LVB');
    const res = await play({ ticket, kind: 'slot', choice: 'Spin', stake: '1.00' });
    expect(res.status).toBe(200);
    const r = (await res.json()) as { text: string; payout: string; balance?: string };
    expect(r.balance).toMatch(/^\d+\.\d{2}$/);
    const rounds = (await app.deps.db.execute(
      sql`SELECT status, bet::int, win::int FROM game_rounds WHERE provider = 'DEMO'`,
    )) as unknown as { rows: Array<{ status: string; bet: number; win: number }> };
    expect(rounds.rows).toEqual([{ status: 'settled', bet: 100, win: Math.round(Number(r.payout) * 100) }]);
  });

  it('answers a round with what the page says of it in the player’s language', async () => {
    const { ticket } = await walletApiClient(() => app).launch('demo_down1', 'LVB');
    const r = (await (await play({ ticket, kind: 'table', choice: 'Player', stake: '1.00' })).json()) as {
      text: string;
      says: { key: string; values: { winner: string } };
    };
    expect(r.says.key).toBe('winner');
    expect(r.text).toBe(`${r.says.values.winner} wins`);
  });
});

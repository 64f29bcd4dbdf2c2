import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AA, contrast, DEFAULT_THEME, THEME_PANELS, themeTokens } from '@portal/contracts/brand-launch';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../src/db/rows.ts';
import { members } from '../src/db/schema/accounts.ts';
import { merchants } from '../src/db/schema/core.ts';
import { openSession } from '../src/modules/accounts/sessions.ts';
import { issueTicket } from '../src/modules/provider/index.ts';
import type { App } from '../src/platform/http.ts';
import { tokenHash } from '../src/platform/secrets.ts';
import { buildTestApp } from './helper.ts';

// A brand far from the portal's purple and orange: teal and yellow in light, blue and pink in dark.
const NOVA_THEME = { light: { brand: '#0b6e5f', accent: '#ffd400' }, dark: { brand: '#1d4ed8', accent: '#ff4f9a' } };
const GAME_CSS = fileURLToPath(new URL('../src/modules/inhouse/page/game.css', import.meta.url));

let app: App;
let novaTicket: (page: string) => Promise<string>;

beforeAll(async () => {
  app = await buildTestApp();
  const { db } = app.deps;
  const [lumen] = await db.select().from(merchants).where(eq(merchants.code, 'LUMEN'));
  if (!lumen) throw new Error('no demo brand');
  const [nova] = await db
    .insert(merchants)
    .values({
      code: 'NOVA',
      name: 'Nova Bet',
      hosts: ['nova.example.com'],
      config: { ...lumen.config, theme: NOVA_THEME },
    })
    .returning();
  app.deps.merchants.invalidate();
  const [player] = await db
    .insert(members)
    .values({ merchantId: nova?.id as number, username: 'nova_player', passwordHash: 'x' })
    .returning();
  if (!nova || !player) throw new Error('fixtures');
  const { token } = await openSession(db, nova, player, 'username', 1);
  novaTicket = async (page) => {
    const [game] = await q(db, sql`SELECT node_id FROM games WHERE engine = ${`inhouse:${page}`} LIMIT 1`);
    return issueTicket(db, {
      memberId: player.id,
      sessionHash: tokenHash(token),
      nodeId: Number(game?.node_id),
      provider: 'INHOUSE',
    });
  };
});
afterAll(() => app.close());

/** The brand tokens a page's document carries, per theme. */
function tokensOf(html: string) {
  const style = /<style id="brand-theme">:root\{([^}]*)\}:root\[data-theme="dark"\]\{([^}]*)\}<\/style>/.exec(html);
  const parse = (s = '') => Object.fromEntries(s.split(';').map((kv) => kv.split(':') as [string, string]));
  return style ? { light: parse(style[1]), dark: parse(style[2]) } : null;
}

describe('in-house game pages in their member brand’s colours', () => {
  it('draws a page launched for a member of brand B in B’s colours, light and dark, on any host', async () => {
    for (const page of ['crash', 'dice', 'limbo', 'plinko']) {
      const ticket = await novaTicket(page);
      // Served on the demo brand's host: the colours are the member's brand's, not the host's.
      const res = await app.inject({ url: `/provider/inhouse/${page}?ticket=${ticket}&lang=en` });
      expect(res.statusCode).toBe(200);
      expect(tokensOf(res.body)).toEqual(themeTokens(NOVA_THEME));
      // Painted with the first frame: the tokens and the theme's pick are in the head, after the shared stylesheet.
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head.indexOf('id="brand-theme"')).toBeGreaterThan(head.indexOf('assets/game.css'));
      expect(head).toContain("localStorage.getItem('theme')==='dark'");
      // The pick is an inline script the page's policy allows by its hash.
      const pick = /<script>([^<]*)<\/script><style id="brand-theme">/.exec(res.body)?.[1] as string;
      const hash = createHash('sha256').update(pick).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });

  it('draws the portal’s own colours without a ticket, for an unknown one, and for the host’s brand', async () => {
    const bare = await app.inject({ url: '/provider/inhouse/dice?lang=en' });
    expect(tokensOf(bare.body)).toEqual(themeTokens(DEFAULT_THEME));
    const unknown = await app.inject({ url: '/provider/inhouse/crash?ticket=not-a-ticket-at-all&lang=en' });
    expect(tokensOf(unknown.body)).toEqual(themeTokens(DEFAULT_THEME));
    // The verification page follows the host's brand (it has no ticket).
    const verify = await app.inject({ url: '/provider/inhouse/verify', headers: { host: 'nova.example.com' } });
    expect(tokensOf(verify.body)).toEqual(themeTokens(NOVA_THEME));
  });

  it('holds the tokens to AA on the panels the pages draw them on', async () => {
    // game.css paints panels in the portal's panel colours, which themeTokens computes the text colours against.
    const css = await readFile(GAME_CSS, 'utf8');
    const block = (selector: string) =>
      css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
    expect(block(':root')).toContain(`--panel: ${THEME_PANELS.light};`);
    expect(block(':root[data-theme="dark"]')).toContain(`--panel: ${THEME_PANELS.dark};`);
    for (const theme of [NOVA_THEME, DEFAULT_THEME]) {
      const t = themeTokens(theme);
      for (const mode of ['light', 'dark'] as const) {
        const v = t[mode];
        expect(contrast(v['--link'], THEME_PANELS[mode])).toBeGreaterThanOrEqual(AA);
        expect(contrast(v['--focus'], THEME_PANELS[mode])).toBeGreaterThanOrEqual(AA);
        // Buttons: white on the brand fill, the accent's ink on the accent.
        expect(contrast('#ffffff', v['--brand'])).toBeGreaterThanOrEqual(AA);
        expect(contrast(v['--accent-ink'], v['--accent'])).toBeGreaterThanOrEqual(AA);
      }
    }
    // The shared text colours of each theme read on its panel too.
    for (const [selector, panel] of [
      [':root', THEME_PANELS.light],
      [':root[data-theme="dark"]', THEME_PANELS.dark],
    ] as const)
      for (const name of ['--ink', '--muted', '--win', '--loss']) {
        const colour = new RegExp(`${name}: (#[0-9a-f]{6});`).exec(block(selector))?.[1] as string;
        expect(contrast(colour, panel), `${name} in ${selector}`).toBeGreaterThanOrEqual(AA);
      }
  });
});

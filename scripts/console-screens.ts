/**
 * Screenshots of every console screen, light and dark, 1440 and 1024 wide, into SCREENS_DIR (default
 * /work/screens/console): a server on SCREENS_PORT (default 8332) over a throwaway database with a busy fortnight.
 * Build first (npm run build), then: node scripts/console-screens.ts (SCREENS_ONLY=name,name for some screens)
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { seedLotteryDesk } from './console-lottery-seed.ts';
import { seedPromotionApplications } from './console-promotion-seed.ts';
import { seedBusyFortnight, seedOperators } from './console-seed.ts';

const port = Number(process.argv[2] ?? 8332);
const out = process.argv[3] ?? '/work/screens/console';
mkdirSync(out, { recursive: true });

const database = await openDatabase({ dataDir: 'memory://' });
await migrate(database);
await seedDemo(database.db);
const app = await buildApp(testConfig({ PORT: port }), database);
await app.ready();
const ops = await seedOperators(app);
await seedBusyFortnight(app, ops.finance.headers);
await seedPromotionApplications(app, ops.admin.headers);
await seedLotteryDesk(app);
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}/admin`;

const me = async (token: string) =>
  (await app.inject({ url: '/admin/api/session', headers: { authorization: `Bearer ${token}` } })).json().value;
const [memberId] = (
  (await database.db.execute(
    (
      await import('drizzle-orm')
    ).sql`SELECT id FROM members WHERE username = 'demo_player'`,
  )) as unknown as { rows: Array<{ id: number }> }
).rows.map((r) => Number(r.id));

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

type Shot = {
  name: string;
  path: string;
  token?: string;
  act?: (page: import('playwright-core').Page) => Promise<void>;
};
const shots: Shot[] = [
  { name: 'sign-in', path: '/' },
  { name: 'enrolment', path: '/', token: ops.newcomer },
  { name: 'dashboard', path: '/dashboard', token: ops.admin.token },
  { name: 'deposits', path: '/queues/deposits', token: ops.admin.token },
  {
    name: 'deposit-reject',
    path: '/queues/deposits',
    token: ops.finance.token,
    act: async (page) => {
      await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
      await page.getByLabel('Reason').fill('Payer name differs');
    },
  },
  {
    name: 'deposits-all',
    path: '/queues/deposits',
    token: ops.admin.token,
    act: async (page) => {
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'deposit-proof',
    path: '/queues/deposits',
    token: ops.finance.token,
    act: async (page) => {
      await page.getByRole('button', { name: '1 proof images' }).first().click();
      await page.getByRole('img', { name: /Proof image/ }).waitFor();
    },
  },
  { name: 'withdrawals', path: '/queues/withdrawals', token: ops.finance.token },
  {
    name: 'withdrawals-all',
    path: '/queues/withdrawals',
    token: ops.finance.token,
    act: async (page) => {
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'withdrawals-support', path: '/queues/withdrawals', token: ops.support },
  { name: 'members', path: '/members', token: ops.admin.token },
  { name: 'member', path: `/members/${memberId}`, token: ops.admin.token },
  { name: 'audit', path: '/audit', token: ops.admin.token },
  { name: 'operators', path: '/operators', token: ops.admin.token },
  { name: 'contracts', path: '/contracts', token: ops.admin.token },
  { name: 'promotions', path: '/promotions', token: ops.admin.token },
  {
    name: 'promotion-editor',
    path: '/promotions',
    token: ops.admin.token,
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'promotion-applications', path: '/promotion-applications', token: ops.admin.token },
  { name: 'rebates', path: '/rebates', token: ops.admin.token },
  { name: 'lottery', path: '/lottery', token: ops.admin.token },
  {
    name: 'lottery-entry',
    path: '/lottery',
    token: ops.admin.token,
    act: async (page) => {
      await page.getByRole('button', { name: 'Enter result' }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Special 1').fill('123456');
    },
  },
];

for (const theme of ['light', 'dark'] as const)
  for (const width of [1440, 1024]) {
    // SCREENS_ONLY=contracts,members takes those screens only.
    const only = process.env.SCREENS_ONLY?.split(',');
    for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'en-GB',
        timezoneId: 'America/Sao_Paulo',
      });
      const saved = shot.token ? { token: shot.token, me: await me(shot.token) } : null;
      await context.addInitScript(
        ([t, s]) => {
          localStorage.setItem('console.theme', t as string);
          localStorage.setItem('console.language', 'en');
          if (s) sessionStorage.setItem('console.session', s as string);
        },
        [theme, saved ? JSON.stringify(saved) : ''],
      );
      const page = await context.newPage();
      await page.goto(base + shot.path);
      await page.waitForLoadState('networkidle');
      await shot.act?.(page);
      await page.waitForTimeout(500);
      await page.screenshot({
        path: `${out}/${shot.name}-${theme}-${width}.png`,
        fullPage: !shot.name.startsWith('deposit-'),
      });
      await context.close();
    }
  }

await browser.close();
await app.close();
await database.close();
console.log(`screenshots in ${out}`);

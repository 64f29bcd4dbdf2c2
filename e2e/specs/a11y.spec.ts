import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './login.ts';

/** axe-core over the built portal: no violation (contrast, names, headings, landmarks) on the main screens. */
async function noViolations(page: Page, screen: string) {
  // A dialog still fading in reads as faint text: let finite animations (openings, transitions) end first; the
  // endless ones (tickers) never do.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `${screen}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    // Each test runs axe over five to seven screens, each scan a few seconds of CPU: on a busy two-core machine a
    // minute is not always enough, and a timeout here says nothing about accessibility.
    test.describe.configure({ timeout: 150_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('home and a lobby on a phone, with the bottom bar', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/', '/rng']) {
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Atalhos' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await noViolations(page, `${path} at 390 px`);
      }
    });

    test("a phone's member centre: its overview and a section's own screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, 'demo_player');
      await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('button', { name: 'Conta' }).click();
      const centre = page.getByRole('dialog', { name: 'Central pessoal' });
      await expect(centre.getByRole('navigation', { name: 'Todas as seções' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noViolations(page, 'member centre overview at 390 px');
      await centre
        .getByRole('navigation', { name: 'Todas as seções' })
        .getByRole('button', { name: 'Extrato da conta' })
        .click();
      await expect(centre.getByRole('heading', { name: 'Extrato da conta' })).toBeFocused();
      await page.waitForLoadState('networkidle');
      await noViolations(page, 'account record at 390 px');
    });

    test('home, a lobby, promotions, the login and registration popups', async ({ page }) => {
      for (const path of ['/', '/rng', '/promotions']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        await noViolations(page, path);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Entrar' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
      await noViolations(page, 'login popup');
      await page.goto('/register');
      await expect(page.getByRole('dialog', { name: 'Cadastrar' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noViolations(page, 'registration popup');
    });

    test('the VN lottery and the point mall', async ({ page }) => {
      await logIn(page, 'demo_player');
      for (const path of ['/vnlottery', '/pointMall']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await noViolations(page, path);
      }
    });

    test('every lobby and the help, download and lottery pages', async ({ page }) => {
      test.setTimeout(300_000);
      await logIn(page, 'demo_player');
      for (const path of [
        '/pvp',
        '/live',
        '/fish',
        '/sports',
        '/esports',
        '/inhouse',
        '/elott',
        '/lottery',
        '/help',
        '/download',
      ]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.waitForLoadState('networkidle');
        await noViolations(page, path);
      }
    });

    test('every section of the member centre and of the agent centre', async ({ page }) => {
      test.setTimeout(400_000);
      await logIn(page, 'demo_agent');
      await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
      await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
      const centre = page.getByRole('dialog', { name: 'Central pessoal' });
      await expect(centre.getByRole('heading', { name: 'Histórico de apostas' })).toBeVisible();
      const sections = centre.getByRole('navigation').first().getByRole('button');
      const names = await sections.allTextContents();
      expect(names.length).toBeGreaterThan(10);
      for (let i = 0; i < names.length; i++) {
        await sections.nth(i).click();
        await page.waitForLoadState('networkidle');
        await noViolations(page, `member centre: ${names[i]}`);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
      await page.getByRole('menuitem', { name: 'Central do agente' }).click();
      const agent = page.getByRole('dialog', { name: 'Central do agente' });
      await expect(agent.getByRole('heading', { name: 'Visão geral da equipe' })).toBeVisible();
      const entries = agent.getByRole('navigation').first().getByRole('button');
      const titles = await entries.allTextContents();
      expect(titles.length).toBeGreaterThan(5);
      for (let i = 0; i < titles.length; i++) {
        await entries.nth(i).click();
        await page.waitForLoadState('networkidle');
        await noViolations(page, `agent centre: ${titles[i]}`);
      }
    });

    test('the member centre and the agent centre', async ({ page }) => {
      await logIn(page, 'demo_agent');
      await page.getByRole('button', { name: 'Depósito' }).first().click();
      const centre = page.getByRole('dialog', { name: 'Central pessoal' });
      await expect(centre.getByRole('heading', { name: 'Depósito' })).toBeVisible();
      await noViolations(page, 'deposit');
      for (const entry of ['Saque', 'Extrato da conta', 'Histórico de apostas']) {
        await centre.getByRole('button', { name: entry, exact: true }).click();
        await page.waitForLoadState('networkidle');
        await noViolations(page, entry);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
      await page.getByRole('menuitem', { name: 'Central do agente' }).click();
      const agent = page.getByRole('dialog', { name: 'Central do agente' });
      await expect(agent.getByRole('heading', { name: 'Visão geral da equipe' })).toBeVisible();
      await noViolations(page, 'agent centre');
      await agent.getByRole('button', { name: 'Gestão da equipe' }).click();
      await expect(agent.getByRole('rowheader', { name: 'demo_down1' })).toBeVisible();
      await noViolations(page, 'team management');
    });
  });
}

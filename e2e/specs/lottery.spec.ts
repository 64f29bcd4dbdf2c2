import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openDraw, runDraws } from './draws.ts';
import { logIn } from './login.ts';

/** The header balance in cents ("R$ 1.000,00" -> 100000). */
const amountOf = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9,]/g, '').replace(',', '.')) * 100);

test.describe('lottery', () => {
  test('a player bets on big and small of one position, the draw settles the slip and pays the winning one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo_player');
    const draw = await openDraw(page, 'LUMEN5D1', 25);
    const numero = draw.current.numero;

    await page.goto('/lottery');
    await page.getByRole('link', { name: 'Jogar Lumen 5D · 1 min' }).click();
    await expect(page).toHaveURL(/gameCode=LUMEN5D1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen 5D · 1 min' })).toBeVisible();
    await expect(page.getByText(`Sorteio ${numero}`, { exact: true })).toBeVisible();
    const balance = page.locator('.balance-value');
    await expect(balance).toHaveText(/\d/);
    const before = amountOf(await balance.textContent());

    // Big and small of the first digit, R$ 10,00 each (the default chip): exactly one of them wins.
    await page.getByRole('tab', { name: 'Alto / Baixo' }).click();
    await page.getByRole('button', { name: /^1º · Alto/ }).click();
    await page.getByRole('button', { name: /^1º · Baixo/ }).click();
    await page.getByRole('button', { name: 'Adicionar ao bilhete' }).click();
    const slip = page.getByRole('complementary', { name: /Bilhete/ });
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await slip.getByRole('button', { name: 'Fazer apostas' }).click();
    await expect(page.getByText(`Apostas feitas no sorteio ${numero}`)).toBeVisible();
    await expect.poll(async () => amountOf(await balance.textContent())).toBe(before - 2000);
    const mine = page.getByRole('region', { name: 'Minhas apostas' });
    await expect(mine.getByText(`Sorteio ${numero}`)).toBeVisible();
    await expect(mine.getByText('Aguardando o sorteio')).toBeVisible();

    // The clock passes the draw: its numbers come out and the slip is settled through the wallet.
    await runDraws(page, Date.parse(draw.current.drawsAt) + 1000);
    await expect
      .poll(async () => amountOf(await balance.textContent()), { timeout: 20_000 })
      .toBe(before - 2000 + 1940);
    await mine.getByRole('button', { name: 'Liquidadas' }).click();
    const line = mine.getByRole('listitem').filter({ hasText: `Sorteio ${numero}` });
    await expect(line).toContainText('Liquidada');
    await expect(line).toContainText(/Ganhou\s*R\$\s19,40/);

    // The betting record lists the slip with its draw.
    await page.getByRole('button', { name: /Conta Demo Player/ }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    const row = centre.getByRole('row').filter({ hasText: `Sorteio ${numero}` });
    await expect(row).toContainText('Lumen 5D · 1 min');
    await expect(row).toContainText('p1:big · p1:small');
  });

  test('a position’s ten digits stay on one line at 1366 px and on a tablet', async ({ page }) => {
    for (const width of [1366, 900]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto('/lottery?gameCode=LUMEN5D1');
      const row = page.locator('.lot-row-balls').first();
      await expect(row.locator('.lot-pick-ball')).toHaveCount(10);
      const tops = await row
        .locator('.lot-pick-ball')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
      if (width === 1366) expect(new Set(tops).size, `${width}`).toBe(1);
      // Narrower, the digits may take two lines, never one alone on the second.
      else expect(tops.filter((t) => t === tops.at(-1)).length, `${width}`).toBeGreaterThan(1);
      const box = await row.boundingBox();
      const panel = await page.locator('.lot-picker').first().boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
    }
  });

  for (const theme of ['light', 'dark'] as const)
    test(`the lobby and the betting screen pass axe, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await runDraws(page);
      for (const path of ['/lottery', '/lottery?gameCode=LUMEN5D1', '/lottery?gameCode=LUMENKENO']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('timer').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The countdown's pulse runs forever by design; the other animations are let to end first.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        );
        const { violations } = await new AxeBuilder({ page }).analyze();
        const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        expect(found, path).toEqual([]);
      }
    });
});

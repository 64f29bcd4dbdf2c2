import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openDraw, runDraws } from './draws.ts';
import { logIn } from './login.ts';

test.describe('Vietnam lottery', () => {
  test('a player bets lô on two numbers of Siêu tốc 45 giây; the draw settles it and shows its result', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'demo_player');
    const draw = await openDraw(page, 'VNST45', 20);
    const numero = draw.current.numero;

    await page.goto('/vnlottery');
    // Region tabs and game names in the portal's language.
    await page.getByRole('tab', { name: 'Expresso' }).click();
    await page.getByRole('button', { name: 'Jogar Lumen VN Expresso · 45 s' }).click();
    await expect(page).toHaveURL(/gameCode=VNST45/);
    await expect(page.getByText(`Sorteio ${numero}`, { exact: true })).toBeVisible();

    // Lô 2 số on 07 and 42, R$ 2,00 a point × 10 points each (the defaults).
    await page.getByRole('tab', { name: /^Lô 2 số/ }).click();
    await page.getByRole('button', { name: 'Lô 2 số 07', exact: true }).click();
    await page.getByRole('button', { name: 'Lô 2 số 42', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Lô 2 số 42', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Adicionar ao bilhete' }).click();
    const slip = page.getByRole('complementary', { name: /Bilhete/ });
    await expect(slip.getByRole('listitem')).toHaveCount(2);
    await slip.getByRole('button', { name: 'Fazer apostas' }).click();
    await expect(page.getByText(`Apostas feitas no sorteio ${numero}`)).toBeVisible();
    const mine = page.getByRole('region', { name: 'Minhas apostas' });
    await expect(mine.getByText(`Sorteio ${numero}`)).toBeVisible();
    await expect(mine.getByText('Aguardando o sorteio')).toBeVisible();

    // The clock passes the draw: its result comes out and the slip is settled.
    await runDraws(page, Date.parse(draw.current.drawsAt) + 1000);
    await expect(page.getByRole('table', { name: `Resultado do sorteio ${numero}` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('table', { name: `Resultado do sorteio ${numero}` }).locator('.vn-end')).toHaveCount(
      27,
    );
    await mine.getByRole('button', { name: 'Liquidadas' }).click();
    const line = mine.getByRole('listitem').filter({ hasText: `Sorteio ${numero}` });
    await expect(line).toContainText('Liquidada', { timeout: 20_000 });
    await expect(line).toContainText('Lô 2 số 07');
    await expect(line).toContainText('Lô 2 số 42');
  });

  for (const theme of ['light', 'dark'] as const)
    test(`the results and the betting panel pass axe, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await runDraws(page);
      for (const path of ['/vnlottery', '/vnlottery?gameCode=VNST45']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

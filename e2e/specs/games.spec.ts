import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';

test.describe('games', () => {
  test('a visitor clicking a game gets the login popup', async ({ page }) => {
    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^Jogar / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('a player pages a lobby, keeps a favourite, spins the in-house slot and finds the round in the betting record', async ({
    page,
  }) => {
    await logIn(page, 'demo_player');
    await page.goto('/rng');
    const grid = page.locator('.tile-grid');
    await expect(grid.locator('.tile-card')).toHaveCount(42);
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect(grid.locator('.tile-card')).toHaveCount(18);
    const first = grid.locator('.tile-card').first();
    const name = (await first.locator('.tile-name').textContent()) ?? '';
    await first.getByRole('button', { name: /Favoritar/ }).click();
    await expect(first.getByRole('button', { name: /Remover .* dos favoritos/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    await expect(grid.locator('.tile-name')).toHaveText([name]);

    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.frameLocator('iframe.game-frame');
    await expect(frame.getByText(/Server seed hash/)).toBeVisible();
    await expect(frame.locator('#bal')).toHaveText('$1000.00');
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.locator('#msg')).toHaveText(/You won|No win/);
    const after = (await frame.locator('#bal').textContent()) ?? '';
    expect(after).not.toBe('…');
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(page.locator('.balance-value')).toHaveText(after.replace(/^\$(\d+)(\d{3})\./, '$$$1,$2.'));

    await page.getByRole('button', { name: /Conta Demo Player/ }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByRole('cell', { name: 'Lumen Reels 5x3' })).toBeVisible();
  });
});

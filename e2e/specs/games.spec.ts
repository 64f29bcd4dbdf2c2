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
    // The game speaks the portal's language, PT (its launch address carries it).
    await expect(frame.getByText(/Hash da seed do servidor/)).toBeVisible();
    await expect(frame.locator('#bal')).toHaveText('R$ 1.000,00');
    // Its stakes are written as the brand writes numbers (the document says how), not in dollar style.
    await expect(frame.locator('html')).toHaveAttribute('data-locale', 'pt-BR');
    await expect(frame.locator('#bet option').first()).toHaveText('1,00');
    await frame.getByRole('button', { name: 'Girar' }).click();
    await expect(frame.locator('#msg')).toHaveText(/Você ganhou|Sem prêmio/);
    const after = (await frame.locator('#bal').textContent()) ?? '';
    expect(after).not.toBe('…');
    await page.getByRole('button', { name: 'Atualizar saldo' }).click();
    await expect(page.locator('.balance-value')).toHaveText(after);

    await page.getByRole('button', { name: /Conta Demo Player/ }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByRole('cell', { name: 'Lumen Reels 5x3' })).toBeVisible();
    // The round links to its fairness proof: the verification page, filled in, in the portal's language.
    const [proof] = await Promise.all([
      page.waitForEvent('popup'),
      centre.getByRole('link', { name: 'Verificar' }).first().click(),
    ]);
    await expect(proof.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(proof.locator('#out')).toContainText(/revelad/);
    await proof.close();

    await centre.locator('.mc-item[data-page="transactionHistory"]').click();
    await expect(centre.getByRole('cell', { name: 'Aposta · Lumen Reels 5x3' }).first()).toBeVisible();
  });

  test('the home page leads with rows of game art, searches every vendor, and a 360 px phone never scrolls sideways', async ({
    page,
  }) => {
    type Page = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    await page.goto('/');
    const hot = page.getByRole('list', { name: 'Jogos em alta' });
    // The art is a picture at the width the tile needs (the drawing rasterised), not an SVG document per tile.
    const art = hot.locator('img').first();
    type Img = { naturalWidth: number; currentSrc: string };
    await expect.poll(() => art.evaluate((img) => (img as unknown as Img).naturalWidth)).toBeGreaterThan(100);
    expect(await art.evaluate((img) => (img as unknown as Img).currentSrc)).toMatch(
      /\/art\/games\/\d+\.webp\?v=\w+&w=(240|320|480)$/,
    );
    await page.getByRole('button', { name: 'Próximo: Jogos em alta' }).click();
    await expect(page.getByRole('button', { name: 'Anterior: Jogos em alta' })).toBeEnabled();

    await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill('dragon');
    const results = page.getByRole('region', { name: 'Resultados da busca' });
    await expect(results.getByRole('button', { name: "Jogar Dragon's Hoard", exact: true })).toBeVisible();
    await expect(results.getByRole('button', { name: 'Jogar Dragon Tiger', exact: true })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/rng']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^Jogar / }).first()).toBeVisible();
      const sideways = await page.evaluate(() => {
        const w = globalThis as unknown as Page;
        return w.document.documentElement.scrollWidth - w.innerWidth;
      });
      expect(sideways).toBe(0);
    }
  });
});

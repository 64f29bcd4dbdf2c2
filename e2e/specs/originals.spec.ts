import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { registerPlayer } from './register.ts';

/**
 * The instant originals as a player meets them: each opens from the in-house lobby inside the portal, plays a round
 * at desktop and phone width, and every round is in the betting record with its proof.
 */
type Original = { name: string; ready?: (game: FrameLocator) => Promise<void> };
const ORIGINALS: Original[] = [
  { name: 'Lumen Limbo' },
  { name: 'Lumen Plinko' },
  { name: 'Lumen Quick Keno', ready: (game) => game.locator('#random').click() },
  { name: 'Lumen Wheel' },
  // The table games take chips on the table: one on the first spot of each.
  { name: 'Lumen Roulette', ready: (game) => game.locator('#table .spot').nth(5).click() },
  { name: 'Lumen Baccarat', ready: (game) => game.locator('.bc-area.player').click() },
];

async function playOnce(page: Page, original: Original) {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: `Jogar ${original.name}` }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('#bal')).not.toHaveText('…');
  await original.ready?.(game);
  const before = await game.locator('#hist tr').count();
  await game.locator('#play').click();
  // The round ends in the history with its nonce and what it paid.
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(game.locator('#msg')).not.toBeEmpty();
  await expect(game.locator('#bal')).toHaveText(/R\$/);
}

test.describe('originals', () => {
  test('a new player plays a round of every instant original on a desktop and on a phone, each in the betting record with its proof', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await registerPlayer(page, `orig${Date.now().toString(36).slice(-6)}`);
    await depositThroughSandbox(page, '100');
    for (const original of ORIGINALS) await playOnce(page, original);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const original of ORIGINALS) await playOnce(page, original);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Conta / }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    for (const original of ORIGINALS)
      await expect(centre.getByRole('cell', { name: original.name }).first()).toBeVisible();
    expect(await centre.getByRole('link', { name: 'Verificar' }).count()).toBeGreaterThanOrEqual(ORIGINALS.length);
    // A proof opens the verification page on its game, with the round's choices filled in.
    const [proof] = await Promise.all([
      page.waitForEvent('popup'),
      centre.getByRole('link', { name: 'Verificar' }).first().click(),
    ]);
    await expect(proof.locator('#game')).toHaveValue('baccarat');
    await expect(proof.locator('#params')).toHaveValue(/"player":"[1-9][\d.]*"/);
    await expect(proof.locator('#out')).toContainText(/revelad/);
    await proof.close();
  });
});

import { expect, type Page, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { asAdmin } from './operator.ts';
import { registerPlayer } from './register.ts';

/**
 * The three video slots as a player meets them: each opens from the in-house lobby inside the portal and plays a
 * spin at desktop and at phone width, and every round is in the betting record (filtered to the in-house games) with
 * its proof, which the verification page replays.
 */
const SLOTS = [
  { name: "Lumen Pharaoh's Fortune", kind: 'pharaoh' },
  { name: 'Lumen Neon Fruits', kind: 'neon' },
  { name: 'Lumen Pearl Reef', kind: 'reef' },
];

async function spin(page: Page, name: string) {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('#bal')).not.toHaveText('…');
  // The reels are drawn (the canvas is there) and the bonus buy is offered on the demo brand.
  await expect(game.locator('#reels canvas')).toBeVisible();
  await expect(game.locator('#buy')).toBeVisible();
  const before = await game.locator('#hist tr').count();
  await game.locator('#play').click();
  // A tap on the reels hurries the spin (and any free spins it lands) along.
  await game.locator('#reels canvas').click();
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: 60_000 });
  await expect(game.locator('#play')).toBeEnabled();
  await expect(game.locator('#msg')).not.toBeEmpty();
  await expect(game.locator('#bal')).toHaveText(/R\$/);
}

test.describe('video slots', () => {
  test('a new player spins each video slot on a desktop and on a phone, each round in the betting record with its proof', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await registerPlayer(page, `vs${Date.now().toString(36).slice(-6)}`);
    await depositThroughSandbox(page, '100');
    for (const slot of SLOTS) await spin(page, slot.name);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const slot of SLOTS) await spin(page, slot.name);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Conta / }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    // Only the in-house games, so no other round of the player's pushes a slot's off the page.
    await centre.getByLabel('Provedores').selectOption('INH');
    for (const slot of SLOTS) await expect(centre.getByRole('cell', { name: slot.name })).toHaveCount(2);
    await expect(centre.getByRole('link', { name: 'Verificar' })).toHaveCount(SLOTS.length * 2);
    // Each slot's latest round opens the verification page on its game, which recomputes the round's spins.
    for (const slot of SLOTS) {
      const row = centre
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: slot.name }) })
        .first();
      const [proof] = await Promise.all([
        page.waitForEvent('popup'),
        row.getByRole('link', { name: 'Verificar' }).click(),
      ]);
      await expect(proof.locator('#game')).toHaveValue(slot.kind);
      await expect(proof.locator('#params')).toHaveValue(/"buy":false/);
      await expect(proof.locator('#out')).toContainText(/revelad/);
      await proof.close();
    }
  });

  test('where the brand does not sell the bonus buy, the slot pages offer no buy', async ({ page }) => {
    const LIMITS = '/admin/api/console/brands/LUMEN/originals-limits';
    const limits = await asAdmin<{ minBet: string; maxBet: string; maxWin: string }>('GET', LIMITS);
    const { minBet, maxBet, maxWin } = limits;
    await asAdmin('PUT', LIMITS, { minBet, maxBet, maxWin, bonusBuy: false });
    try {
      await registerPlayer(page, `vb${Date.now().toString(36).slice(-6)}`);
      for (const slot of SLOTS) {
        await page.goto('/inhouse');
        await page.getByRole('button', { name: `Jogar ${slot.name}` }).click();
        const game = page.frameLocator('iframe.game-frame');
        await expect(game.locator('#bal')).not.toHaveText('…');
        await expect(game.locator('#play')).toBeVisible();
        await expect(game.locator('#buy')).toBeHidden();
      }
    } finally {
      await asAdmin('PUT', LIMITS, { minBet, maxBet, maxWin, bonusBuy: true });
    }
  });
});

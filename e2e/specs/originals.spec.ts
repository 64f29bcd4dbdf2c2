import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { registerPlayer } from './register.ts';

/**
 * The instant originals as a player meets them: each opens from the in-house lobby inside the portal, plays a round
 * at desktop and phone width, and every round is in the betting record with its proof.
 */
type Original = { name: string; ready?: (game: FrameLocator) => Promise<void>; slot?: boolean };
const ORIGINALS: Original[] = [
  { name: 'Lumen Limbo' },
  { name: 'Lumen Plinko' },
  { name: 'Lumen Quick Keno', ready: (game) => game.locator('#random').click() },
  { name: 'Lumen Wheel' },
  // The table games take chips on the table: one on the first spot of each.
  { name: 'Lumen Roulette', ready: (game) => game.locator('#table .spot').nth(5).click() },
  { name: 'Lumen Baccarat', ready: (game) => game.locator('.bc-area.player').click() },
  // The video slots have their own walk (video-slots.spec.ts).
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
  if (original.slot) await game.locator('#reels canvas').click();
  // The round ends in the history with its nonce and what it paid.
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: original.slot ? 60_000 : 10_000 });
  await expect(game.locator('#msg')).not.toBeEmpty();
  await expect(game.locator('#bal')).toHaveText(/R\$/);
}

/** A hand of blackjack: dealt with Deal, then the player declines insurance and stands until the hand is over. */
async function playBlackjack(page: Page) {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Lumen Blackjack' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('#bal')).not.toHaveText('…');
  const before = await game.locator('#hist tr').count();
  await game.getByRole('button', { name: /^Dar cartas/ }).click();
  // Only the moves the hand allows are enabled; the player stands (or declines insurance) until it is over.
  const over = game.locator('#hist tr').nth(before);
  for (let i = 0; i < 8 && !(await over.isVisible()); i++) {
    const stand = game.getByRole('button', { name: /^Parar/ });
    const decline = game.getByRole('button', { name: 'Sem seguro' });
    await expect(stand.or(decline).or(over).first()).toBeVisible();
    if (await decline.isVisible()) await decline.click();
    else if (await stand.isEnabled()) await stand.click();
    else await page.waitForTimeout(300);
  }
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(game.getByRole('button', { name: /^Pedir/ })).toBeDisabled();
  await expect(game.locator('#msg')).not.toBeEmpty();
}

test.describe('originals', () => {
  test('a new player plays a round of every instant original on a desktop and on a phone, each in the betting record with its proof', async ({
    page,
  }) => {
    test.setTimeout(300_000);
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

  test('a player plays a hand of blackjack on a desktop and on a phone, and finds it in the betting record with its proof', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerPlayer(page, `bj${Date.now().toString(36).slice(-6)}`);
    await depositThroughSandbox(page, '100');
    await playBlackjack(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await playBlackjack(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Conta / }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByRole('cell', { name: 'Lumen Blackjack' })).toHaveCount(2);
    const [proof] = await Promise.all([
      page.waitForEvent('popup'),
      centre.getByRole('link', { name: 'Verificar' }).first().click(),
    ]);
    await expect(proof.locator('#game')).toHaveValue('blackjack');
    // The proof's choices are the moves taken, which the verification page replays.
    await expect(proof.locator('#params')).toHaveValue(/"moves":\[/);
    await proof.close();
  });
});

import { type Browser, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { registerPlayer } from './register.ts';

/**
 * The originals the instant-originals walk leaves out, as a player meets them: the classic reels and dice (one tap a
 * round), the stepped games (a bet, a step, then a loss or a cash-out) at desktop and phone width, each round in the
 * betting record; and Crash, one shared round: two players in it see the same crash point and each other's bets and
 * cash-outs.
 */
async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe.game-frame');
  await expect(game.locator('#bal')).not.toHaveText('…');
  return game;
}

async function playInstant(page: Page, name: string) {
  const game = await openGame(page, name);
  const before = await game.locator('#hist tr').count();
  await game.locator('#play').click();
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(game.locator('#msg')).not.toBeEmpty();
}

type Stepped = { name: string; api: string; step: (game: FrameLocator) => Promise<void> };
const STEPPED: Stepped[] = [
  { name: 'Lumen Mines', api: 'mines/reveal', step: (game) => game.locator('.tile').first().click() },
  { name: 'Lumen Towers', api: 'towers/step', step: (game) => game.locator('.tw-tile:not(:disabled)').first().click() },
  { name: 'Lumen Hi-Lo', api: 'hilo/step', step: (game) => game.locator('#hi').click() },
];

/** A bet, one step, then the cash-out when the step did not lose: the round ends in the history either way. */
async function playStepped(page: Page, s: Stepped) {
  const game = await openGame(page, s.name);
  const before = await game.locator('#hist tr').count();
  await game.locator('#start').click();
  await expect(game.locator('#cash')).toBeAttached();
  const stepped = page.waitForResponse((r) => r.url().endsWith(`/provider/inhouse/api/${s.api}`));
  await s.step(game);
  // A loss ends the round (Mines answers `mine`, the others `ended`); a win leaves it open for the cash-out.
  const answer = (await (await stepped).json()) as { mine?: boolean; ended?: boolean };
  if (!answer.mine && !answer.ended) {
    await expect(game.locator('#cash')).toBeEnabled();
    await game.locator('#cash').click();
  }
  await expect(game.locator('#hist tr')).toHaveCount(before + 1, { timeout: 20_000 });
}

test.describe('originals: reels, dice and the stepped games', () => {
  test('a new player plays the reels, dice, mines, towers and hi-lo on a desktop and on a phone, each in the betting record', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerPlayer(page, `step${Date.now().toString(36).slice(-6)}`);
    await depositThroughSandbox(page, '100');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await playInstant(page, 'Lumen Reels 5x3');
      await playInstant(page, 'Lumen Dice');
      for (const s of STEPPED) await playStepped(page, s);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: /^Conta / }).click();
    await page.getByRole('menuitem', { name: 'Histórico de apostas' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    for (const name of ['Lumen Reels 5x3', 'Lumen Dice', ...STEPPED.map((s) => s.name)])
      await expect(centre.getByRole('cell', { name }).first()).toBeVisible();
    expect(await centre.getByRole('link', { name: 'Verificar' }).count()).toBeGreaterThanOrEqual(5);
  });
});

async function crashPlayer(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await registerPlayer(page, `${prefix}${Date.now().toString(36).slice(-5)}`);
  await depositThroughSandbox(page, '50');
  return { page, game: await openGame(page, 'Lumen Crash') };
}

test.describe('originals: one shared Crash round', () => {
  test('two players bet in the same round, see the same crash point and each other’s bets and cash-outs', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const a = await crashPlayer(browser, 'cra');
    const b = await crashPlayer(browser, 'crb');
    // A takes an automatic cash-out at 1.01x; a round that crashes below it is lost, and the next is tried.
    await a.game.locator('#auto').fill('1.01');
    let cashed = false;
    for (let round = 0; round < 4 && !cashed; round++) {
      // Both in one betting phase, with at least two of its five seconds left (the countdown reads "3,4s").
      await expect(a.game.locator('#mult')).toHaveText(/^[2-5][.,]\ds$/, { timeout: 60_000 });
      for (const p of [a, b]) await expect(p.game.locator('#play')).toBeEnabled();
      await a.game.locator('#play').click();
      await b.game.locator('#play').click();
      for (const p of [a, b]) await expect(p.game.locator('#msg')).not.toBeEmpty();
      // Each sees both bets in the live list.
      for (const p of [a, b]) await expect(p.game.locator('#bets tr')).toHaveCount(2, { timeout: 10_000 });
      for (const p of [a, b]) await expect(p.game.locator('#mult')).toHaveClass(/crashed/, { timeout: 60_000 });
      const [pointA, pointB] = [
        await a.game.locator('#mult').textContent(),
        await b.game.locator('#mult').textContent(),
      ];
      expect(pointA).toBe(pointB);
      cashed = (await b.game.locator('#bets tr.cashed').count()) === 1;
      if (cashed) await expect(a.game.locator('#bets tr.cashed')).toHaveCount(1);
    }
    expect(cashed).toBe(true);
    // The same last crashes, in the same order, on both screens.
    expect(await a.game.locator('#chips').textContent()).toBe(await b.game.locator('#chips').textContent());
  });
});

import { expect, type Page, test } from '@playwright/test';
import { logIn } from './login.ts';

const PAY_PASSWORD = '246810';

/** The number in the mall's balance card ("1.234 pts" in PT). */
const pointsShown = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));

test('a player earns points on bets, redeems them for cash, claims a mission and finds its rank', async ({
  page,
  request,
}) => {
  await logIn(page, 'demo_down2');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const set = await request.put('/wps/v2/member/paymentPassword', { headers: auth, data: { password: PAY_PASSWORD } });
  expect((await set.json()).success).toBe(true);

  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'Loja de pontos' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(/\d/);
  const start = await pointsShown(page);

  // Three spins of the in-house slot at R$ 10,00: real bets, settled through the wallet API.
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).click();
  const frame = page.frameLocator('iframe.game-frame');
  await frame.locator('#bet').selectOption('10.00');
  for (let i = 0; i < 3; i++) {
    await frame.getByRole('button', { name: 'Girar' }).click();
    await expect(frame.locator('#msg')).toHaveText(/Você ganhou|Sem prêmio/);
    await expect(frame.getByRole('button', { name: 'Girar' })).toBeEnabled();
  }
  // The points and missions jobs run on a schedule; the development trigger runs them now.
  expect((await (await request.post('/dev/jobs/rewards')).json()).value.rounds).toBeGreaterThanOrEqual(3);

  await page.goto('/pointMall');
  // 30,00 of valid bets at 100 points per 100,00.
  await expect.poll(() => pointsShown(page)).toBe(start + 30);
  const cashBefore = (await page.locator('.balance-value').textContent()) ?? '';

  await page.getByRole('button', { name: 'Resgatar Bônus R$ 5' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar prêmio' });
  await dialog.getByLabel('Senha de pagamento').fill(PAY_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => pointsShown(page)).toBe(start + 30 - 500);
  await expect(page.locator('.balance-value')).not.toHaveText(cashBefore);
  const toNumber = (s: string) => Number(s.replace(/[^\d,]/g, '').replace(',', '.'));
  const cashAfter = (await page.locator('.balance-value').textContent()) ?? '';
  expect(toNumber(cashAfter) - toNumber(cashBefore)).toBeCloseTo(5, 2);
  await page.getByRole('tab', { name: 'Histórico de resgates' }).click();
  await expect(page.getByRole('cell', { name: 'Bônus R$ 5' })).toBeVisible();
  await expect(page.getByText('Aprovado').first()).toBeVisible();

  // Missions: the menu's badge counts the open ones; claiming one takes it off.
  await page.getByRole('button', { name: /Conta Downline Two/ }).click();
  await page.getByRole('menuitem', { name: 'Central do membro' }).click();
  const centre = page.getByRole('dialog', { name: 'Central pessoal' });
  const badge = centre.getByTestId('missions-badge');
  await expect(badge).toHaveText(/^\d+/);
  const open = Number(((await badge.textContent()) ?? '').replace(/\D/g, ''));
  await centre.locator('.mc-item[data-page="missionLeaderboard"]').click();
  await centre.getByRole('button', { name: 'Resgatar a recompensa de Jogue 3 rodadas' }).click();
  await expect(centre.getByText('Resgatada').first()).toBeVisible();
  await expect(badge).toHaveText(`${open - 1} missões em aberto`);

  await centre.getByRole('tab', { name: 'Ranking' }).click();
  await expect(centre.getByTestId('my-rank')).toHaveText(/Sua posição: #\d+/);
  await expect(centre.getByRole('row', { name: /demo_down2/ })).toBeVisible();
  // Other players are masked.
  await expect(centre.getByRole('cell', { name: 'de****t' }).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { registerPlayer } from './register.ts';

/** Opens the member centre on `page` from the account menu of `username`. */
async function openCentre(page: import('@playwright/test').Page, username: string, item: string) {
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`Conta ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Central do membro' }).click();
  const centre = page.getByRole('dialog', { name: 'Central pessoal' });
  await centre.locator(`.mc-item[data-page="${item}"]`).click();
  return centre;
}

test.describe('referral', () => {
  test('a player shares its referral link; a friend registers from it and deposits; the reward is held once for review', async ({
    page,
    browser,
  }) => {
    // The referrer: a new player, its link in the referral page.
    const referrer = `refr${Date.now().toString(36)}`.slice(0, 14);
    await registerPlayer(page, referrer);
    let centre = await openCentre(page, referrer, 'referral');
    await expect(
      centre.getByText('Ganhe R$ 20,00 por amigo cujo primeiro depósito seja de pelo menos R$ 100,00.'),
    ).toBeVisible();
    await expect(centre.getByText('Nenhum amigo se cadastrou com seu link ainda.')).toBeVisible();
    const link = await centre.getByLabel('Seu link de indicação').inputValue();
    expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);

    // A friend opens the link in its own browser, registers and makes a first deposit of 100.00.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    const friendName = `frnd${Date.now().toString(36)}`.slice(0, 14);
    await registerPlayer(friend, friendName, new URL(link).pathname + new URL(link).search);
    await depositThroughSandbox(friend, '100');
    await friendContext.close();

    // The referral job (every few seconds on a live site) pays the referrer; running it again pays nothing more.
    for (let i = 0; i < 2; i++) {
      const res = await page.request.post('/dev/jobs/run', { data: { names: ['referral'] } });
      expect((await res.json()).value.ran).toEqual(['referral']);
    }
    centre = await openCentre(page, referrer, 'referral');
    const row = centre.getByRole('row', {
      name: new RegExp(`${friendName.slice(0, 2)}\\*\\*\\*${friendName.slice(-1)}`),
    });
    await expect(row.getByRole('cell', { name: 'Qualificado' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'R$ 20,00' })).toBeVisible();
    // Both players signed up in this one browser (the same device): the reward waits in the referrer's bonus wallet
    // for an operator's review instead of being paid (the bonus abuse rules, docs/decisions.md).
    centre = await openCentre(page, referrer, 'bonusDetails');
    await expect(centre.getByText('Em análise').first()).toBeVisible();
    await expect(page.locator('.balance-value')).toHaveText(/R\$\s0,00/);
  });
});

import { expect, test } from '@playwright/test';
import { depositThroughSandbox } from './deposit.ts';
import { asAdmin } from './operator.ts';
import { registerPlayer } from './register.ts';

test.describe('promotions', () => {
  test('a new player joins a deposit match, deposits through the sandbox, is refused a withdrawal while the turnover is open, meets it on the slot, and withdraws once the bonus reaches the main wallet', async ({
    page,
  }) => {
    // The operator writes a quick match: 100 % of a deposit of 20.00 or more, up to 10.00, wagered once on originals
    // (two 10.00 spins meet it even if one is a push).
    const title = `Quick match ${Date.now().toString(36)}`;
    const created = await asAdmin<{ id: number }>('POST', '/admin/api/console/brands/LUMEN/promotions', {
      code: `quick-${Date.now().toString(36)}`,
      category: 'special',
      mechanism: { kind: 'deposit_match', percentBp: 10_000, maxBonus: '10.00', minDeposit: '20.00', repeat: 'once' },
      texts: { pt: { title, summary: 'Dobramos 20 reais.', content: '<p>Uma vez em apostas válidas.</p>' } },
      wagering: { multiple: 1, base: 'bonus', expiryDays: 7, weights: { INHOUSE: 100 } },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await asAdmin('POST', `/admin/api/console/promotions/${created.id}/status`, { status: 'live' });

    // A visitor registers and lands logged in.
    const username = `promo${Date.now().toString(36)}`.slice(0, 14);
    await registerPlayer(page, username);

    // It joins the match from its card.
    await page.goto('/promotions');
    const card = page.locator('.promo-card', { hasText: title });
    await card.getByRole('button', { name: 'Participar' }).click();
    await expect(page.getByText(`Você entrou em “${title}”`)).toBeVisible();
    await expect(card.getByText('Participando')).toBeVisible();

    // A qualifying deposit through the sandbox gateway.
    await depositThroughSandbox(page, '20');
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });

    // The promotions job (driven here, every 15 s on a live site) matches the deposit: the bonus waits in bonusDetails.
    const run = (names: string[]) => page.request.post('/dev/jobs/run', { data: { names } });
    expect((await (await run(['promotions'])).json()).value.ran).toEqual(['promotions']);
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(`Conta ${username}`) }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    await centre.locator('.mc-item[data-page="bonusDetails"]').click();
    await expect(centre.getByText('Ativo').first()).toBeVisible();
    await expect(centre.getByText(/R\$\s0,00 de R\$\s10,00 em apostas válidas/).first()).toBeVisible();

    // A withdrawal while the turnover is open is refused, with the reason, and nothing leaves the balance.
    await centre.locator('.mc-item[data-page="securityCenter"]').click();
    await centre.getByLabel('Nova senha de pagamento').fill('135790');
    await centre.getByRole('button', { name: 'Salvar' }).click();
    await expect(centre.getByRole('heading', { name: 'Vincular conta de saque' })).toBeVisible();
    await centre.getByLabel('Banco').fill('Banco Demo');
    await centre.getByLabel('Titular').fill('Promo Player');
    await centre.getByLabel('Número da conta').fill('11223344');
    await centre.getByLabel('Senha de pagamento', { exact: true }).fill('135790');
    await centre.getByRole('button', { name: 'Vincular' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(centre.getByText('•••• 3344')).toBeVisible();
    const withdraw = async () => {
      await centre.getByRole('button', { name: 'Saque' }).first().click();
      await centre.getByLabel('Valor').fill('10');
      await centre.getByLabel('Senha de pagamento').fill('135790');
      await centre.getByRole('button', { name: 'Saque' }).last().click();
    };
    await withdraw();
    await expect(page.getByText('Cumpra o rollover do bônus (ou desista dele) antes de sacar.').first()).toBeVisible();
    await expect(centre.getByRole('cell', { name: 'Em análise' })).toHaveCount(0);
    await centre.getByRole('button', { name: 'Fechar' }).first().click();

    // Two 10.00 spins of the in-house slot meet the requirement.
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).click();
    const frame = page.frameLocator('iframe.game-frame');
    await expect(frame.locator('#bal')).not.toHaveText('…');
    await frame.locator('#bet').selectOption('10.00');
    for (let i = 0; i < 2; i++) {
      await frame.getByRole('button', { name: 'Girar' }).click();
      await expect(frame.locator('#msg')).toHaveText(/Você ganhou|Sem prêmio/);
      await expect(frame.getByRole('button', { name: 'Girar' })).toBeEnabled();
    }
    expect((await (await run(['promotions'])).json()).value.ran).toEqual(['promotions']);

    // Released: the bonus moved to the main wallet, shown in bonusDetails and in the account record.
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(`Conta ${username}`) }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    await centre.locator('.mc-item[data-page="bonusDetails"]').click();
    await expect(centre.getByText('Liberado').first()).toBeVisible();
    await centre.locator('.mc-item[data-page="transactionHistory"]').click();
    await expect(centre.getByRole('cell', { name: /Bônus/ }).first()).toBeVisible();

    // Now the player withdraws: at worst both spins lost, which leaves the released 10.00.
    await centre.locator('.mc-item[data-page="withdraw"]').click();
    await withdraw();
    await expect(centre.getByRole('cell', { name: 'Em análise' })).toBeVisible();
  });
});

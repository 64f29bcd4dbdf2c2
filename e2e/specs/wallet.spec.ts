import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { baseURL, OPERATOR_PASSWORD } from '../playwright.config.ts';
import { logIn } from './login.ts';

/** The operator CLI, exactly as the README shows it, against the e2e server. */
function operator(...args: string[]): unknown {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const out = execFileSync(`${root}node_modules/.bin/node`, [`${root}apps/server/src/cli/operator.ts`, ...args], {
    env: { ...process.env, OPERATOR_URL: baseURL, OPERATOR_PASSWORD },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** Cents of a Brazilian-real amount as the portal shows it ("R$ 1.083,45"). */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test.describe('wallet', () => {
  test('a player deposits through the sandbox gateway and sees the balance grow', async ({ page }) => {
    await logIn(page, 'demo_down1');
    // Read relative: the contracts spec may have played and paid demo_down1 before.
    await expect(page.locator('.balance-value')).toHaveText(/R\$/);
    const before = centsOf(await page.locator('.balance-value').textContent());
    await page.getByRole('button', { name: 'Depósito' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByRole('heading', { name: 'Depósito' })).toBeVisible();
    await centre.getByText('Sandbox Pay').click();
    await centre.getByLabel('Valor').fill('5');
    await centre.getByRole('button', { name: 'Pagar agora' }).click();
    await expect(centre.getByText('Valor entre R$ 10,00 e R$ 10.000,00').first()).toBeVisible();
    await centre.getByLabel('Valor').fill('125.50');
    await centre.getByRole('button', { name: 'Pagar agora' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    // The gateway's page shows the amount in the brand's money.
    await expect(page.getByText(/R\$\s125,50/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Depósito concluído! O saldo já foi atualizado.')).toBeVisible();
    await expect.poll(async () => centsOf(await page.locator('.balance-value').textContent())).toBe(before + 12_550);
  });

  test('a player sets a payment password, binds an account, requests a withdrawal, is told in the inbox when it is paid, and finds it in the records', async ({
    page,
  }) => {
    // A player whose payment password no earlier spec set (the points spec sets demo_down2's).
    await logIn(page, 'demo_down1');
    await page.getByRole('button', { name: /Conta Downline One/ }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.getByLabel('Nova senha de pagamento').fill('246810');
    await centre.getByRole('button', { name: 'Salvar' }).click();
    await expect(centre.getByRole('heading', { name: 'Vincular conta de saque' })).toBeVisible();
    await centre.getByLabel('Banco').fill('Banco Demo');
    await centre.getByLabel('Titular').fill('Downline One');
    await centre.getByLabel('Número da conta').fill('55667788');
    await centre.getByLabel('Senha de pagamento', { exact: true }).fill('246810');
    await centre.getByRole('button', { name: 'Vincular' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(centre.getByText('•••• 7788')).toBeVisible();
    const before = centsOf(await page.locator('.balance-value').textContent());
    await centre.getByRole('button', { name: 'Saque' }).click();
    await centre.getByLabel('Valor').fill('80');
    await centre.getByLabel('Senha de pagamento').fill('246810');
    await centre.getByRole('button', { name: 'Saque' }).last().click();
    await expect(centre.getByRole('cell', { name: 'Em análise' })).toBeVisible();
    await expect.poll(async () => centsOf(await page.locator('.balance-value').textContent())).toBe(before - 8_000);
    const pending = operator('withdrawals', 'pending') as Array<{ id: number; username: string }>;
    const mine = pending.find((w) => w.username === 'demo_down1');
    expect(mine).toBeTruthy();
    const badge = page.getByTestId('unread-badge');
    const unreadBefore = (await badge.isVisible()) ? Number(await badge.textContent()) : 0;
    operator('withdrawal', 'pay', String(mine?.id));
    // Later the player comes back: the payout waits in the inbox, unread, and asks for an answer.
    await page.reload();
    await expect(badge).toHaveText(String(unreadBefore + 1));
    await page.getByRole('button', { name: 'Saque' }).click();
    await centre.getByRole('button', { name: 'Recebido' }).click();
    await expect(centre.getByRole('cell', { name: 'Recebido' })).toBeVisible();
    await centre.getByRole('button', { name: 'Extrato da conta' }).click();
    // One line for the withdrawal, with its state now, in the player's words.
    await expect(centre.getByRole('cell', { name: 'Saque · Recebido' })).toBeVisible();
    await expect(centre.getByText(/Withdrawal #\d+/)).toHaveCount(0);
    // Reading the message takes the count back down.
    await centre.getByRole('button', { name: /^Mensagens/ }).click();
    const paid = centre.getByRole('button', { name: /Saque pago/ }).first();
    await paid.click();
    await expect(paid).toHaveAttribute('aria-expanded', 'true');
    if (unreadBefore) await expect(badge).toHaveText(String(unreadBefore));
    else await expect(badge).toBeHidden();
  });

  test('a player moves money into a transfer-wallet vendor and back', async ({ page }) => {
    await logIn(page, 'demo_agent');
    await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.getByRole('button', { name: 'Transferir saldo' }).click();
    const main = centre.locator('.mc-card').first();
    await expect(main).toContainText(/\d/);
    // Other specs move this member's money too: the check is relative to what the card shows now.
    const before = centsOf(await main.textContent());
    await centre.getByLabel('Valor').first().fill('100');
    await centre.getByRole('button', { name: 'Transferir para', exact: true }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'Confirmar transferência' });
    await ask.getByRole('button', { name: 'Transferir' }).click();
    await expect(centre.getByText('Transferência de R$ 100,00 concluída')).toBeVisible();
    await expect.poll(async () => centsOf(await main.textContent())).toBe(before - 10_000);
    await centre.getByRole('button', { name: 'Tudo de volta' }).first().click();
    await ask.getByRole('button', { name: 'Transferir' }).click();
    await expect.poll(async () => centsOf(await main.textContent())).toBe(before);
  });
});

import { expect, type Page } from '@playwright/test';

/** Deposits `amount` (as typed, "20") through the sandbox gateway from the header's deposit button. */
export async function depositThroughSandbox(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'Depósito' }).first().click();
  const centre = page.getByRole('dialog', { name: 'Central pessoal' });
  await centre.getByText('Sandbox Pay').click();
  await centre.getByLabel('Valor').fill(amount);
  await centre.getByRole('button', { name: 'Pagar agora' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Depósito concluído! O saldo já foi atualizado.')).toBeVisible();
}

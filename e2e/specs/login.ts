import { expect, type Page } from '@playwright/test';

/** Logs a seeded demo member in from the home page's login popup (every demo account shares the password). */
export async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Usuário').fill(username);
  await dialog.getByLabel('Senha').fill('Demo@2026');
  await dialog.getByRole('button', { name: 'Entrar' }).last().click();
  await expect(dialog).toBeHidden();
}

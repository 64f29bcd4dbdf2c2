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
  await closeNotices(page);
}

/**
 * The brand's popup announcements (type PU) open in a modal after every login: the demo brand has one. Read through
 * and closed as a member would, so the page behind takes clicks again.
 */
export async function closeNotices(page: Page, tap = false): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await expect(notice).toBeVisible();
  const next = notice.getByRole('button', { name: 'Próximo aviso' });
  while (await next.isVisible()) await (tap ? next.tap() : next.click());
  const done = notice.getByRole('button', { name: 'Confirmar' });
  await (tap ? done.tap() : done.click());
  await expect(notice).toBeHidden();
}

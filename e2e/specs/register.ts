import { expect, type Page } from '@playwright/test';

/** Reads the image captcha's characters from its SVG (test harness only). */
export async function readCaptcha(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: 'Imagem com o código' }).getAttribute('src');
  const svg = Buffer.from((src ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
  return [...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('');
}

/** Opens /register and fills a username registration with a good password and the age confirmation. */
export async function fillRegistration(page: Page, username: string, path = '/register') {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Cadastrar' });
  await dialog.getByLabel('Usuário').fill(username);
  await dialog.getByLabel('Senha', { exact: true }).fill('Player@2026');
  await dialog.getByLabel('Confirmar senha').fill('Player@2026');
  await dialog.getByRole('checkbox', { name: /18 anos ou mais e concordo/ }).check();
  return dialog;
}

/**
 * Registers a new player from `path` and lands it logged in. Earlier specs' refused registrations from this address
 * bring the image captcha: it is answered like a person would.
 */
export async function registerPlayer(page: Page, username: string, path = '/register'): Promise<void> {
  const form = await fillRegistration(page, username, path);
  const captcha = form.getByLabel('Código da imagem');
  const welcome = page.getByRole('dialog', { name: 'Bem-vindo!' });
  await form.getByRole('button', { name: 'Cadastrar' }).last().click();
  await expect(welcome.or(captcha)).toBeVisible({ timeout: 20_000 });
  if (await captcha.isVisible()) {
    await captcha.fill(await readCaptcha(page));
    await form.getByRole('button', { name: 'Cadastrar' }).last().click();
  }
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: 'Jogar agora' }).click();
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** axe-core over the open notice, once its opening animation ended. */
async function accessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.describe('popup announcements after login', () => {
  test('the brand’s popup notice opens after login, is read and closed by keyboard, and shows once per session', async ({
    page,
  }) => {
    await page.goto('/');
    // Visitors see none: the notice is the after-login modal.
    await expect(page.getByRole('dialog', { name: 'Aviso' })).toHaveCount(0);
    const logIn = async () => {
      await page.getByRole('button', { name: 'Entrar' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Entrar' });
      await dialog.getByLabel('Usuário').fill('camila.f');
      await dialog.getByLabel('Senha').fill('Demo@2026');
      await dialog.getByRole('button', { name: 'Entrar' }).last().click();
      await expect(dialog).toBeHidden();
    };
    await logIn();
    const notice = page.getByRole('dialog', { name: 'Aviso' });
    await expect(notice.getByRole('heading', { name: 'Bem-vindo à Lumen Play' })).toBeVisible();
    await expect(notice).toContainText('Cadastre-se hoje e receba seu bônus de boas-vindas.');
    await accessible(page);
    // Keyboard: focus starts inside the modal; Tab stays in it and Enter on Confirmar closes it.
    await expect(notice.locator(':focus')).toHaveCount(1);
    const confirm = notice.getByRole('button', { name: 'Confirmar' });
    for (let i = 0; i < 4 && !(await confirm.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();

    // Signing out and in again is a new session: the notice shows again.
    await page.getByRole('button', { name: /^Conta / }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    // In the dark theme this time.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await logIn();
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await accessible(page);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
  });
});

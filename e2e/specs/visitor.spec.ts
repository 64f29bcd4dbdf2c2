import { expect, test } from '@playwright/test';
import { asOperator } from './operator.ts';

test.describe('a visitor', () => {
  test('sees the home page with the brand’s banners, notices and game categories', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Bônus de boas-vindas 100%' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-sports' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(page.getByText('Manutenção programada').first()).toBeVisible();
  });

  test('opens a category from the side menu and lands on the vendor tab', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Slots' }).click();
    await menu.getByRole('link', { name: 'Nova Reels' }).click();
    await expect(page).toHaveURL(/\/rng\?page=NVA$/);
    await expect(page.getByRole('tab', { name: 'Nova Reels' })).toHaveAttribute('aria-selected', 'true');
  });

  test('switches language and theme, and both survive a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('reads the announcements in the announcement modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Avisos' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Avisos' });
    await dialog.getByRole('button', { name: /Novos jogos originais/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Novos jogos originais' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('opens the app QR codes from the side menu, then the download steps', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Escanear QR' }).click();
    await expect(menu.getByRole('img', { name: 'Código QR para Android' })).toBeVisible();
    await expect(menu.getByRole('img', { name: 'Código QR para iOS' })).toBeVisible();
    await menu.getByRole('button', { name: 'Como instalar' }).click();
    const download = page.getByRole('dialog', { name: 'Baixar o aplicativo' });
    await expect(download.getByRole('img', { name: 'Código QR para Android' })).toBeVisible();
    await download.getByRole('tab', { name: 'iOS' }).click();
    await expect(download.getByText('Ajustes › Geral')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(download).toBeHidden();
  });

  test('opens the help centre in a 440x750 popup and customer service in a 440x500 one', async ({ page }) => {
    // Records what the portal asks window.open for; the windows still open. (No DOM types here: globalThis.)
    type Opener = { opened: string[][]; open(url?: string, target?: string, features?: string): unknown };
    await page.addInitScript(() => {
      const w = globalThis as unknown as Opener;
      const open = w.open.bind(w);
      w.opened = [];
      w.open = (url, target, features) => {
        w.opened.push([String(url ?? ''), target ?? '', features ?? '']);
        return open(url, target, features);
      };
    });
    const size = (features: string) =>
      Object.fromEntries(features.split(',').map((f) => f.split('=') as [string, string]));
    const opened = () => page.evaluate(() => (globalThis as unknown as Opener).opened);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Atendimento' }).click();

    const [help] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Central de ajuda' }).click(),
    ]);
    await expect(help.getByRole('heading', { name: 'Central de ajuda' })).toBeVisible();
    const [helpCall] = await opened();
    expect(helpCall?.[0]).toBe('/helpmc');
    expect(size(helpCall?.[2] ?? '')).toMatchObject({ width: '440', height: '750' });

    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Atendimento online' }).click(),
    ]);
    await chat.waitForURL(/\/support\/chat\?channel=live$/);
    const chatCall = (await opened())[1];
    expect(size(chatCall?.[2] ?? '')).toMatchObject({ width: '440', height: '500' });
  });

  test('meets the maintenance screen while an operator has switched it on with the CLI', async ({ page }) => {
    const op = asOperator();
    expect(await op.maintenance(true)).toEqual({ on: true });
    try {
      await page.goto('/rng');
      await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fale conosco' })).toBeVisible();
    } finally {
      await op.maintenance(false);
    }
    await page.waitForTimeout(2100); // the brand cache lives 2 s
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  });

  test('from a restricted country sees the restriction screen with IP and country', async ({ page }) => {
    const op = asOperator();
    expect(await op.restrict(['US'])).toEqual({ countries: ['US'] });
    try {
      await page.setExtraHTTPHeaders({ 'x-debug-country': 'US' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Restrição de acesso' })).toBeVisible();
      await expect(page.getByText('US', { exact: true })).toBeVisible();
      await expect(page.getByText(/Devido a restrições da sua localização/)).toBeVisible();
    } finally {
      await op.restrict([]);
    }
  });

  test('gets JSON, never the page, for an unknown API path', async ({ request }) => {
    const res = await request.get('/wps/no/such/call');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, message: 'not_found' });
  });
});

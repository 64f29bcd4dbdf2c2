import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';

test.describe('when scripts fail to load', () => {
  test('a screen whose chunk fails shows the reload message inside the site, and other pages still open', async ({
    page,
  }) => {
    await page.route(/\/assets\/PromotionsPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('A página demorou demais para carregar');
    await expect(alert.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    // The shell stays: the visitor can go elsewhere without reloading.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  });

  test('without the carousel chunk the home page keeps its first banner and works', async ({ page }) => {
    await page.route(/\/assets\/BannerSlides-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Bônus de boas-vindas 100%' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when the texts of the language cannot load, the visitor gets a reload button instead of a blank page', async ({
    page,
  }) => {
    let block = true;
    await page.route(/\/assets\/pt-[^/]+\.js$/, (route) => (block ? route.abort() : route.continue()));
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Network link abnormal, please try again.');
    block = false;
    await page.getByRole('alert').getByRole('button').click();
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  });
});

test('the side menu marks the page being shown, a vendor link only on its own vendor', async ({ page }) => {
  await page.goto('/rng?page=NVA');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Slots' }).click();
  await expect(menu.getByRole('link', { name: 'Nova Reels' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Todos' }).first()).not.toHaveAttribute('aria-current', 'page');
});

test('the security policy blocks nothing the portal uses, and does block an injected inline script', async ({
  page,
}) => {
  // Every violation the page reports, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await logIn(page, 'demo_player');
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).click();
  await expect(page.frameLocator('iframe.game-frame').locator('#bal')).toHaveText(/\$\s?\d/);
  await page.getByRole('button', { name: 'Depósito' }).click();
  await expect(page.getByRole('dialog', { name: 'Central pessoal' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('when a popup cannot load its texts, it offers a reload and the page stays usable', async ({ page }) => {
  await logIn(page, 'demo_agent');
  // The shared texts are in; from now on the agent centre's own texts (a chunk of the same language) fail.
  await page.route(/\/assets\/pt-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
  await page.getByRole('menuitem', { name: 'Central do agente' }).click();
  const failed = page.getByRole('alertdialog', { name: /A página demorou demais para carregar/ });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Atualizar' })).toBeFocused();
  await failed.getByRole('button', { name: 'Fechar' }).click();
  await expect(failed).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
});

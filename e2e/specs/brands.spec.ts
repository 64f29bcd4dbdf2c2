import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { consolePage, enrolInConsole, operatorCli } from './console-session.ts';

/** axe-core over a part of the console (the frame around it is not this screen's): no violation. */
async function noViolations(page: Page, selector: string, screen: string) {
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    screen,
  ).toEqual([]);
}

const NOVA = { light: { brand: '#0b5fff', accent: '#ffd400' }, dark: { brand: '#2155cc', accent: '#ffd400' } };
const NOVA_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60"><title>nova-e2e-logo</title>' +
  '<rect width="240" height="60" rx="12" fill="#0b5fff"/>' +
  '<text x="120" y="40" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">NOVA BET</text></svg>';

test.describe('console: launching a brand', () => {
  test('an admin runs the "New brand" wizard, a second admin approves it, and its players register, deposit and play on its host', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const launcher = operatorCli('create-operator', 'e2e.launcher', 'admin');
    const confirmer = operatorCli('create-operator', 'e2e.confirmer', 'admin');
    const op = await consolePage(browser, launcher.username, launcher.password);
    await enrolInConsole(op);
    await op.getByRole('link', { name: 'Brands' }).click();
    await expect(op.getByRole('link', { name: /Settings of/ }).first()).toBeVisible();
    await expect(op.getByRole('row').filter({ hasText: 'NOVA' })).toHaveCount(0);
    await noViolations(op, 'main', 'brand list');

    await op.getByRole('button', { name: 'New brand' }).click();
    const wizard = op.getByRole('dialog', { name: 'New brand' });
    const next = () => wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { name: 'Step 1 of 6: Identity' })).toBeFocused();
    await wizard.getByLabel('Code').fill('NOVA');
    await wizard.getByLabel('Name').fill('Nova Bet');
    await wizard.getByLabel('Name').press('Enter');

    await expect(wizard.getByRole('heading', { name: 'Step 2 of 6: Money and languages' })).toBeVisible();
    // Searched by name and picked from the matches with the keyboard (type-ahead by code, Enter).
    await wizard.getByLabel('Currency').fill('dollar');
    await op.keyboard.press('Tab');
    await expect(wizard.getByRole('listbox', { name: 'Currencies matching “dollar”' })).toBeFocused();
    await op.keyboard.type('USD');
    await op.keyboard.press('Enter');
    await expect(wizard.getByLabel('Currency')).toHaveValue('USD');
    await expect(wizard.getByLabel('Currency')).toBeFocused();
    await expect(wizard.getByText('US Dollar: US$12,345.67')).toBeVisible();
    await wizard.getByRole('checkbox', { name: /Português/ }).check();
    await wizard.getByRole('radio', { name: 'Default language: English' }).check();
    await next();

    await wizard.getByLabel('Host 1').fill('nova.localhost');
    await next();
    await wizard.getByLabel('Template brand').selectOption('LUMEN');
    await next();

    await wizard.getByRole('radio', { name: 'Its own colours' }).check();
    for (const mode of ['light', 'dark'] as const)
      for (const part of ['brand', 'accent'] as const)
        await wizard.locator(`#nb-theme-${mode}-${part}`).fill(NOVA[mode][part]);
    await expect(wizard.getByText(/passes WCAG AA/)).toHaveCount(2);
    await noViolations(op, 'dialog', 'wizard colours');
    await expect(wizard.getByRole('figure', { name: 'Preview, Light theme' }).getByText('Play now')).toHaveCSS(
      'background-color',
      'rgb(11, 95, 255)',
    );
    await next();

    await expect(wizard.getByRole('heading', { name: 'Step 6 of 6: Review' })).toBeVisible();
    await expect(wizard.getByText('nova.localhost')).toBeVisible();
    await noViolations(op, 'dialog', 'wizard review');
    await wizard.getByRole('button', { name: 'Ask for approval' }).click();
    await expect(wizard.getByRole('heading', { name: 'NOVA is waiting for approval' })).toBeVisible();
    await expect(wizard.getByText(/A second admin must approve it there/)).toBeVisible();
    await expect(wizard.getByRole('link', { name: 'Open Approvals' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Close' }).last().click();
    // Not a brand until approved.
    await op.reload();
    await expect(op.getByRole('link', { name: 'Settings of Lumen' })).toBeVisible();
    await expect(op.getByRole('link', { name: 'Settings of Nova Bet' })).toHaveCount(0);

    const checker = await consolePage(browser, confirmer.username, confirmer.password);
    await enrolInConsole(checker);
    await checker.getByRole('link', { name: /^Approvals/ }).click();
    const row = checker.getByRole('row').filter({ hasText: 'New brand' }).filter({ hasText: 'e2e.launcher' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await checker
      .getByRole('dialog', { name: 'Approve this change?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(checker.getByText('Change approved and applied.')).toBeVisible();

    await op.reload();
    const nova = op.getByRole('row').filter({ has: op.getByRole('link', { name: 'Settings of Nova Bet' }) });
    await expect(nova).toContainText('USD');
    await expect(nova).toContainText('English, Português');
    await expect(nova).toContainText('nova.localhost');
    await nova.getByRole('link', { name: 'Settings of Nova Bet' }).click();
    await expect(op.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(op.getByLabel('Name', { exact: true })).toHaveValue('Nova Bet');
    await expect(op.getByLabel('Currency')).toBeEnabled();
    await noViolations(op, 'main', 'General tab');
    await op.evaluate(() => localStorage.setItem('console.theme', 'dark'));
    await op.reload();
    await expect(op.getByLabel('Name', { exact: true })).toHaveValue('Nova Bet');
    await noViolations(op, 'main', 'General tab, dark theme');
    // Its own logo, uploaded on the General tab (checked by content), becomes the portal header's.
    await op.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'nova-logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(NOVA_LOGO),
    });
    await expect(op.getByText('Uploaded SVG, 240 × 60')).toBeVisible();

    // The portal on the brand's host (Chromium sends *.localhost to this machine) is Nova Bet's, in English.
    const port = new URL(baseURL).port;
    await page.goto(`http://nova.localhost:${port}/`);
    await expect(page).toHaveTitle('Nova Bet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    const painted = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
      brand: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
    }));
    expect(painted.brand).toBe(NOVA[painted.theme as 'light' | 'dark'].brand);
    const logo = page.getByRole('img', { name: 'Nova Bet' }).first();
    await expect(logo).toHaveAttribute('src', /^\/art\/logo\.svg\?v=u\d+$/);
    await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    // Fetched by the page (Node does not resolve *.localhost): the file uploaded, from the brand's own host.
    const src = (await logo.getAttribute('src')) ?? '';
    expect(await page.evaluate(async (u) => (await fetch(u)).text(), src)).toContain('nova-e2e-logo');

    // A player of the new brand registers on its host, deposits in its money and plays one of the studio's games.
    const novaSite = `http://nova.localhost:${port}`;
    await page.goto(`${novaSite}/register`);
    const form = page.getByRole('dialog', { name: 'Register' });
    await form.getByLabel('Username').fill(`nova${Date.now().toString(36).slice(-6)}`);
    await form.getByLabel('Password', { exact: true }).fill('Player@2026');
    await form.getByLabel('Confirm password').fill('Player@2026');
    await form.getByRole('checkbox', { name: /or older and agree/ }).check();
    await form.getByRole('button', { name: 'Register' }).last().click();
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await expect(welcome).toBeVisible({ timeout: 20_000 });
    await welcome.getByRole('button', { name: 'Play now' }).click();

    await page.getByRole('button', { name: 'Deposit' }).first().click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByText('Sandbox Pay').click();
    await centre.getByLabel('Amount').fill('20');
    await centre.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Deposit complete! Your balance is updated.')).toBeVisible();
    await expect(page.getByText(/\$20\.00/).first()).toBeVisible();

    await page.goto(`${novaSite}/inhouse`);
    await page.getByRole('button', { name: 'Play Lumen Limbo' }).click();
    const game = page.frameLocator('iframe.game-frame');
    await expect(game.locator('#bal')).toHaveText(/\$/);
    await game.locator('#play').click();
    await expect(game.locator('#hist tr')).toHaveCount(1);
    await page.goto(novaSite);
    await page.getByRole('button', { name: /^Account / }).click();
    await page.getByRole('menuitem', { name: 'Betting record' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Personal centre' }).getByRole('cell', { name: 'Lumen Limbo' }).first(),
    ).toBeVisible();
  });
});

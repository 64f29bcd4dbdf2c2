import { expect, test } from '@playwright/test';
import { consolePage, enrolInConsole, operatorCli } from './console-session.ts';
import { asOperator } from './operator.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('console: brand settings and content', () => {
  test('an admin switches maintenance on from the settings screen and the portal shows it on its next load', async ({
    page,
    browser,
  }) => {
    const admin = operatorCli('create-operator', 'e2e.brand', 'admin');
    const op = await consolePage(browser, admin.username, admin.password);
    await enrolInConsole(op);
    await op.getByRole('link', { name: 'Brand settings' }).click();
    await op.getByRole('tab', { name: 'Site' }).click();
    const maintenance = op.getByRole('switch', { name: 'Maintenance (site-wide)' });
    await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    try {
      await maintenance.click();
      await op
        .getByRole('dialog', { name: 'Switch maintenance on?' })
        .getByRole('button', { name: 'Switch on' })
        .click();
      await expect(maintenance).toHaveAttribute('aria-checked', 'true');

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toBeVisible();

      await maintenance.click();
      await op
        .getByRole('dialog', { name: 'Switch maintenance off?' })
        .getByRole('button', { name: 'Switch off' })
        .click();
      await expect(maintenance).toHaveAttribute('aria-checked', 'false');
    } finally {
      // Never leave the portal in maintenance for the specs after this one.
      await asOperator().maintenance(false);
    }
    await expect
      .poll(async () => {
        await page.goto('/');
        return page.getByRole('heading', { name: 'Manutenção do sistema' }).count();
      })
      .toBe(0);
  });

  test('support uploads a banner in the console and it appears on the portal’s home', async ({ page, browser }) => {
    const support = operatorCli('create-operator', 'e2e.content', 'support');
    const op = await consolePage(browser, support.username, support.password);
    await op.getByRole('link', { name: 'Content' }).click();
    await expect(op.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
    await op.getByRole('button', { name: 'New banner' }).click();
    const dialog = op.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel('Image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await dialog.getByLabel('Title (pt)').fill('Banner de teste E2E');
    await dialog.getByLabel('Link', { exact: true }).selectOption('ROUTE');
    await dialog.getByLabel('Link target').fill('/promotions');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    const row = op.getByRole('row').filter({ hasText: 'Banner de teste E2E' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // The portal's next load (its caches are keyed by the brand's change time) lists the new banner.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          // Counted once the carousel has rendered its slides (the document paints only the first banner).
          await page.locator('[aria-roledescription="slide"]').first().waitFor();
          return page.getByRole('button', { name: 'Banner de teste E2E' }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const slide = page.getByRole('button', { name: 'Banner de teste E2E' }).first();
    await expect(slide.locator('img')).toHaveAttribute('src', /\/wps\/system\/images\/\d+\.png/);

    // Switched off in the console, it is gone from the portal's next load.
    await row.getByRole('switch').click();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect
      .poll(async () => {
        await page.goto('/');
        await page.locator('[aria-roledescription="slide"]').first().waitFor();
        return page.getByRole('button', { name: 'Banner de teste E2E' }).count();
      })
      .toBe(0);
  });
});

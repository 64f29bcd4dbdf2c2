import { expect, test } from '@playwright/test';

test('the portal loads on a history-mode route', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByRole('main')).toBeVisible();
});

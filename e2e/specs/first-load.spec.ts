import { expect, type Page, type Response, test } from '@playwright/test';
import { logIn } from './login.ts';

/**
 * The home page's first load carries no zod: the calls made before the first screen take their paths from the
 * contracts' FIRST_LOAD table and their types from the operations, so the schemas stay in the screens that need them.
 * Checked on what Chromium actually downloads, for a visitor and for a signed-in player's fresh load.
 */
async function scriptsOfHome(page: Page): Promise<Array<{ url: string; body: string }>> {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((body) => ({ url: res.url(), body })));
  };
  page.on('response', onResponse);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  // What the home page loads after its first screen (the banner carousel) counts too; the live balance stream keeps
  // a connection open, so the page never goes network-idle: a quiet second instead.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  // The first load ends here: a script fetched later (by a later screen) is not read, so no body is still being read
  // when the test ends.
  page.off('response', onResponse);
  return Promise.all(scripts);
}

const withZod = (scripts: Array<{ url: string; body: string }>) =>
  scripts.filter((s) => s.body.includes('ZodObject')).map((s) => s.url);

test('a visitor’s home page downloads no zod', async ({ page }) => {
  const scripts = await scriptsOfHome(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(withZod(scripts)).toEqual([]);
});

test('a signed-in player’s fresh load of the home page downloads no zod', async ({ page }) => {
  await logIn(page, 'demo_player');
  // A new page with the session (the token lives in the tab's sessionStorage): nothing the login page loaded counts.
  const session = await page.evaluate(() => Object.entries(sessionStorage));
  const fresh = await page.context().newPage();
  await fresh.addInitScript((entries) => {
    for (const [k, v] of entries) sessionStorage.setItem(k, v);
  }, session);
  await page.close();
  const memberCalls = ['/wps/member/info', '/wps/v2/wallets/balance'].map((path) =>
    fresh.waitForResponse((res) => new URL(res.url()).pathname === path && res.status() === 200),
  );
  const scripts = await scriptsOfHome(fresh);
  await Promise.all(memberCalls);
  expect(withZod(scripts)).toEqual([]);
});

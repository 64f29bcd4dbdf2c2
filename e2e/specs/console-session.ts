import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { baseURL, OPERATOR_PASSWORD } from '../playwright.config.ts';

/** The operator CLI against the e2e server (as the bootstrap admin), for the accounts a console spec signs in with. */
export function operatorCli(...args: string[]): { username: string; password: string } {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const out = execFileSync(`${root}node_modules/.bin/node`, [`${root}apps/server/src/cli/operator.ts`, ...args], {
    env: { ...process.env, OPERATOR_URL: baseURL, OPERATOR_PASSWORD, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** The console signed in as an operator, in a browser context of its own (English). */
export async function consolePage(browser: Browser, username: string, password: string) {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

/** The authenticator's code, `steps` periods of 30 s from now (a code is taken once, never after a newer one). */
export const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

/** The console's first sign-in of an admin or finance operator: enrol the authenticator, keep the recovery codes. */
export async function enrolInConsole(op: Page) {
  await expect(op.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = (await op.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  await op.getByLabel('Six-digit code').fill(codeOf(secret));
  await op.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(op.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await op.getByLabel('I have saved these codes somewhere safe').check();
  await op.getByRole('button', { name: 'Continue to the console' }).click();
  return secret;
}

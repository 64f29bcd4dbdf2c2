// Sign-up and sign-in as a player on a mid-range phone: the built portal in Chromium at a phone's size with the CPU
// slowed four times (Lighthouse's mobile preset), each run in a fresh browser context. Sign-up is timed from the
// submit to the welcome dialog, after a second's typing (the proof of work is solved while the player types);
// sign-in from the submit to the signed-in page (the dialog closed). Reported beside the bound a player would compare with.
import { chromium, type Page } from 'playwright-core';

const RUNS = Number(process.env.BENCH_SIGNUP_RUNS ?? 8);
const PASSWORD = 'Player@2026';

async function throttled(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function signUp(page: Page, base: string, username: string): Promise<number> {
  await page.goto(`${base}/register`);
  const dialog = page.getByRole('dialog', { name: 'Cadastrar' });
  await dialog.getByLabel('Usuário').fill(username);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirmar senha').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /18 anos ou mais e concordo/ }).check();
  await page.waitForTimeout(1000);
  const start = Date.now();
  await dialog.getByRole('button', { name: 'Cadastrar' }).last().click();
  await page.getByRole('dialog', { name: 'Bem-vindo!' }).waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

async function signIn(page: Page, base: string, username: string): Promise<number> {
  await page.goto(base);
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Usuário').fill(username);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  const start = Date.now();
  await dialog.getByRole('button', { name: 'Entrar' }).last().click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  return Date.now() - start;
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? Number.NaN;

/** The p95 of sign-up and sign-in times over `runs` players. */
export async function signupTimes(base: string, runs = RUNS): Promise<{ signUpP95: number; signInP95: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const up: number[] = [];
  const inn: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const username = `bench${Date.now().toString(36).slice(-5)}${i}`;
      for (const [times, act] of [
        [up, signUp],
        [inn, signIn],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
        const page = await context.newPage();
        await throttled(page);
        times.push(await act(page, base, username));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { signUpP95: p95(up), signInP95: p95(inn) };
}

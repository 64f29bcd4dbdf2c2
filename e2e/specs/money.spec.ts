import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { baseURL, OPERATOR_PASSWORD } from '../playwright.config.ts';
import { closeNotices, logIn } from './login.ts';
import { registerPlayer } from './register.ts';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

/** The operator CLI, exactly as the README shows it, against the e2e server. */
function operator(...args: string[]): unknown {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const out = execFileSync(`${root}node_modules/.bin/node`, [`${root}apps/server/src/cli/operator.ts`, ...args], {
    env: { ...process.env, OPERATOR_URL: baseURL, OPERATOR_PASSWORD, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** A call of the portal's API as the member signed in on `page`. */
function asMember<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: b === undefined ? null : JSON.stringify(b),
      });
      return (await res.json()).value;
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

type Win = { innerWidth: number; document: { documentElement: { scrollWidth: number } } };

/** Nothing in `box` reaches past the right edge of the screen, and the page does not scroll sideways. */
async function fitsTheScreen(page: Page, box: Locator) {
  const width = await page.evaluate(() => (globalThis as unknown as Win).innerWidth);
  const rect = await box.boundingBox();
  expect(rect?.width ?? 0).toBeLessThanOrEqual(width);
  // What shows counts: a carousel's next slide or a scroller's next tile sits clipped past the edge by design.
  const widest = await box.evaluate((el) => {
    const visibleRight = (n: Element) => {
      let right = n.getBoundingClientRect().right;
      for (let a = n.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
        if (a === el) break;
      }
      return right;
    };
    return Math.max(...[el, ...el.querySelectorAll('*')].map(visibleRight));
  });
  expect(widest).toBeLessThanOrEqual(width + 0.5);
  expect(await page.evaluate(() => (globalThis as unknown as Win).document.documentElement.scrollWidth)).toBe(width);
}

test.describe('money on the portal', () => {
  test('the header balance follows a bet in the in-house game frame without a reload', async ({ page }) => {
    await logIn(page, 'demo_player');
    await page.goto('/inhouse');
    await page.evaluate(() => {
      (globalThis as unknown as { samePage: boolean }).samePage = true;
    });
    await page.getByRole('button', { name: 'Jogar Lumen Dice' }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByRole('heading', { level: 1, name: /Lumen Dice/ })).toBeVisible();
    const frame = page.frameLocator('iframe.game-frame');
    const header = page.locator('.balance-value');
    await expect(frame.locator('#bal')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    const before = await header.textContent();
    await expect(frame.locator('#bal')).toHaveText(before ?? '');
    for (let round = 0; round < 2; round++) {
      await frame.getByRole('button', { name: 'Rolar' }).click();
      await expect(frame.locator('#msg')).toHaveText(/Você ganhou|Sem prêmio/);
      const shown = (await frame.locator('#bal').textContent()) ?? '';
      // No refresh click and no reload: the ledger's stream brings the game's balance to the header.
      await expect(header).toHaveText(shown, { timeout: 2000 });
    }
    expect(await header.textContent()).not.toBe(before);
    expect(await page.evaluate(() => (globalThis as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('a deposit credited by the operator and a withdrawal paid arrive as toasts, with the lists refreshed', async ({
    page,
  }) => {
    await logIn(page, 'demo_player');
    const channels = await asMember<Array<{ id: number; kind: string }>>(page, 'GET', '/wps/v2/deposit/channels');
    const bank = channels.find((c) => c.kind === 'manual');
    const { ref } = await asMember<{ ref: string }>(page, 'POST', '/wps/v2/deposit/manual', {
      channelId: bank?.id,
      amount: '65.40',
      proofs: [PNG],
    });
    await expect(page.locator('.balance-value')).toBeVisible();
    operator('deposit', 'approve', ref);
    await expect(page.getByText('Depósito de R$ 65,40 creditado')).toBeVisible({ timeout: 5000 });

    await asMember(page, 'PUT', '/wps/v2/member/paymentPassword', { password: '864200' });
    await asMember(page, 'POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Banco Demo',
      accountName: 'Demo Player',
      accountNo: '44332211',
      paymentPassword: '864200',
    });
    await page.getByRole('button', { name: 'Saque' }).first().click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByText('Saldo disponível')).toBeVisible();
    await centre.getByLabel('Valor').fill('30');
    await centre.getByLabel('Senha de pagamento').fill('864200');
    await centre.getByRole('button', { name: 'Saque' }).last().click();
    await expect(page.getByText('Saque de R$ 30,00 solicitado')).toBeVisible();
    await expect(centre.getByRole('cell', { name: 'Em análise' })).toBeVisible();
    const pending = operator('withdrawals', 'pending') as Array<{ id: number; username: string }>;
    operator('withdrawal', 'pay', String(pending.find((w) => w.username === 'demo_player')?.id));
    await expect(page.getByText('Saque de R$ 30,00 pago')).toBeVisible({ timeout: 5000 });
    // The open list follows without a reload: the payout's answers are offered.
    await expect(centre.getByRole('cell', { name: 'Pago' })).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Recebido' })).toBeVisible();
  });

  test('on a phone a money toast comes below the member centre’s way back, never over it', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // A player of its own: no other spec's pending deposit or open dialog in the way.
    await registerPlayer(page, `toast${Date.now().toString(36).slice(-6)}`);
    const channels = await asMember<Array<{ id: number; kind: string }>>(page, 'GET', '/wps/v2/deposit/channels');
    const { ref } = await asMember<{ ref: string }>(page, 'POST', '/wps/v2/deposit/manual', {
      channelId: channels.find((c) => c.kind === 'manual')?.id,
      amount: '52.30',
      proofs: [PNG],
    });
    await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('button', { name: 'Conta' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.getByRole('navigation', { name: 'Todas as seções' }).getByRole('button').first().click();
    const back = centre.getByRole('button', { name: 'Voltar à conta' });
    await expect(back).toBeVisible();
    operator('deposit', 'approve', ref);
    const toast = page.getByText('Depósito de R$ 52,30 creditado');
    await expect(toast).toBeVisible({ timeout: 5000 });
    // Once its slide-in has settled, the toast's top is at or below the link's bottom.
    const link = await back.boundingBox();
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((link?.y ?? 0) + (link?.height ?? 0));
    // The way back answers while the toast is up.
    await back.click();
    await expect(centre.getByRole('navigation', { name: 'Todas as seções' })).toBeVisible();
    await page.close();
  });

  test('a deposit through the gateway ends in a toast, not a dialog', async ({ page }) => {
    await logIn(page, 'demo_player');
    await page.getByRole('button', { name: 'Depósito' }).first().click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.getByRole('group').getByText('Sandbox Pay').click();
    await centre.getByRole('button', { name: 'R$ 50,00' }).click();
    await centre.getByRole('button', { name: 'Pagar agora' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Depósito concluído! O saldo já foi atualizado.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a 390 px phone has the bottom bar on every page but the game, with Deposit one tap away', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bar).toBeVisible();
    for (const name of ['Início', 'Jogos', 'Depósito', 'Promoções', 'Conta']) {
      const box = await bar
        .getByRole(name === 'Depósito' || name === 'Conta' ? 'button' : 'link', { name })
        .boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await bar.getByRole('button', { name: 'Depósito' }).tap();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Fechar' }).tap();
    await bar.getByRole('link', { name: 'Promoções' }).tap();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(bar).toBeVisible();
    await fitsTheScreen(page, bar);

    await page.getByRole('button', { name: 'Entrar' }).first().tap();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByLabel('Usuário').fill('demo_player');
    await login.getByLabel('Senha').fill('Demo@2026');
    await login.getByRole('button', { name: 'Entrar' }).last().tap();
    await expect(login).toBeHidden();
    await closeNotices(page, true);
    await bar.getByRole('button', { name: 'Depósito' }).tap();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await expect(centre.getByRole('heading', { name: 'Depósito' })).toBeVisible();
    await fitsTheScreen(page, centre);
    await centre.getByRole('button', { name: 'Fechar' }).tap();

    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).tap();
    await expect(page).toHaveURL(/\/game$/);
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    const frame = await page.locator('iframe.game-frame').boundingBox();
    expect(frame).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await page.getByRole('button', { name: 'Mostrar saldo, depósito e voltar' }).tap();
    await expect(page.locator('.game-handle .balance-value')).toHaveText(/^R\$/);
    await page.getByRole('button', { name: 'Voltar' }).tap();
    await expect(page).toHaveURL(/\/inhouse$/);
    await expect(bar).toBeVisible();
    await page.close();
  });

  test('no dialog is wider than a 360 px screen, the SMS countdown included', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Cadastrar' }).first().click();
    const register = page.getByRole('dialog', { name: 'Cadastrar' });
    await fitsTheScreen(page, register);
    await register.getByRole('tab', { name: 'Celular' }).click();
    await register.getByLabel('Número de celular').fill('21977776666');
    await register.getByRole('button', { name: 'Enviar código' }).click();
    await expect(register.getByRole('button', { name: /Código enviado/ })).toBeVisible({ timeout: 20_000 });
    await fitsTheScreen(page, register);
    await register.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Entrar' }).first().click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await fitsTheScreen(page, login);
    await login.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Esqueceu a senha?' });
    await forgot.getByRole('tab', { name: 'Celular' }).click();
    await fitsTheScreen(page, forgot);
    await forgot.getByRole('button', { name: 'Fechar' }).click();

    await logIn(page, 'demo_agent');
    await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('button', { name: 'Conta' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    // The phone's centre opens on its overview; each section is a screen of its own with the way back.
    const sections = centre.getByRole('navigation', { name: 'Todas as seções' });
    await expect(centre.getByRole('navigation', { name: 'Atalhos da conta' })).toBeVisible();
    await fitsTheScreen(page, centre);
    for (const entry of ['Saque', 'Extrato da conta', 'Histórico de apostas', 'Transferir saldo']) {
      await sections.getByRole('button', { name: entry, exact: true }).click();
      await expect(centre.getByRole('heading', { name: entry })).toBeVisible();
      await fitsTheScreen(page, centre);
      // Every table of the centre fits the screen: no cell reaches past the dialog's right edge.
      const box = await centre.boundingBox();
      for (const cell of await centre.locator('table td, table th').all())
        if (await cell.isVisible()) {
          const b = await cell.boundingBox();
          if (b && box) expect(b.x + b.width, entry).toBeLessThanOrEqual(box.x + box.width + 1);
        }
      if (entry !== 'Transferir saldo') await centre.getByRole('button', { name: 'Voltar à conta' }).click();
    }
    await centre.getByLabel('Valor').first().fill('10');
    await centre.getByRole('button', { name: 'Transferir para', exact: true }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'Confirmar transferência' });
    await fitsTheScreen(page, ask);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await page.close();
  });

  test("every section of a phone's member centre fits a 360 px screen: tables as cards, tabs in the width", async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await logIn(page, 'demo_agent');
    await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('button', { name: 'Conta' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    const rows = centre.getByRole('navigation', { name: 'Todas as seções' }).getByRole('button');
    const names = await rows.allTextContents();
    expect(names.length).toBeGreaterThan(10);
    for (let i = 0; i < names.length; i++) {
      await rows.nth(i).click();
      await expect(centre.locator('#mc-heading')).toBeFocused();
      await page.waitForLoadState('networkidle');
      const past = await centre.evaluate((root) => {
        const right = root.getBoundingClientRect().right + 1;
        return [...root.querySelectorAll('.mc-panel *')]
          .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > right)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
          .slice(0, 3);
      });
      expect(past, names[i]).toEqual([]);
      await centre.getByRole('button', { name: 'Voltar à conta' }).click();
    }
    await page.close();
  });
});

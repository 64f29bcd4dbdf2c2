import { expect, type Page, test } from '@playwright/test';
import { codeOf, consolePage, enrolInConsole, operatorCli } from './console-session.ts';
import { logIn } from './login.ts';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
/** Cents of an amount as the portal shows it in Portuguese ("R$ 1.123,45"). */
const amountOf = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9,]/g, '').replace(',', '.')) * 100);

/** A call of the portal's API as the member signed in on `page` (data for the console is made through the API). */
function asMember<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: b === undefined ? null : JSON.stringify(b),
      });
      const json = await res.json();
      if (!json.success) throw new Error(`${m} ${p}: ${json.message}`);
      return json.value;
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

test.describe('operator console', () => {
  test('an admin enrols two-factor, approves a manual deposit from the queue, and the player’s balance grows', async ({
    page,
    browser,
  }) => {
    const admin = operatorCli('create-operator', 'e2e.admin', 'admin');
    await logIn(page, 'demo_agent');
    await expect(page.locator('.balance-value')).toHaveText(/\d/);
    const before = amountOf(await page.locator('.balance-value').textContent());
    const channels = await asMember<Array<{ id: number; kind: string }>>(page, 'GET', '/wps/v2/deposit/channels');
    const bank = channels.find((c) => c.kind === 'manual');
    const { ref } = await asMember<{ ref: string }>(page, 'POST', '/wps/v2/deposit/manual', {
      channelId: bank?.id,
      amount: '123.45',
      proofs: [PNG],
    });

    const op = await consolePage(browser, admin.username, admin.password);
    await enrolInConsole(op);

    await op.getByRole('link', { name: /Deposits/ }).click();
    const row = op.getByRole('row').filter({ hasText: ref });
    await expect(row).toContainText('123.45');
    await row.getByRole('button', { name: 'Approve' }).click();
    await op.getByRole('dialog', { name: 'Approve this deposit?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(op.getByText(`Deposit ${ref} approved.`)).toBeVisible();
    await expect(op.getByRole('row').filter({ hasText: ref })).toHaveCount(0);
    await op.getByRole('button', { name: 'Paid', exact: true }).click();
    await expect(op.getByRole('row').filter({ hasText: ref })).toContainText('e2e.admin');

    await page.reload();
    await expect(page.locator('.balance-value')).not.toHaveText('');
    await expect.poll(async () => amountOf(await page.locator('.balance-value').textContent())).toBe(before + 12_345);
  });

  test('support sees the withdrawal queue but no pay button', async ({ page, browser }) => {
    const support = operatorCli('create-operator', 'e2e.support', 'support');
    await logIn(page, 'demo_agent');
    await asMember(page, 'PUT', '/wps/v2/member/paymentPassword', { password: '135790' });
    await asMember(page, 'POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Banco Demo',
      accountName: 'Demo Agent',
      accountNo: '99001122',
      paymentPassword: '135790',
    });
    const sec = await asMember<{ boundAccounts: Array<{ id: number }> }>(page, 'GET', '/wps/v2/member/securityConfig');
    const w = await asMember<{ id: number }>(page, 'POST', '/wps/v2/withdraw/request', {
      amount: '40',
      boundAccountId: sec.boundAccounts[0]?.id,
      paymentPassword: '135790',
    });

    const op = await consolePage(browser, support.username, support.password);
    await expect(op.getByRole('link', { name: /Members/ })).toBeVisible();
    await expect(op.getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
    await op.getByRole('link', { name: /Withdrawals/ }).click();
    const row = op.getByRole('row').filter({ hasText: '•••• 1122' });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText(String(w.id));
    await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await expect(op.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  });

  test('a finance operator pays a withdrawal from the queue and the player confirms receipt in the portal', async ({
    page,
    browser,
  }) => {
    const finance = operatorCli('create-operator', 'e2e.payer', 'finance');
    await logIn(page, 'demo_level3');
    await asMember(page, 'PUT', '/wps/v2/member/paymentPassword', { password: '864200' });
    await asMember(page, 'POST', '/wps/v2/member/boundAccounts', {
      kind: 'bank',
      provider: 'Banco Demo',
      accountName: 'Level Three',
      accountNo: '77001133',
      paymentPassword: '864200',
    });
    const sec = await asMember<{ boundAccounts: Array<{ id: number }> }>(page, 'GET', '/wps/v2/member/securityConfig');
    const w = await asMember<{ id: number }>(page, 'POST', '/wps/v2/withdraw/request', {
      amount: '25',
      boundAccountId: sec.boundAccounts[0]?.id,
      paymentPassword: '864200',
    });

    const op = await consolePage(browser, finance.username, finance.password);
    await enrolInConsole(op);
    await op.getByRole('link', { name: /Withdrawals/ }).click();
    const row = op.getByRole('row').filter({ hasText: '77001133' });
    await expect(row).toContainText(String(w.id));
    await row.getByRole('button', { name: 'Pay' }).click();
    await op.getByRole('dialog', { name: 'Mark this withdrawal paid?' }).getByRole('button', { name: 'Pay' }).click();
    await expect(op.getByText(`Withdrawal #${w.id} marked paid.`)).toBeVisible();

    // The player answers the payout in the withdrawal record; the console shows the answer.
    await page.reload();
    await page.getByRole('button', { name: /Conta Level Three/ }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.getByRole('button', { name: 'Saque' }).first().click();
    await centre.getByRole('button', { name: 'Recebido' }).click();
    await expect(centre.getByRole('cell', { name: 'Recebido' })).toBeVisible();
    await op.getByRole('button', { name: 'All', exact: true }).click();
    await expect(op.getByRole('row').filter({ hasText: '77001133' })).toContainText('e2e.payer');
  });

  test('an admin signs in with two-factor, notes and locks a member, and the member can no longer log in', async ({
    page,
    browser,
  }) => {
    const keeper = operatorCli('create-operator', 'e2e.keeper', 'admin');
    const first = await consolePage(browser, keeper.username, keeper.password);
    const secret = await enrolInConsole(first);
    await expect(first.getByRole('link', { name: /Members/ })).toBeVisible();

    // A later sign-in asks for a code, and only a fresh one opens the console.
    const op = await consolePage(browser, keeper.username, keeper.password);
    await op.getByLabel('Six-digit code').fill(codeOf(secret, 1));
    await op.getByRole('button', { name: 'Verify' }).click();
    await op.getByRole('link', { name: /Members/ }).click();
    await op.getByLabel('Search members').fill('duda.m');
    await op.getByRole('button', { name: 'Search' }).click();
    await op.getByRole('link', { name: 'duda.m' }).click();
    await expect(op.getByRole('heading', { name: 'Notes' })).toBeVisible();

    await op.getByLabel('New note').fill('Chargeback opened with the bank.');
    await op.getByRole('button', { name: 'Add note' }).click();
    const notes = op.getByRole('region', { name: 'Notes' });
    await expect(notes.getByText('Chargeback opened with the bank.')).toBeVisible();
    await expect(notes.getByText(/e2e\.keeper ·/)).toBeVisible();

    await op.getByRole('button', { name: 'Lock' }).click();
    const lock = op.getByRole('dialog', { name: 'Lock duda.m' });
    await lock.getByLabel('Reason').fill('Chargeback under review');
    await lock.getByRole('button', { name: 'Lock' }).click();
    await expect(op.getByText('Member locked.')).toBeVisible();
    await expect(op.getByRole('button', { name: 'Unlock' })).toBeVisible();

    // A player no other spec signs in as (the lock stays).
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByLabel('Usuário').fill('duda.m');
    await login.getByLabel('Senha').fill('Demo@2026');
    await login.getByRole('button', { name: 'Entrar' }).last().click();
    await expect(
      page.getByText('Esta conta está bloqueada. Entre em contato com o atendimento ao cliente'),
    ).toBeVisible();
    await expect(page.locator('.balance-value')).toHaveCount(0);
  });
});

test.describe('operator console: games and second approvals', () => {
  test('a vendor switched to maintenance in the console shows as under maintenance on the portal’s next load', async ({
    page,
    browser,
  }) => {
    const gamer = operatorCli('create-operator', 'e2e.gamer', 'admin');
    const op = await consolePage(browser, gamer.username, gamer.password);
    await enrolInConsole(op);
    await op.getByRole('link', { name: /Games/ }).click();
    const down = op.getByRole('switch', { name: 'Gryphon Gaming under maintenance on this brand' });
    await expect(down).toHaveAttribute('aria-checked', 'false');
    await down.click();
    await expect(down).toHaveAttribute('aria-checked', 'true');
    await expect(op.getByText('Gryphon Gaming saved.')).toBeVisible();

    // The portal's lists are cached for a few seconds: the next load after them shows the vendor down, with other
    // games to play instead.
    await expect(async () => {
      await page.goto('/rng?page=GRX');
      await expect(page.getByText('Gryphon Gaming está em manutenção')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Outros jogos populares' })).toBeVisible();
    await expect(page.locator('.tile-grid .tile-card').first()).toBeVisible();
    await expect(page.locator('.tile-grid .tile-down')).toHaveCount(0);

    await down.click();
    await expect(down).toHaveAttribute('aria-checked', 'false');
  });

  test('a balance adjustment above the threshold waits for a second finance operator, who approves it', async ({
    browser,
  }) => {
    const first = operatorCli('create-operator', 'e2e.cash1', 'finance');
    const second = operatorCli('create-operator', 'e2e.cash2', 'finance');
    const op = await consolePage(browser, first.username, first.password);
    await enrolInConsole(op);
    await op.getByRole('link', { name: /Members/ }).click();
    await op.getByLabel('Search members').fill('demo_level3');
    await op.getByRole('button', { name: 'Search' }).click();
    await op.getByRole('link', { name: 'demo_level3' }).click();
    const balance = op.locator('.tile').filter({ hasText: 'Main balance' }).locator('.tile-value');
    await expect(balance).toHaveText(/\d/);
    const before = await balance.textContent();

    await op.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = op.getByRole('dialog', { name: "Adjust demo_level3's balance" });
    await expect(dialog.getByText('Above 1,000.00 needs a second operator')).toBeVisible();
    await dialog.getByLabel('Amount').fill('1500.00');
    await dialog.getByLabel('Reason').fill('VIP goodwill after outage');
    await dialog.getByRole('button', { name: 'Adjust balance' }).click();
    await expect(op.getByText(/sent for approval/)).toBeVisible();
    const mine = op.getByRole('region', { name: 'Balance adjustments' });
    await expect(mine.getByRole('row').filter({ hasText: 'VIP goodwill after outage' })).toContainText('Waiting');
    await expect(mine.getByText('Waits for another operator')).toBeVisible();
    await expect(balance).toHaveText(before ?? '');

    const checker = await consolePage(browser, second.username, second.password);
    await enrolInConsole(checker);
    await checker.getByRole('link', { name: /Adjustment approvals/ }).click();
    const row = checker.getByRole('row').filter({ hasText: 'VIP goodwill after outage' });
    await expect(row).toContainText('demo_level3');
    await expect(row).toContainText('e2e.cash1');
    await row.getByRole('button', { name: 'Approve' }).click();
    await checker
      .getByRole('dialog', { name: 'Approve this adjustment?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(checker.getByText('Adjustment approved and posted.')).toBeVisible();
    await expect(checker.getByRole('row').filter({ hasText: 'VIP goodwill after outage' })).toHaveCount(0);

    await op.reload();
    await expect(mine.getByRole('row').filter({ hasText: 'VIP goodwill after outage' })).toContainText('Posted');
    await expect(mine.getByRole('row').filter({ hasText: 'VIP goodwill after outage' })).toContainText('e2e.cash2');
    await expect(balance).not.toHaveText(before ?? '');
  });
});

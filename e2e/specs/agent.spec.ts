import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { logIn } from './login.ts';

test.describe('agent centre', () => {
  test('an agent opens the agent centre from the avatar menu: team overview and team list', async ({ page }) => {
    await logIn(page, 'demo_agent');

    await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
    await page.getByRole('menuitem', { name: 'Central do agente' }).click();
    const centre = page.getByRole('dialog', { name: 'Central do agente' });
    await expect(centre.getByRole('heading', { name: 'Visão geral da equipe' })).toBeVisible();
    await expect(centre.getByTestId('referral-link')).toHaveText(`${baseURL}/register?referralCode=DEMOAGENT`);
    await expect(centre.getByText('DEMOAGENT', { exact: true })).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Minha renda' })).toBeEnabled();

    await centre.getByRole('button', { name: 'Gestão da equipe' }).click();
    await expect(centre.getByRole('rowheader', { name: 'demo_down1' })).toBeVisible();
    await expect(centre.getByRole('rowheader', { name: 'demo_down2' })).toBeVisible();
    await centre.getByRole('searchbox').fill('demo_down2');
    await centre.getByRole('button', { name: 'Buscar' }).click();
    await expect(centre.getByRole('rowheader', { name: 'demo_down1' })).toBeHidden();
    await expect(centre.getByRole('rowheader', { name: 'demo_down2' })).toBeVisible();

    await centre.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(centre).toBeHidden();
  });

  test("an agent registers a sub-agent, reads team betting with totals and a downline's account details", async ({
    page,
  }) => {
    await logIn(page, 'demo_agent');
    await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
    await page.getByRole('menuitem', { name: 'Central do agente' }).click();
    const centre = page.getByRole('dialog', { name: 'Central do agente' });

    // Register account: a sub-agent directly under demo_agent, with the initial password to pass on.
    const name = `sub${Date.now().toString(36)}`.slice(0, 14);
    await centre.getByRole('button', { name: 'Cadastrar conta' }).click();
    await centre.getByRole('radio', { name: 'Subagente' }).check();
    await centre.getByLabel(/^Usuário/).fill(name);
    await centre.getByRole('button', { name: 'Criar conta' }).click();
    await expect(centre.getByRole('heading', { name: 'Conta de subagente criada' })).toBeVisible();
    await expect(centre.getByTestId('created-username')).toHaveText(name.toLowerCase());
    await centre.getByRole('button', { name: 'Ver a equipe' }).click();
    await expect(centre.getByRole('rowheader', { name: name.toLowerCase() })).toBeVisible();
    // Still on its first password: the agent may issue a new one (the old one stops), shown once.
    await centre.getByRole('button', { name: `Nova senha inicial para ${name.toLowerCase()}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Nova senha inicial' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    const issued = page.getByRole('alertdialog', { name: 'Senha inicial' });
    await expect(issued).toContainText(`Nova senha inicial de ${name.toLowerCase()}:`);
    await expect(issued).toContainText('Vale por 7 dias sem uso');
    await issued.getByRole('button', { name: 'Confirmar' }).click();

    // Team management opens a downline's own team, level by level.
    await centre.getByRole('button', { name: /Mostrar a equipe de demo_subagent \(/ }).click();
    await expect(centre.getByRole('rowheader', { name: 'demo_subagent2' })).toBeVisible();
    await centre.getByRole('button', { name: /Mostrar a equipe de demo_subagent2/ }).click();
    await expect(centre.getByRole('rowheader', { name: 'demo_level3' })).toBeVisible();

    // Team betting: the team's settled rounds with their totals.
    await centre.getByRole('button', { name: 'Apostas da equipe' }).click();
    const totals = centre.getByTestId('report-totals');
    await expect(totals).toBeVisible();
    await expect(totals.getByText('Apostas', { exact: true })).toBeVisible();
    await expect(centre.getByRole('rowheader', { name: 'demo_level3' }).first()).toBeVisible();

    // Account details of demo_down1, opened from team management.
    await centre.getByRole('button', { name: 'Gestão da equipe' }).click();
    await centre.getByRole('button', { name: 'Detalhes da conta de demo_down1' }).click();
    await expect(centre.getByRole('heading', { name: 'Detalhes da conta' })).toBeVisible();
    await expect(centre.getByText(/Movimentações de demo_down1: \d+/).first()).toBeVisible();
    await expect(centre.getByRole('table')).toContainText('1.000,00');
  });
});

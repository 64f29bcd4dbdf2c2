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
    await expect(centre.getByRole('button', { name: 'Avisos' })).toBeDisabled();

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
});

import { expect, type Page, test } from '@playwright/test';
import { logIn } from './login.ts';

const openAgentCentre = async (page: Page) => {
  await page.getByRole('button', { name: /Conta Demo Agent/ }).click();
  await page.getByRole('menuitem', { name: 'Central do agente' }).click();
  return page.getByRole('dialog', { name: 'Central do agente' });
};

test.describe('agent contracts', () => {
  test('an agent offers a real-time salary contract, the player accepts and plays, the 5-minute tick pays the agent', async ({
    browser,
  }) => {
    const agentPage = await (await browser.newContext()).newPage();
    const playerPage = await (await browser.newContext()).newPage();

    // demo_agent offers demo_down1 0.50 % from its own 1.00 %.
    await logIn(agentPage, 'demo_agent');
    const centre = await openAgentCentre(agentPage);
    await centre.getByRole('button', { name: 'Salário em tempo real' }).click();
    await expect(centre.getByText('Você pode oferecer até 1,00%')).toBeVisible();
    await centre.getByRole('textbox', { name: 'Subordinado' }).fill('demo_down1');
    await centre.getByLabel('Taxa (%)').first().fill('0,50');
    await centre.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(agentPage.getByText('Contrato oferecido a demo_down1')).toBeVisible();
    await expect(centre.getByRole('row', { name: /demo_down1/ })).toContainText('Em andamento');

    // demo_down1, a player, answers in its member centre.
    await logIn(playerPage, 'demo_down1');
    await playerPage.getByRole('button', { name: /Conta Downline One/ }).click();
    await playerPage.getByRole('menuitem', { name: 'Central do membro' }).click();
    const member = playerPage.getByRole('dialog', { name: 'Central pessoal' });
    await member.getByRole('button', { name: 'Solicitações de contrato' }).click();
    await expect(member.getByText('Salário em tempo real de demo_agent')).toBeVisible();
    await member.getByRole('button', { name: 'Aceitar' }).click();
    await expect(playerPage.getByText('Contrato aceito')).toBeVisible();
    await member.getByRole('button', { name: 'Fechar' }).first().click();

    // It plays three 10.00 spins of the in-house slot.
    await playerPage.goto('/inhouse');
    await playerPage.getByRole('button', { name: 'Jogar Lumen Reels 5x3' }).click();
    const frame = playerPage.frameLocator('iframe.game-frame');
    await expect(frame.locator('#bal')).not.toHaveText('…');
    await frame.locator('#bet').selectOption('10.00');
    for (let i = 0; i < 3; i++) {
      await frame.getByRole('button', { name: 'Girar' }).click();
      await expect(frame.locator('#msg')).toHaveText(/Você ganhou|Sem prêmio/);
      await expect(frame.getByRole('button', { name: 'Girar' })).toBeEnabled();
    }

    // The clock moves past the window and its payout delay (the server's development tick, as the job would).
    const tick = await agentPage.request.post('/dev/jobs/run', {
      data: { names: ['contract-payouts'], at: new Date(Date.now() + 8 * 60_000).toISOString() },
    });
    expect((await tick.json()).value.ran).toEqual(['contract-payouts']);

    // My income (the agent centre is still open): the real-time line, which opens the contract's payout records.
    await centre.getByRole('button', { name: 'Minha renda' }).click();
    const line = centre.getByRole('row', { name: /Salário em tempo real/ }).first();
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: 'Ver pagamentos' }).click();
    await expect(centre.getByRole('heading', { name: 'Salário em tempo real', exact: true })).toBeVisible();
    await expect(centre.getByRole('cell', { name: 'demo_agent' }).first()).toBeVisible();
    await expect(centre.getByRole('cell', { name: '0,50%' }).first()).toBeVisible(); // what it passed down

    // demo_down1's contract runs; its own play earns it no salary (a holder's own bets count for its upline only,
    // docs/decisions.md), so the agent kept the whole share above.
    await centre.getByRole('button', { name: 'Gestão da equipe' }).click();
    await expect(centre.getByRole('row', { name: /demo_down1/ })).toContainText('Salário em tempo real: em vigor');
  });
});

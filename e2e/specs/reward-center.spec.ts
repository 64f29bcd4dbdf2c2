import { expect, type Page, test } from '@playwright/test';
import { asAdmin } from './operator.ts';
import { registerPlayer } from './register.ts';

/** A player's relay call with the page's session, as the portal makes it: the envelope of the answer. */
async function asPlayer(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  return (await res.json()) as { success: boolean; message: string; value: unknown };
}

/** The smallest valid PNG (one transparent pixel): the application's screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Compartilhe sua grande vitória';

test.describe('rewards centre', () => {
  test('a new player applies with a screenshot, the operator approves 25.00, the player claims it in the rewards centre once and opens the red envelope once', async ({
    page,
  }) => {
    const username = `rwd${Date.now().toString(36)}`.slice(0, 14);
    await registerPlayer(page, username);

    // The application: a comment and one PNG; the card then says it is under review.
    await page.goto('/promotions');
    const card = page.locator('.promo-card', { hasText: TITLE });
    await card.getByRole('button', { name: 'Solicitar' }).click();
    const form = page.getByRole('dialog', { name: `Solicitar: ${TITLE}` });
    await form.getByLabel('Comentário').fill('Acertei a múltipla do clássico!');
    await form.locator('input[type="file"]').setInputFiles({ name: 'bilhete.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Imagem 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Solicitação enviada')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(card.getByText('Em análise')).toBeVisible();

    // The operator finds it by the player's name and approves 25.00: it waits for the player's claim.
    const waiting = await asAdmin<{ rows: Array<{ id: number; username: string; imageUrls: string[] }> }>(
      'GET',
      '/admin/api/console/brands/LUMEN/promotion-applications?status=in_process&size=200',
    );
    const application = waiting.rows.find((r) => r.username === username);
    if (!application) throw new Error(`no application of ${username}`);
    expect(application.imageUrls).toHaveLength(1);
    const approved = await asAdmin<{ status: string; amount: string }>(
      'POST',
      `/admin/api/console/promotions/applications/${application.id}/approve`,
      { amount: '25.00' },
    );
    expect(approved).toMatchObject({ status: 'approved', amount: '25.00' });

    // The rewards centre lists it under the rewards to claim; the claim credits the bonus wallet.
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(`Conta ${username}`) }).click();
    await page.getByRole('menuitem', { name: 'Central do membro' }).click();
    const centre = page.getByRole('dialog', { name: 'Central pessoal' });
    await centre.locator('.mc-item[data-page="rewardCenter"]').click();
    const toClaim = centre.locator('section', { has: page.getByRole('heading', { name: 'Recompensas a resgatar' }) });
    await expect(toClaim.getByText(TITLE)).toBeVisible();
    await toClaim.getByRole('button', { name: `Resgatar ${TITLE}` }).click();
    await expect(page.getByText(/R\$\s25,00 adicionado à sua carteira de bônus\./)).toBeVisible();
    // It leaves the list (the sign-up gift a new player has due stays there).
    await expect(toClaim.getByRole('button', { name: `Resgatar ${TITLE}` })).toHaveCount(0);
    await expect(toClaim.getByRole('button', { name: 'Resgatar Presente de cadastro' })).toBeVisible();

    // Claimed once: a second claim is refused and nothing more is paid.
    const cards = (await asPlayer(page, 'GET', '/wps/relay/MCSFE_getAvailablePromotions?pageSize=50')).value as {
      list: Array<{ id: number; title: string; status: string }>;
    };
    const promotion = cards.list.find((c) => c.title === TITLE);
    expect(promotion?.status).toBe('issued');
    const again = await asPlayer(page, 'POST', '/wps/relay/MCSFE_claimPromotion', { promotionId: promotion?.id });
    expect(again).toMatchObject({ success: false, message: 'promotion_nothing_to_claim' });
    const wallet = (await asPlayer(page, 'GET', '/wps/v2/wallets/balance')).value as { bonus: string };
    expect(wallet.bonus).toBe('25.00');

    // bonusDetails shows the bonus with its turnover (25.00 × 5).
    await centre.locator('.mc-item[data-page="bonusDetails"]').click();
    const bonus = centre.getByRole('list', { name: 'Seus bônus' }).getByRole('listitem').filter({ hasText: TITLE });
    await expect(bonus).toBeVisible();
    await expect(bonus.getByText('Ativo')).toBeVisible();
    await expect(bonus.getByText(/R\$\s0,00 de R\$\s125,00 em apostas válidas/)).toBeVisible();

    // The demo brand's red envelope: opened once, its amount shown and toasted; the Open button is gone for good.
    await centre.locator('.mc-item[data-page="rewardCenter"]').click();
    const open = centre.getByRole('button', { name: 'Abrir o envelope vermelho Envelope vermelho da sorte' });
    await open.click();
    await expect(page.getByText(/Envelope vermelho: R\$\s\d,\d\d adicionado à sua carteira\./)).toBeVisible();
    const envelope = centre.locator('article.envelope');
    await expect(envelope.getByText(/Você ganhou R\$\s\d,\d\d/)).toBeVisible();
    await expect(open).toHaveCount(0);
    await centre.locator('.mc-item[data-page="bonusDetails"]').click();
    await centre.locator('.mc-item[data-page="rewardCenter"]').click();
    await expect(envelope.getByText(/Você ganhou R\$\s\d,\d\d/)).toBeVisible();
    await expect(open).toHaveCount(0);
    const status = (await asPlayer(page, 'GET', '/wps/relay/MCSFE_getRafflePromotionStatus')).value as {
      list: Array<{ id: number; kind: string }>;
    };
    const eventId = status.list.find((e) => e.kind === 'red_envelope')?.id;
    const twice = await asPlayer(page, 'POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      eventId,
      requestId: `e2e-again-${Date.now().toString(36)}`,
    });
    expect(twice).toMatchObject({ success: false, message: 'raffle_already_claimed' });
  });
});

import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { operatorHeaders } from './operator.ts';

// A 1x1 PNG, as a phone's screenshot would be (the server checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const COMPLAINT = 'Meu saque de ontem ainda não chegou na minha conta.';
const ANSWER = 'Verificamos: o saque foi pago hoje às 10h.';

test('a player sends feedback with an image, the operator answers, and the answer arrives in the inbox', async ({
  page,
  request,
}) => {
  await logIn(page, 'demo_down1');
  const header = page.getByRole('banner');
  // The brand's broadcast (and a contract offer, when the contracts spec ran first) waits unread; the player clears it.
  await header.getByRole('button', { name: /^Mensagens, \d+ não lidas$/ }).click();
  const centre = page.getByRole('dialog', { name: 'Central pessoal' });
  await expect(centre.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  await centre.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(header.getByRole('button', { name: 'Mensagens', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toBeHidden();

  await centre.getByRole('button', { name: 'Feedback', exact: true }).click();
  await centre.getByRole('group', { name: 'Sobre o que é?' }).getByText('Saque').click();
  await expect(centre.getByRole('radio', { name: 'Saque' })).toBeChecked();
  await centre.getByLabel('Seu feedback').fill(COMPLAINT);
  await centre
    .getByLabel('Adicionar imagem')
    .setInputFiles({ name: 'extrato.png', mimeType: 'image/png', buffer: PNG });
  await expect(centre.getByRole('img', { name: 'Imagem 1' })).toBeVisible();
  await centre.getByRole('button', { name: 'Enviar feedback' }).click();
  const mine = centre.getByRole('region', { name: 'Meus feedbacks' });
  await expect(mine.getByText(COMPLAINT)).toBeVisible();
  await expect(mine.getByText('Aguardando resposta')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Imagem 1' })).toBeVisible();

  const headers = operatorHeaders();
  const pending = (await (await request.get('/admin/api/feedback?status=pending', { headers })).json()).value as {
    rows: Array<{ id: number; username: string; images: number[] }>;
  };
  const row = pending.rows.find((r) => r.username === 'demo_down1');
  expect(row?.images).toHaveLength(1);
  const answered = await request.post(`/admin/api/feedback/${row?.id}/answer`, { headers, data: { answer: ANSWER } });
  expect((await answered.json()).success).toBe(true);

  // The header asks again when the player comes back to the tab (and every minute while it is open).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await expect(header.getByRole('button', { name: 'Mensagens, 1 não lidas' })).toBeVisible();
  // The member centre is still open: its menu carries the same count.
  await centre.getByRole('button', { name: 'Mensagens 1 não lida' }).click();
  const message = centre.getByRole('button', { name: /Resposta ao seu feedback/ });
  await message.click();
  await expect(message).toHaveAttribute('aria-expanded', 'true');
  await expect(centre.getByText(ANSWER)).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toBeHidden();
  await expect(header.getByRole('button', { name: 'Mensagens', exact: true })).toBeVisible();

  await centre.getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(mine.getByText('Respondido')).toBeVisible();
  await expect(mine.getByText(ANSWER)).toBeVisible();
});

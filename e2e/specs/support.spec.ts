import { expect, test } from '@playwright/test';
import { operatorHeaders } from './operator.ts';

test('a visitor opens online customer service, writes, and reads the support operator’s answer', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Atendimento' }).click();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Atendimento online' }).click(),
  ]);
  await popup.waitForURL(/\/support\/chat\?channel=live$/);
  await expect(popup.getByText('Olá! Como podemos ajudar?')).toBeVisible();
  await popup.getByRole('textbox', { name: 'Digite sua mensagem' }).fill('Onde está meu depósito?');
  await popup.getByRole('button', { name: 'Enviar' }).click();
  await expect(popup.getByRole('log').getByText('Onde está meu depósito?')).toBeVisible();

  const headers = operatorHeaders();
  const inbox = (await (await request.get('/admin/api/support/conversations', { headers })).json()).value as Array<{
    id: number;
    lastMessage: string;
  }>;
  const conversation = inbox.find((c) => c.lastMessage === 'Onde está meu depósito?');
  expect(conversation).toBeDefined();
  await request.post(`/admin/api/support/conversations/${conversation?.id}/reply`, {
    headers,
    data: { body: 'Já estamos verificando, um momento.' },
  });
  await expect(popup.getByRole('log').getByText('Já estamos verificando, um momento.')).toBeVisible();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPortal } from './render.tsx';

/** Opens the portal's login popup on / and switches it to mobile + SMS code with this number typed in. */
export async function openSmsLogin(mobile: string): Promise<HTMLElement> {
  renderPortal('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
  await userEvent.click(within(dialog).getByRole('button', { name: /Forma de entrar/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Celular e código' }));
  await userEvent.type(within(dialog).getByLabelText('Número de celular'), mobile);
  return dialog;
}

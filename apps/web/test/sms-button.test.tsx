import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { Failure, fakeApi, permission, shellRoutes } from './fake-api.ts';
import { openSmsLogin } from './sms-login.ts';

/** The SMS button counts down the code's lifetime, the same span in which the server refuses a new code. */
function smsLoginApi(answer: () => unknown) {
  const status = permission({ mods: ['DIRECTREG3', 'MOBILEVERCODELOGIN3'] });
  status.info.register.humanCheck = 'off';
  return fakeApi({
    ...shellRoutes(status),
    'POST /wps/verification/sms/noLogin': answer,
  });
}

async function sendFromLogin() {
  const dialog = await openSmsLogin('11999990001');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
  return dialog;
}

describe('SMS button', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts down expiredMinutes x 60 seconds after a send', async () => {
    smsLoginApi(() => ({ expiredMinutes: 5, expirationTime: Date.now() + 300_000 }));
    const dialog = await sendFromLogin();
    const button = await within(dialog).findByRole('button', { name: /Código enviado \((300|299)\)/ });
    expect(button).toBeDisabled();
  });

  it('counts down to the live code’s end when the server says it is too soon, and shows its message', async () => {
    smsLoginApi(() => new Failure('sms_too_soon', { expirationTime: Date.now() + 120_000 }, 429));
    const dialog = await sendFromLogin();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Aguarde a contagem para reenviar');
    expect(within(dialog).getByRole('button', { name: /Código enviado \((120|119)\)/ })).toBeDisabled();
  });

  it('warns about an invalid number without sending, and takes at most one click a second', async () => {
    const { calls } = smsLoginApi(() => new Failure('too_many_requests', null, 429));
    const sends = () => calls.filter((c) => c === 'POST /wps/verification/sms/noLogin').length;
    const dialog = await openSmsLogin('12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    const warning = (await screen.findAllByRole('alertdialog')).at(-1) as HTMLElement;
    expect(warning).toHaveTextContent('Formato de telefone inválido');
    expect(sends()).toBe(0);
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirmar' }));

    await userEvent.type(within(dialog).getByLabelText('Número de celular'), '999990001');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start + 1500);
    const button = within(dialog).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(sends()).toBe(1));
    // The refusal is back and the button enabled again; a click within the same second still sends nothing.
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(sends()).toBe(1);
    clock.mockReturnValue(start + 3000);
    await userEvent.click(button);
    await vi.waitFor(() => expect(sends()).toBe(2));
    clock.mockRestore();
  });
});

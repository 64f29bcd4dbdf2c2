import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/shared/session/store.ts';
import { useUi } from '../src/shared/ui/store.ts';
import { fakeApi, permission, shellRoutes } from './fake-api.ts';
import { renderPortal } from './render.tsx';

/** Forgot password by phone: PWRESETSMS3 sends the code (api-paths: /wps/member/password/sms), CHNGPASSVERIF3 uses it. */
function forgotApi(mods: string[]) {
  const status = permission({ mods: ['DIRECTREG3', ...mods] });
  status.info.register.humanCheck = 'off';
  return fakeApi({
    ...shellRoutes(status),
    'POST /wps/member/password/sms': () => ({ expiredMinutes: 5, expirationTime: Date.now() + 300_000 }),
  });
}

async function openForgot() {
  renderPortal('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
  const login = await screen.findByRole('dialog', { name: 'Entrar' });
  await userEvent.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
  return screen.findByRole('dialog', { name: /senha/i });
}

describe('forgot password by phone', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, language: '' });
    useUi.setState({ modals: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the reset code from the phone tab through the password SMS call', async () => {
    const { calls } = forgotApi(['CHNGPASSVERIF3', 'PWRESETSMS3']);
    const dialog = await openForgot();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Celular' }));
    await userEvent.type(within(dialog).getByLabelText('Número de celular'), '11999990001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await vi.waitFor(() => expect(calls).toContain('POST /wps/member/password/sms'));
    expect(calls).not.toContain('POST /wps/verification/sms/noLogin');
  });

  it('offers no phone tab when the brand does not send reset codes by SMS', async () => {
    forgotApi(['CHNGPASSVERIF3']);
    const dialog = await openForgot();
    expect(within(dialog).queryByRole('tab', { name: 'Celular' })).toBeNull();
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
  });
});

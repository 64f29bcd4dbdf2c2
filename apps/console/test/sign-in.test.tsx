import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../src/shared/session.ts';
import { fakeApi, me, pending } from './fake-api.ts';
import { renderConsole } from './render.tsx';

beforeEach(() => session.reset());

describe('sign-in', () => {
  it('asks for the authenticator code when the operator has two-factor, then opens the console by role', async () => {
    const calls = fakeApi({
      'POST /session': ({ body }) => {
        const b = body as { otp?: string };
        if (!b.otp) return { status: 401, error: 'two_factor_required' };
        if (b.otp !== '123456') return { status: 401, error: 'two_factor_invalid' };
        return {
          value: {
            token: 't',
            expiresAt: me('admin').expiresAt,
            role: 'admin',
            username: 'boss',
            twoFactor: 'verified',
          },
        };
      },
      'GET /session': () => ({ value: me('admin', 'boss') }),
      'GET /console/dashboard': () => ({ status: 500, error: 'internal' }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/');
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'Boss-Admin-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Six-digit code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong, expired or already used.');
    await user.type(screen.getByLabelText('Six-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The password went with the code; the admin sees every screen of the menu.
    expect(await screen.findByRole('link', { name: /Operators/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Audit log/ })).toBeInTheDocument();
    const last = calls.filter((c) => c.method === 'POST' && c.path === '/session').at(-1);
    expect(last?.body).toEqual({ username: 'boss', password: 'Boss-Admin-2026', otp: '123456' });
  });

  it('refuses an empty form without calling the server and shows a wrong password', async () => {
    const calls = fakeApi({ 'POST /session': () => ({ status: 401, error: 'operator_login_failed' }) });
    const user = userEvent.setup();
    renderConsole('/');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(calls).toHaveLength(0);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
  });

  it('sends admin and finance without a second factor to enrolment: QR, code, ten recovery codes', async () => {
    let enrolled = false;
    fakeApi({
      'POST /session': () => ({
        value: { token: 't', expiresAt: me('finance').expiresAt, role: 'finance', username: 'ana', twoFactor: 'enrol' },
      }),
      'GET /session': () => ({ value: { ...me('finance', 'ana'), twoFactor: enrolled ? 'verified' : 'enrol' } }),
      'POST /session/two-factor/enrolment': () => ({
        value: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Portal%20console:ana?secret=JBSWY3DPEHPK3PXP',
        },
      }),
      'POST /session/two-factor/confirm': () => {
        enrolled = true;
        return { value: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}-aaaa-bbbb`) } };
      },
      'GET /console/dashboard': () => ({ status: 500, error: 'internal' }),
      ...pending,
    });
    const user = userEvent.setup();
    renderConsole('/');
    await user.type(screen.getByLabelText('Username'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'Ana-Finance-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Set up two-factor sign-in')).toBeInTheDocument();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByTitle('QR code for your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Six-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const codes = await screen.findByRole('list', { name: 'Save your recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    const go = screen.getByRole('button', { name: 'Continue to the console' });
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    await user.click(go);
    // Finance: money screens, no operator management.
    expect(await screen.findByRole('link', { name: /Deposits/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Operators/ })).not.toBeInTheDocument();
  });

  it('returns to sign-in with a notice when the server ends the session', async () => {
    fakeApi({
      'GET /session': () => ({ status: 401, error: 'unauthorized' }),
      'GET /console/members': () => ({ status: 401, error: 'unauthorized' }),
      ...pending,
    });
    session.signedIn('old-token', me('support'));
    renderConsole('/members');
    expect(await screen.findByText('Your session ended. Sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(session.get().token).toBeNull());
  });
});

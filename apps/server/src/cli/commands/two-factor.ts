import type { Command } from '../client.ts';

/** Prints the session's token, so later runs pass OPERATOR_TOKEN instead of a fresh two-factor code each. */
export const session: Command = {
  name: 'session',
  usage: 'session   sign in (OPERATOR_OTP for admin and finance) and print the token for OPERATOR_TOKEN (8 hours)',
  run: async (_args, client) => ({ token: client.token, ...((await client.get('/admin/api/session')) as object) }),
};

/** Two-factor enrolment from a terminal, for an operator without the console at hand. */
export const twoFactorSetup: Command = {
  name: 'two-factor-setup',
  usage: 'two-factor-setup   start two-factor sign-in: prints the key and the otpauth URL for an authenticator app',
  run: async (_args, client) => client.post('/admin/api/session/two-factor/enrolment', {}),
};

export const twoFactorConfirm: Command = {
  name: 'two-factor-confirm',
  usage: 'two-factor-confirm <CODE>   confirm with a code from the app: prints the recovery codes (once) and a token',
  run: async ([code], client) => {
    if (!code) throw new Error('two-factor-confirm takes the six-digit code the authenticator app shows');
    const confirmed = (await client.post('/admin/api/session/two-factor/confirm', { code })) as object;
    return { ...confirmed, token: client.token };
  },
};

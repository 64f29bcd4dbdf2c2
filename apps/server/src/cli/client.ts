import type { Config } from '../config.ts';

/** A logged-in operator API client for the CLI: every command goes through the same API, audit and checks. */
export async function operatorClient(config: Config) {
  const base = config.OPERATOR_URL ?? `http://localhost:${config.PORT}`;
  if (!config.OPERATOR_TOKEN && !config.OPERATOR_PASSWORD)
    throw new Error('Set OPERATOR_PASSWORD (and OPERATOR_USERNAME if not admin), or OPERATOR_TOKEN.');
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : null,
    });
    const json = (await res.json()) as { success: boolean; message: string; value: unknown };
    if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
    return json.value;
  };
  // A session opened earlier (with a two-factor code) is reused as it is; else every run signs in.
  const token =
    config.OPERATOR_TOKEN ??
    (
      (await call('POST', '/admin/api/session', {
        username: config.OPERATOR_USERNAME,
        password: config.OPERATOR_PASSWORD,
        ...(config.OPERATOR_OTP ? { otp: config.OPERATOR_OTP } : {}),
      })) as { token: string }
    ).token;
  return {
    get: (path: string) => call('GET', path, undefined, token),
    put: (path: string, body: unknown) => call('PUT', path, body, token),
    post: (path: string, body: unknown) => call('POST', path, body, token),
    delete: (path: string) => call('DELETE', path, undefined, token),
    /** The password this client logged in with (for commands that must confirm it, such as passwd). */
    password: config.OPERATOR_PASSWORD,
    /** The session's bearer token (the `session` command hands it out for OPERATOR_TOKEN). */
    token,
  };
}
export type OperatorClient = Awaited<ReturnType<typeof operatorClient>>;

/** What a command may read besides the API: standard input, read whole. */
export interface CommandIo {
  stdin(): Promise<string>;
}

export const processIo: CommandIo = {
  stdin: async () => {
    if (process.stdin.isTTY) return '';
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

/** One operator CLI command; each lives in ./commands and is found by ./registry.ts. */
export interface Command {
  name: string;
  usage: string;
  run(args: string[], client: OperatorClient, io: CommandIo): Promise<unknown>;
}

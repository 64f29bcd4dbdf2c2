import { appSecret } from '../../config.ts';
import type { App } from '../../platform/http.ts';
import { providerSecret, walletClient } from '../provider/index.ts';

/** What the seamless wallet answers (HTTP 200 with a provider status). */
export interface WalletAnswer {
  status: string;
  balance?: string;
  playerId?: string;
}

/** The in-house games' client of the wallet API; it throws when the wallet cannot be reached or gives no answer. */
export type InhouseWallet = (
  op: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
) => Promise<WalletAnswer>;

/**
 * Signs as INHOUSE and calls the seamless-wallet API over HTTP, exactly as an outside provider would: this server's
 * own, or WALLET_API_URL.
 */
export function inhouseWallet(app: App): InhouseWallet {
  const { config } = app.deps;
  const secret = providerSecret(appSecret(config), 'INHOUSE');
  const base = () => {
    if (config.WALLET_API_URL) return config.WALLET_API_URL;
    const addr = app.server.address();
    return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : config.PORT}`;
  };
  return (op, body) => walletClient(base(), 'INHOUSE', secret)<WalletAnswer>(op, body);
}

/**
 * Whether the wallet answered a call: any status it decided on (OK, or a refusal such as BET_ROLLED_BACK). A request
 * it turned away unread (a bad signature, a clock out of its window) is no answer: it may pass when sent again.
 */
export const answered = (a: WalletAnswer) => a.status !== 'INVALID_SIGNATURE' && a.status !== 'STALE_REQUEST';

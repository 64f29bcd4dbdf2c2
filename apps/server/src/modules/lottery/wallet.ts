import { appSecret } from '../../config.ts';
import type { App } from '../../platform/http.ts';
import { providerSecret, walletClient } from '../provider/index.ts';

/** What the seamless wallet answers (HTTP 200 with a provider status). */
export interface WalletReply {
  status: string;
  balance?: string;
  playerId?: string;
}

/** The lottery's client of the wallet API: the in-house provider's signed calls (the lottery is our own provider). */
export type LotteryWallet = (op: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) => Promise<WalletReply>;

export const LOTTERY_PROVIDER = 'INHOUSE';

/** Signs as INHOUSE and calls this server's wallet API (or WALLET_API_URL), as the in-house games do. */
export function lotteryWallet(app: App): LotteryWallet {
  const { config } = app.deps;
  const secret = providerSecret(appSecret(config), LOTTERY_PROVIDER);
  const base = () => {
    if (config.WALLET_API_URL) return config.WALLET_API_URL;
    const addr = app.server.address();
    return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : config.PORT}`;
  };
  return (op, body) => walletClient(base(), LOTTERY_PROVIDER, secret)<WalletReply>(op, body);
}

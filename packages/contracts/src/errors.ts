import { accountsErrors } from './errors/accounts.ts';
import { brandErrors } from './errors/brand.ts';
import { consoleErrors } from './errors/console.ts';
import { contractsErrors } from './errors/contracts.ts';
import { gamesErrors } from './errors/games.ts';
import { lotteryErrors } from './errors/lottery.ts';
import { pointsErrors } from './errors/points.ts';
import { promotionsErrors } from './errors/promotions.ts';
import { raffleErrors } from './errors/raffle.ts';
import { walletErrors } from './errors/wallet.ts';

/**
 * The one error taxonomy. Each key is the stable `message` of the envelope (the client translates it),
 * with its numeric `code` and HTTP status. Area errors live in ./errors/<area>.ts (one code range each) and are merged here.
 */
export const errors = {
  bad_request: { code: 400, http: 400, meaning: 'The request is malformed or a field is invalid.' },
  unauthorized: { code: 401, http: 401, meaning: 'Not logged in, or the session token expired or was revoked.' },
  forbidden: { code: 403, http: 403, meaning: 'The account may not do this.' },
  not_found: { code: 404, http: 404, meaning: 'No such path or record.' },
  method_not_allowed: { code: 459, http: 405, meaning: 'Wrong method on this path.' },
  conflict: { code: 409, http: 409, meaning: 'The request conflicts with the current state.' },
  payload_too_large: { code: 413, http: 413, meaning: 'The body is too large.' },
  too_many_requests: { code: 429, http: 429, meaning: 'Too many requests, try again after 5 minutes.' },
  unknown_merchant: { code: 460, http: 404, meaning: 'No brand serves this host or merchant code.' },
  function_not_available: { code: 543, http: 403, meaning: 'The whitelabel switch for this call is off.' },
  encryption_required: { code: 470, http: 400, meaning: 'This call takes an encrypted body.' },
  encryption_invalid: {
    code: 471,
    http: 400,
    meaning: 'The encrypted body could not be opened (unknown key id or bad data).',
  },
  maintenance: { code: 503, http: 503, meaning: 'The site is under maintenance.' },
  service_unavailable: {
    code: 504,
    http: 503,
    meaning: 'The database cannot be reached for a moment (restart, failover); nothing was done. Retry shortly.',
  },
  region_restricted: { code: 451, http: 451, meaning: 'The visitor’s country is restricted.' },
  internal: { code: 500, http: 500, meaning: 'Unexpected server error.' },
  ...brandErrors,
  ...accountsErrors,
  ...walletErrors,
  ...contractsErrors,
  ...gamesErrors,
  ...lotteryErrors,
  ...consoleErrors,
  ...pointsErrors,
  ...promotionsErrors,
  ...raffleErrors,
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;

export type ErrorKey = keyof typeof errors;

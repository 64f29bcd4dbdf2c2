import { z } from 'zod';
import { FIRST_LOAD } from './first-load.ts';
import { op } from './op.ts';
import { ZBalanceValue } from './wallet.ts';

/**
 * POST /wps/v2/wallets/balance/stream-ticket (member token): a one-time ticket that opens the live balance stream
 * within `expiresIn` seconds. An EventSource cannot send headers, so the session token never goes in the URL.
 */
export const ZStreamTicketValue = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type TStreamTicketValue = z.infer<typeof ZStreamTicketValue>;

/**
 * GET /wps/v2/wallets/balance/stream?ticket=... — Server-Sent Events: a `balance` event (data: the balance value of
 * GET /wps/v2/wallets/balance) when the stream opens and after every committed change of the member's balance,
 * comments as heartbeats, and an `end` event when the session is over.
 */
/**
 * A `balance` event: the balance value plus the member's latest movements (newest first), so the portal can tell the
 * player what happened (a deposit credited, a withdrawal paid): `amount` is the movement's own (positive), `net` what
 * it changed in the member's wallets together (0 for a move between two of them, such as a withdrawal's hold).
 */
export const ZBalanceMovement = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.string(),
  net: z.string(),
});
export const ZBalanceEvent = ZBalanceValue.extend({ movements: z.array(ZBalanceMovement) });
export type TBalanceMovement = z.infer<typeof ZBalanceMovement>;
export type TBalanceEvent = z.infer<typeof ZBalanceEvent>;

export const ZStreamQuery = z.object({ ticket: z.string().min(20).max(100) });
export const BALANCE_EVENT = 'balance';
export const END_EVENT = 'end';

export const balanceStreamOps = {
  ticket: op({
    ...FIRST_LOAD.balanceStreamTicket,
    auth: 'member',
    tags: ['wallet'],
    summary: 'A one-time ticket that opens the live balance stream (Server-Sent Events) within seconds',
    response: ZStreamTicketValue,
  }),
};

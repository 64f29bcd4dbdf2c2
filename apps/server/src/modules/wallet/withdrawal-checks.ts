import type { Db } from '../../db/client.ts';

/**
 * Checks another module adds to the withdrawal request (promotions: a bonus's turnover still open), without the
 * wallet importing it: the module registers its check at start. Each runs inside the request's transaction, under
 * the member's withdrawal lock, and refuses by throwing an AppError; a refusal leaves nothing behind.
 */
export type WithdrawalCheck = (tx: Db, memberId: number) => Promise<void>;

const checks = new Map<string, WithdrawalCheck>();

/** Adds (or replaces, by name: several apps in one process register once) a check. */
export function addWithdrawalCheck(name: string, check: WithdrawalCheck): void {
  checks.set(name, check);
}

export async function runWithdrawalChecks(tx: Db, memberId: number): Promise<void> {
  for (const check of checks.values()) await check(tx, memberId);
}

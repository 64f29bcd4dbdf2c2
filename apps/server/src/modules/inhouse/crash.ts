import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ceilDiv, memo, smallestStake } from './games.ts';

/**
 * Lumen Crash's fairness and curve. One shared round for every player; its crash point comes from a published hash
 * chain: h_N is a random secret, h_i = sha256(h_{i+1}) (over the 32 bytes), and rounds use h_1, h_2, ... in order, so
 * the terminal hash h_0 = sha256(h_1), published before the first round, commits to every crash point of the chain.
 * A round's point is HMAC-SHA256(key = its hash's bytes, message = the chain's public salt): its first 52 bits r give
 * floor(99 * 2^52 / (2^52 - r)) hundredths, at least 100. P(crash >= x) is floor(99 * 2^52 / x) / 2^52 for x above
 * 1.00x: 0.99 / x short by less than 2^-52, so every cash-out target returns 99 % (docs/provably-fair.md).
 */
const SPACE = 2n ** 52n;
export const CRASH_RTP = 0.99;
/** Rounds per chain in play (tests use shorter ones). */
export const CHAIN_LENGTH = 10_000;
/** Betting lasts 5 s; a crashed round shows 3 s before the next one opens. */
export const BETTING_MS = 5_000;
export const CRASHED_MS = 3_000;
/** The curve's growth: m(t) = floor(100 * e^(GROWTH * t_ms)) hundredths (2x after 11.6 s, 10x after 38 s). */
export const GROWTH = 0.00006;
/** Cash-out targets in hundredths: 1.01x to 10,000x. */
export const MIN_AUTO = 101;
export const MAX_AUTO = 1_000_000;

const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
/** The hash of the round before, which a revealed hash must give (h_{i-1} = sha256(h_i)). */
export const previousHash = sha;

/** The crash point in hundredths of the round with `hashHex` in a chain with `salt`. */
export function crashPoint(hashHex: string, salt: string): number {
  const mac = createHmac('sha256', Buffer.from(hashHex, 'hex')).update(salt, 'utf8').digest('hex');
  return crashOf(BigInt(`0x${mac.slice(0, 13)}`));
}
/** The crash point drawn by 52 bits r (0 <= r < 2^52). */
export const crashOf = (r: bigint) => Math.max(100, Number((99n * SPACE) / (SPACE - r)));
/** The chance of a crash at `x` hundredths or above, as the exact fraction wins / 2^52 (1 at 1.00x). */
export const crashWins = (x: number) => (x <= 100 ? SPACE : (99n * SPACE) / BigInt(x));
export const CRASH_SPACE = SPACE;

/** A new chain: its secret h_N, terminal hash h_0 and public salt. */
export function newChain(length = CHAIN_LENGTH) {
  const secret = randomBytes(32).toString('hex');
  return { secret, salt: randomBytes(16).toString('hex'), length, terminalHash: hashAt(secret, length, 0) };
}
/** h_index of the chain whose h_length is `secret` (length - index hashes: at most 10,000, a few ms). */
export function hashAt(secret: string, length: number, index: number): string {
  let h = secret;
  for (let i = length; i > index; i--) h = sha(h);
  return h;
}

/** The multiplier in hundredths `ms` after the round started. */
export const multiplierAt = (ms: number) => (ms <= 0 ? 100 : Math.floor(100 * Math.exp(GROWTH * ms)));
/** The first whole millisecond at which the curve reaches `point` hundredths (when the round crashes). */
export function reachedAt(point: number): number {
  let t = Math.max(0, Math.floor(Math.log(point / 100) / GROWTH) - 2);
  while (multiplierAt(t) < point) t++;
  return t;
}

/** A cash-out's win at `cashout` hundredths: the exact fraction rounded up to the minor unit. */
export const crashPayout = (bet: bigint, cashout: number) => ceilDiv(bet * BigInt(cashout), 100n);

/** The player as others see them: the first two letters and stars. */
export const maskName = (name: string) => `${[...name].slice(0, 2).join('')}***`;

/** A stake's minimum for cash-outs at `target` (see RTP_CEILING); the rounding up gives under 0.99 / target a win. */
export const crashMinStake = memo((target: number) =>
  smallestStake(
    (b) => [{ num: crashWins(target) * crashPayout(b, target), den: SPACE * b }],
    (CRASH_RTP * 100) / target,
  ),
);
/**
 * Every bet's minimum: a bet may be cashed out by hand at any point, so it is the minimum of the lowest target
 * (1.01x), which is the highest of all.
 */
export const crashBetMinimum = () => crashMinStake(MIN_AUTO);

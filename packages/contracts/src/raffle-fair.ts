import { RoundRandom, seedHash } from './fair.ts';

/**
 * The raffle's outcomes under the in-house games' commit-reveal scheme (fair.ts): the draw of nonce `nonce` reads
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`) as uniform words. The server and the portal's verification
 * both call these, so a member holding the revealed seed recomputes exactly what was paid.
 */

/** A red envelope's amount in minor units: uniform in [min, max] (their spread is below 2^32). */
export async function redEnvelopeAmount(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  min: bigint,
  max: bigint,
): Promise<bigint> {
  if (min < 0n || max < min) throw new RangeError('bad range');
  const rng = new RoundRandom(serverSeed, clientSeed, nonce);
  return min + BigInt(await rng.int(Number(max - min + 1n)));
}

/** A wheel's slice: index i with chance weights[i] / sum(weights). */
export async function wheelSlice(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<number> {
  const total = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 1)) throw new RangeError('bad weights');
  let ticket = await new RoundRandom(serverSeed, clientSeed, nonce).int(total);
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i] as number;
    if (ticket < 0) return i;
  }
  return weights.length - 1;
}

export type RaffleCheck = { ok: true } | { ok: false; reason: 'hash' | 'outcome' };

/**
 * Checks a draw against its revealed seed: the seed hashes to the published hash and recomputes the same outcome.
 * `expected` is the amount in minor units (red envelope) or the slice index (wheel).
 */
export async function checkRaffleDraw(
  draw: { serverSeed: string; serverHash: string; clientSeed: string; nonce: number },
  rule:
    | { kind: 'red_envelope'; min: bigint; max: bigint; expected: bigint }
    | { kind: 'wheel'; weights: number[]; expected: number },
): Promise<RaffleCheck> {
  if ((await seedHash(draw.serverSeed)) !== draw.serverHash) return { ok: false, reason: 'hash' };
  const got =
    rule.kind === 'red_envelope'
      ? (await redEnvelopeAmount(draw.serverSeed, draw.clientSeed, draw.nonce, rule.min, rule.max)) === rule.expected
      : (await wheelSlice(draw.serverSeed, draw.clientSeed, draw.nonce, rule.weights)) === rule.expected;
  return got ? { ok: true } : { ok: false, reason: 'outcome' };
}

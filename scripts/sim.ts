/**
 * npm run sim [-- rounds]: plays a million rounds (or `rounds`) of every instant original in every mode, and ten
 * times as many blackjack hands under basic strategy, with a fast
 * uniform source and prints each mode's simulated return beside its exact RTP and the difference in standard errors.
 * The suite runs the same comparison at 200,000 rounds per mode; this is the full-size run a certification asks for.
 * Exits 1 when a mode lands more than 5 standard errors from its RTP.
 */
import { baccarat, baccaratRtp } from '../apps/server/src/modules/inhouse/games/baccarat.ts';
import {
  basicMove,
  blackjack,
  blackjackPayout,
  blackjackReturn,
  blackjackTable,
} from '../apps/server/src/modules/inhouse/games/blackjack.ts';
import { KENO_RISKS, keno, kenoRtp } from '../apps/server/src/modules/inhouse/games/keno.ts';
import { limbo, limboRtp } from '../apps/server/src/modules/inhouse/games/limbo.ts';
import { neon, neonRtp } from '../apps/server/src/modules/inhouse/games/neon.ts';
import { pharaoh, pharaohRtp } from '../apps/server/src/modules/inhouse/games/pharaoh.ts';
import { PLINKO_RISKS, plinko, plinkoRtp } from '../apps/server/src/modules/inhouse/games/plinko.ts';
import { reef, reefRtp } from '../apps/server/src/modules/inhouse/games/reef.ts';
import { ROULETTE_RTP, roulette } from '../apps/server/src/modules/inhouse/games/roulette.ts';
import { WHEEL_RISKS, WHEEL_SEGMENTS, wheel, wheelRtp } from '../apps/server/src/modules/inhouse/games/wheel.ts';
import type { InstantGame } from '../apps/server/src/modules/inhouse/instant.ts';
import { simRng } from '../apps/server/test/originals-helper.ts';

const ROUNDS = Number(process.argv[2] ?? 1_000_000);
const STAKE = 10_000n; // large enough that rounding up moves the return by under 0.01 %

type Mode = { game: InstantGame; label: string; params: Record<string, unknown>; rtp: number; stake?: bigint };
const g = (x: unknown) => x as InstantGame;
const modes: Mode[] = [
  ...[101, 200, 1000, 10_000].map((target) => ({
    game: g(limbo),
    label: `limbo ${target / 100}x`,
    params: { target },
    rtp: limboRtp(target),
  })),
  ...[8, 9, 10, 11, 12, 13, 14, 15, 16].flatMap((rows) =>
    PLINKO_RISKS.map((risk) => ({
      game: g(plinko),
      label: `plinko ${rows} ${risk}`,
      params: { rows, risk },
      rtp: plinkoRtp(rows, risk),
    })),
  ),
  ...Array.from({ length: 10 }, (_, i) => i + 1).flatMap((count) =>
    KENO_RISKS.map((risk) => ({
      game: g(keno),
      label: `keno ${count} ${risk}`,
      params: { picks: Array.from({ length: count }, (_, i) => i * 4 + 1), risk },
      rtp: kenoRtp(count, risk),
    })),
  ),
  ...WHEEL_SEGMENTS.flatMap((segments) =>
    WHEEL_RISKS.map((risk) => ({
      game: g(wheel),
      label: `wheel ${segments} ${risk}`,
      params: { segments, risk },
      rtp: wheelRtp(segments, risk),
    })),
  ),
  ...(['red', 'dozen', 'straight'] as const).map((bet) => ({
    game: g(roulette),
    label: `roulette ${bet}`,
    params: { chips: [{ bet, ...(bet === 'red' ? {} : { value: bet === 'dozen' ? 2 : 17 }), amount: '100.00' }] },
    rtp: ROULETTE_RTP,
  })),
  ...(['player', 'banker', 'tie'] as const).map((bet) => ({
    game: g(baccarat),
    label: `baccarat ${bet}`,
    params: { player: '0', banker: '0', tie: '0', [bet]: '100.00' },
    rtp: baccaratRtp(bet),
  })),
  // The video slots, base game and bonus buy (a stake of 100.00 buys at a base bet of 1.00).
  ...(
    [
      [pharaoh, pharaohRtp],
      [neon, neonRtp],
      [reef, reefRtp],
    ] as const
  ).flatMap(([game, rtp]) =>
    [false, true].map((buy) => ({
      game: g(game),
      label: `${game.kind} ${buy ? 'buy' : 'base'}`,
      params: { buy },
      rtp: rtp()[buy ? 'buy' : 'base'],
    })),
  ),
];

let failed = 0;
for (const [i, m] of modes.entries()) {
  const rng = simRng(1000 + i);
  let sum = 0;
  let squares = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const x = Number((await m.game.play(rng, STAKE, m.params as never)).payout) / Number(STAKE);
    sum += x;
    squares += x * x;
  }
  const mean = sum / ROUNDS;
  const error = Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
  const z = (mean - m.rtp) / error;
  if (Math.abs(z) > 5) failed++;
  console.log(
    `${m.label.padEnd(22)} simulated ${(mean * 100).toFixed(3)}%  exact ${(m.rtp * 100).toFixed(3)}%  ${z >= 0 ? '+' : ''}${z.toFixed(2)} SE`,
  );
}
// Blackjack under basic strategy: ten times the rounds (10,000,000 hands by default), against its exact return.
{
  const hands = ROUNDS * 10;
  const rng = simRng(2121);
  let sum = 0;
  let squares = 0;
  for (let h = 0; h < hands; h++) {
    const deal = await blackjack.deal(rng, {});
    const moves: Parameters<typeof blackjackTable>[1][number][] = [];
    let t = blackjackTable(deal, moves);
    let bets = 1;
    while (t.phase !== 'over') {
      const m = basicMove(t);
      if (m === 'double' || m === 'split') bets++;
      moves.push(m);
      t = blackjackTable(deal, moves);
    }
    const x = Number(blackjackPayout(t, STAKE)) / Number(STAKE) - bets;
    sum += x;
    squares += x * x;
  }
  const mean = 1 + sum / hands;
  const error = Math.sqrt((squares / hands - (mean - 1) ** 2) / hands);
  const z = (mean - blackjackReturn().rtp) / error;
  if (Math.abs(z) > 5) failed++;
  console.log(
    `${'blackjack basic'.padEnd(22)} simulated ${(mean * 100).toFixed(3)}%  exact ${(blackjackReturn().rtp * 100).toFixed(3)}%  ${z >= 0 ? '+' : ''}${z.toFixed(2)} SE (${hands.toLocaleString('en')} hands)`,
  );
}
console.log(`${modes.length} modes x ${ROUNDS.toLocaleString('en')} rounds; ${failed} outside 5 standard errors`);
process.exit(failed ? 1 : 0);

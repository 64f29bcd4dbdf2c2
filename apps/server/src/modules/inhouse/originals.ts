import { baccarat } from './games/baccarat.ts';
import { blackjack } from './games/blackjack.ts';
import { hilo } from './games/hilo.ts';
import { keno } from './games/keno.ts';
import { limbo } from './games/limbo.ts';
import { neon } from './games/neon.ts';
import { pharaoh } from './games/pharaoh.ts';
import { plinko } from './games/plinko.ts';
import { reef } from './games/reef.ts';
import { roulette } from './games/roulette.ts';
import { towers } from './games/towers.ts';
import { wheel } from './games/wheel.ts';
import type { InstantGame } from './instant.ts';
import type { StepGame } from './stepped.ts';

/** The instant originals the provider plays, each with its page and API route by kind. */
export const INSTANT_GAMES: InstantGame[] = [
  limbo,
  plinko,
  keno,
  wheel,
  roulette,
  baccarat,
  pharaoh,
  neon,
  reef,
] as InstantGame[];
export const instantKinds = () => INSTANT_GAMES.map((g) => g.kind);

/** The stepped originals (a bet, then steps until a loss or a cash-out), each with its page and routes by kind. */
export const STEPPED_GAMES: StepGame[] = [towers, hilo, blackjack] as unknown as StepGame[];
export const steppedKinds = () => STEPPED_GAMES.map((g) => g.kind);
/** A stepped game by kind (a round's `game`). */
export function steppedGame(kind: string): StepGame {
  const g = STEPPED_GAMES.find((x) => x.kind === kind);
  if (!g) throw new Error(`no stepped game ${kind}`);
  return g;
}

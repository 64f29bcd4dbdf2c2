import { randomInt } from 'node:crypto';

/** A uniform draw of an integer below `below`: the CSPRNG in play, every value in turn when a test enumerates a game. */
export type Draw = (below: number) => number;

/**
 * The demo outside provider's games: simple but real rounds. Each kind offers choices; a round draws an outcome and
 * returns the payout multiplier (in hundredths) for the chosen option. Every choice returns between 85% and 99%
 * (test/demo-provider.test.ts computes each exactly from the draws).
 */
export interface Kind {
  title: string;
  choices: string[];
  play(choice: string, draw?: Draw): Outcome;
}
/** A round's outcome: its English text (the provider's record), what the page says in its language, the payout. */
export interface Outcome {
  text: string;
  says: { key: 'reels' | 'winner' | 'caught' | 'empty' | 'cards' | 'score' | 'drawn'; values?: Record<string, string> };
  multiplier100: number;
}

const pickWeighted = <T>(items: Array<[T, number]>, draw: Draw): T => {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = draw(total);
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return items[items.length - 1]?.[0] as T;
};

export const KINDS: Record<string, Kind> = {
  slot: {
    title: 'Classic 3-reel',
    choices: ['Spin'],
    play: (_choice, draw = randomInt) => {
      const reels = Array.from({ length: 3 }, () =>
        pickWeighted<string>(
          [
            ['♥', 5],
            ['♣', 3],
            ['★', 2],
            ['7', 1],
          ],
          draw,
        ),
      );
      const pays: Record<string, number> = { '♥': 300, '♣': 1000, '★': 3000, '7': 15000 };
      const same = reels.every((r) => r === reels[0]);
      return {
        text: reels.join(' '),
        says: { key: 'reels', values: { reels: reels.join(' ') } },
        multiplier100: same ? (pays[reels[0] as string] ?? 0) : reels.filter((r) => r === '♥').length === 2 ? 50 : 0,
      };
    },
  },
  table: {
    title: 'Baccarat',
    choices: ['Player', 'Banker', 'Tie'],
    play: (choice, draw = randomInt) => {
      const winner = pickWeighted<string>(
        [
          ['Player', 4462],
          ['Banker', 4586],
          ['Tie', 952],
        ],
        draw,
      );
      const pays: Record<string, number> = { Player: 198, Banker: 194, Tie: 950 };
      // A tie returns Player and Banker stakes.
      const m = winner === choice ? (pays[choice] ?? 0) : winner === 'Tie' ? 100 : 0;
      return { text: `${winner} wins`, says: { key: 'winner', values: { winner } }, multiplier100: m };
    },
  },
  fish: {
    title: 'Fish hunt',
    choices: ['Small net', 'Big net'],
    play: (choice, draw = randomInt) => {
      const table: Array<[[string, number], number]> =
        choice === 'Big net'
          ? [
              [['Nothing', 0], 80],
              [['Tuna', 250], 14],
              [['Shark', 700], 5],
              [['Golden whale', 2500], 1],
            ]
          : [
              [['Nothing', 0], 46],
              [['Sardine', 150], 44],
              [['Tuna', 250], 9],
              [['Octopus', 900], 1],
            ];
      const [fish, m] = pickWeighted(table, draw);
      return fish === 'Nothing'
        ? { text: 'The net came back empty', says: { key: 'empty' }, multiplier100: m }
        : { text: `Caught a ${fish}`, says: { key: 'caught', values: { fish } }, multiplier100: m };
    },
  },
  cards: {
    title: 'Dragon Tiger',
    choices: ['Dragon', 'Tiger'],
    play: (choice, draw = randomInt) => {
      const d = draw(13) + 1;
      const t = draw(13) + 1;
      const winner = d > t ? 'Dragon' : t > d ? 'Tiger' : 'Tie';
      return {
        text: `Dragon ${d} · Tiger ${t}`,
        says: { key: 'cards', values: { d: String(d), t: String(t) } },
        multiplier100: winner === choice ? 200 : winner === 'Tie' ? 50 : 0,
      };
    },
  },
  match: {
    title: 'Quick match',
    choices: ['Home', 'Draw', 'Away'],
    play: (choice, draw = randomInt) => {
      const home = pickWeighted<number>(
        [
          [0, 30],
          [1, 35],
          [2, 22],
          [3, 13],
        ],
        draw,
      );
      const away = pickWeighted<number>(
        [
          [0, 36],
          [1, 34],
          [2, 20],
          [3, 10],
        ],
        draw,
      );
      const result = home > away ? 'Home' : away > home ? 'Away' : 'Draw';
      const odds: Record<string, number> = { Home: 225, Draw: 340, Away: 310 };
      return {
        text: `Final score ${home} - ${away}`,
        says: { key: 'score', values: { home: String(home), away: String(away) } },
        multiplier100: result === choice ? (odds[choice] ?? 0) : 0,
      };
    },
  },
  lotto: {
    title: 'Lucky digit',
    choices: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    play: (choice, draw = randomInt) => {
      const drawn = String(draw(10));
      return {
        text: `Drawn: ${drawn}`,
        says: { key: 'drawn', values: { drawn } },
        multiplier100: drawn === choice ? 960 : 0,
      };
    },
  },
};

/** The kind named `name`, only among the games above (never an inherited property such as `constructor`). */
export const kindOf = (name: string): Kind | undefined => (Object.hasOwn(KINDS, name) ? KINDS[name] : undefined);

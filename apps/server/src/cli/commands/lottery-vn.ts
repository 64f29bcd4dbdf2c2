import { ZVnPrizeName } from '@portal/contracts/lottery-vn';
import type { Command } from '../client.ts';

const DRAWS = '/admin/api/console/lottery/vn/draws';

/** Prize rows from `special=12345 second=11111,22222 ...` words, or from JSON `{"special":["12345"],...}`. */
function prizesFrom(words: string[], stdin: string): Record<string, string[]> {
  if (words.length === 0) {
    if (!stdin.trim()) throw new Error('give the prizes as words (special=12345 first=...) or JSON on standard input');
    return JSON.parse(stdin) as Record<string, string[]>;
  }
  const prizes: Record<string, string[]> = {};
  for (const w of words) {
    const [name, list] = w.split('=');
    if (!name || !list || !ZVnPrizeName.safeParse(name).success) throw new Error(`not a prize row: ${w}`);
    prizes[name] = list.split(',').map((n) => n.trim());
  }
  return prizes;
}

/**
 * vn-result: the VN results desk from the command line. A result is entered twice, by two different operators; the
 * server compares the two and settles the draw when they agree.
 */
export const vnResult: Command = {
  name: 'vn-result',
  usage:
    'vn-result [list | DRAW_ID special=12345 first=... second=a,b ... | DRAW_ID < prizes.json | DRAW_ID cancel REASON]   enter or confirm a regional VN result',
  run: async ([first, ...rest], client, io) => {
    if (!first || first === 'list') return client.get(DRAWS);
    const id = Number(first);
    if (!Number.isInteger(id) || id <= 0) throw new Error('give the draw id (vn-result list shows them)');
    if (rest[0] === 'cancel') {
      const reason = rest.slice(1).join(' ').trim();
      if (reason.length < 3) throw new Error('give the reason for cancelling');
      return client.post(`${DRAWS}/${id}/cancel`, { reason });
    }
    return client.post(`${DRAWS}/${id}/result`, { prizes: prizesFrom(rest, rest.length ? '' : await io.stdin()) });
  },
};

/**
 * The game search's words: a query matches a game when each of its words is found in the game's names (every
 * language), its vendor's name or code, or its kind, case and accents aside ("roleta" finds "European Roulette",
 * "gryphon" finds Gryphon Gaming's games, "dragao" finds "Dragão"). A word of the portal's languages for a casino
 * thing is also looked for by its English name, the language the catalogue's titles are in.
 */

/** Accented Latin letters (Latin-1, Latin Extended-A, Vietnamese) and the letter each folds to. */
const ACCENTED = (() => {
  const from: string[] = [];
  const to: string[] = [];
  const ranges: Array<[number, number]> = [
    [0xc0, 0x24f],
    [0x1ea0, 0x1ef9],
  ];
  for (const [a, b] of ranges)
    for (let c = a; c <= b; c++) {
      const ch = String.fromCharCode(c);
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (base.length === 1 && base !== ch && /[a-z]/i.test(base)) {
        from.push(ch);
        to.push(base);
      }
    }
  from.push('đ', 'Đ');
  to.push('d', 'D');
  return { from: from.join(''), to: to.join('') };
})();

/** The two strings PostgreSQL's translate() takes to fold accents as `fold` does. */
export const FOLD_FROM = ACCENTED.from;
export const FOLD_TO = ACCENTED.to;

/** Lower case without accents, the same fold the query applies to the games' text. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out.toLowerCase();
}

/** The words a game's kind is found by, besides its names. */
export const KIND_WORDS: Record<string, string> = {
  RNG: 'slot slots',
  LIVE: 'live casino',
  FISH: 'fish fishing',
  PVP: 'cards card poker',
  SPORTS: 'sports sport',
  ESPORTS: 'esports',
  LOTT: 'lottery lotto',
  ELOTT: 'lottery lotto',
  INHOUSE: 'originals original',
};

/**
 * The portal languages' words for casino things and the English word the titles use. Keys are folded (no accents);
 * a key of a language written without spaces (Chinese, Thai) is also found inside a longer query word.
 */
const SYNONYM_LIST: Record<string, string> = {
  // Portuguese
  roleta: 'roulette',
  europeia: 'european',
  americana: 'american',
  francesa: 'french',
  dados: 'dice',
  dado: 'dice',
  minas: 'mines',
  pesca: 'fish',
  peixe: 'fish',
  peixes: 'fish',
  cartas: 'card',
  futebol: 'football',
  bacara: 'baccarat',
  'vinte e um': 'blackjack',
  poquer: 'poker',
  'caca-niqueis': 'slot',
  niqueis: 'slot',
  dragao: 'dragon',
  tigre: 'tiger',
  fortuna: 'fortune',
  ouro: 'gold',
  sorte: 'lucky',
  loteria: 'lotto',
  torres: 'towers',
  roda: 'wheel',
  tesouro: 'treasure',
  'ao vivo': 'live',
  vivo: 'live',
  esportes: 'sports',
  // Indonesian
  rolet: 'roulette',
  dadu: 'dice',
  ikan: 'fish',
  naga: 'dragon',
  harimau: 'tiger',
  kartu: 'card',
  lotre: 'lotto',
  // Vietnamese (folded)
  'bau cua': 'dice',
  'xuc xac': 'dice',
  'ban ca': 'fish',
  rong: 'dragon',
  ho: 'tiger',
  'xo so': 'lotto',
  'xi dach': 'blackjack',
  bai: 'card',
  // Chinese
  轮盘: 'roulette',
  百家乐: 'baccarat',
  '21点': 'blackjack',
  老虎机: 'slot',
  捕鱼: 'fish',
  骰子: 'dice',
  骰宝: 'sic bo',
  扑克: 'poker',
  德州: 'texas',
  足球: 'football',
  彩票: 'lotto',
  龙: 'dragon',
  虎: 'tiger',
  欧洲: 'european',
  美式: 'american',
  扫雷: 'mines',
  // Thai
  รูเล็ต: 'roulette',
  บาคาร่า: 'baccarat',
  แบล็คแจ็ค: 'blackjack',
  สล็อต: 'slot',
  ยิงปลา: 'fish',
  ลูกเต๋า: 'dice',
  มังกร: 'dragon',
  เสือ: 'tiger',
  โป๊กเกอร์: 'poker',
  หวย: 'lotto',
};

/** A map, not an object: a query word such as `constructor` or `__proto__` is only a word. */
const SYNONYMS = new Map(Object.entries(SYNONYM_LIST));

const UNSPACED = /[\p{Script=Han}\p{Script=Thai}]/u;

/**
 * A query as words, each a set of alternatives one of which must be found (an AND of ORs): the folded word itself
 * and its English name. Phrases of the dictionary ("ao vivo", "xo so") are taken as one word; a Chinese or Thai word
 * holding known words needs each of them ("欧洲轮盘": european and roulette).
 */
export function searchTerms(query: string): string[][] {
  let text = ` ${fold(query).replace(/\s+/g, ' ').trim()} `;
  const terms: string[][] = [];
  // Phrases first, so their words are not looked up alone.
  for (const [key, en] of SYNONYMS)
    if (key.includes(' ') && text.includes(` ${key} `)) {
      terms.push([key, en]);
      text = text.replace(` ${key} `, ' ');
    }
  for (const word of text.trim().split(' ').filter(Boolean)) {
    const en = SYNONYMS.get(word);
    if (en) {
      terms.push([word, en]);
      continue;
    }
    if (UNSPACED.test(word)) {
      const inside = [...SYNONYMS].filter(([key]) => UNSPACED.test(key) && word.includes(key));
      // A word with known parts needs each part; its own text is also enough (a title in that language).
      if (inside.length > 1) {
        terms.push(...inside.map(([key, e]) => [word, key, e]));
        continue;
      }
      if (inside.length === 1) {
        const [key, e] = inside[0] as [string, string];
        terms.push([word, key, e]);
        continue;
      }
    }
    terms.push([word]);
  }
  return terms.slice(0, 6);
}

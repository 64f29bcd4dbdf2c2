import { place } from './icons.ts';
import { n } from './paint.ts';

/** Casino props drawn by code in a 100 x 100 box: the table games' art where no icon set has one. */
export type Prop = 'cards' | 'chips' | 'roulette' | 'wheel' | 'balls' | 'domino';

let uid = 0;
const id = (name: string) => `${name}${(uid++).toString(36)}`;

function card(rank: string, suit: 'f:heart-suit' | 'f:spade-suit' | 'f:diamond-suit' | 'f:club-suit', angle: number) {
  const red = suit === 'f:heart-suit' || suit === 'f:diamond-suit';
  return `<g transform="rotate(${angle} 50 96)"><rect x="28" y="14" width="44" height="64" rx="6" fill="#fff" stroke="#1a1a2e" stroke-opacity="0.25" stroke-width="1.5"/>
<text x="33" y="30" font-family="Georgia,serif" font-size="14" font-weight="700" fill="${red ? '#d62839' : '#1a1a2e'}">${rank}</text>${place(suit, 37, 36, 26)}</g>`;
}

function chip(x: number, y: number, r: number, colour: string) {
  return `<g><ellipse cx="${x}" cy="${y + r * 0.18}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>
<circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="none" stroke="#fff" stroke-width="${n(r * 0.22)}" stroke-dasharray="${n(r * 0.42)} ${n(r * 0.42)}"/>
<circle cx="${x}" cy="${y}" r="${r * 0.56}" fill="#fff" opacity="0.92"/><circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="${colour}" opacity="0.85"/></g>`;
}

function wedges(cx: number, cy: number, r: number, colours: string[]) {
  const step = (Math.PI * 2) / colours.length;
  return colours
    .map((c, i) => {
      const a = i * step - Math.PI / 2;
      const b = a + step;
      return `<path d="M${cx} ${cy}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}A${r} ${r} 0 0 1 ${n(cx + Math.cos(b) * r)} ${n(cy + Math.sin(b) * r)}Z" fill="${c}"/>`;
    })
    .join('');
}

function ball(x: number, y: number, r: number, colour: string, label: string) {
  const g = id('b');
  return `<radialGradient id="${g}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.35" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.75"/></radialGradient>
<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${g})" stroke="#000" stroke-opacity="0.2"/><circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="#fff"/>
<text x="${x}" y="${n(y + r * 0.2)}" text-anchor="middle" font-family="Arial,sans-serif" font-weight="800" font-size="${n(r * 0.58)}" fill="#1a1a2e">${label}</text>`;
}

function domino(x: number, y: number, angle: number, top: number, bottom: number) {
  const pips = (count: number, oy: number) => {
    const spots: Array<[number, number]> = [
      [0, 0],
      [-7, -7],
      [7, 7],
      [-7, 7],
      [7, -7],
      [-7, 0],
      [7, 0],
    ];
    const order = [[], [0], [1, 2], [0, 1, 2], [1, 2, 3, 4], [0, 1, 2, 3, 4], [1, 2, 3, 4, 5, 6]][count] ?? [];
    return order
      .map((i) => spots[i])
      .map((s) => (s ? `<circle cx="${x + s[0]}" cy="${oy + s[1]}" r="2.6" fill="#1a1a2e"/>` : ''))
      .join('');
  };
  return `<g transform="rotate(${angle} ${x} ${y + 24})"><rect x="${x - 14}" y="${y - 4}" width="28" height="56" rx="5" fill="#fffdf5" stroke="#1a1a2e" stroke-opacity="0.3" stroke-width="1.5"/>
<path d="M${x - 10} ${y + 24}H${x + 10}" stroke="#1a1a2e" stroke-opacity="0.5" stroke-width="1.5"/>${pips(top, y + 10)}${pips(bottom, y + 38)}</g>`;
}

export function prop(kind: Prop): string {
  switch (kind) {
    case 'cards':
      return card('Q', 'f:diamond-suit', -20) + card('K', 'f:club-suit', 0) + card('A', 'f:heart-suit', 20);
    case 'chips':
      return chip(34, 62, 20, '#d62839') + chip(64, 66, 18, '#1f6feb') + chip(50, 42, 22, '#0f9d58');
    case 'roulette': {
      const colours = Array.from({ length: 18 }, (_, i) => (i === 0 ? '#0f9d58' : i % 2 ? '#d62839' : '#1a1a2e'));
      return `<circle cx="50" cy="52" r="46" fill="#7a4a12"/><circle cx="50" cy="52" r="42" fill="#f2c14e"/>${wedges(50, 52, 38, colours)}
<circle cx="50" cy="52" r="24" fill="#5b3410"/><circle cx="50" cy="52" r="18" fill="#f2c14e"/><path d="M50 36V68M34 52H66" stroke="#7a4a12" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="52" r="5" fill="#fff3c4"/><circle cx="74" cy="26" r="4.5" fill="#fff"/>`;
    }
    case 'wheel': {
      const colours = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93', '#ff924c'];
      const bulbs = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${n(50 + Math.cos(a) * 44)}" cy="${n(54 + Math.sin(a) * 44)}" r="2.6" fill="#fff6c2"/>`;
      }).join('');
      return `<circle cx="50" cy="54" r="47" fill="#f2c14e"/><circle cx="50" cy="54" r="41" fill="#8a5a12"/>${wedges(50, 54, 39, [...colours, ...colours])}${bulbs}
<circle cx="50" cy="54" r="9" fill="#f2c14e" stroke="#8a5a12" stroke-width="3"/><path d="M42 2H58L50 18Z" fill="#fff" stroke="#8a5a12" stroke-width="2"/>`;
    }
    case 'balls':
      return ball(30, 62, 19, '#ff595e', '7') + ball(70, 60, 18, '#1982c4', '21') + ball(50, 34, 21, '#ffca3a', '8');
    case 'domino':
      return domino(38, 20, -14, 5, 3) + domino(62, 24, 12, 6, 2);
  }
}

/** Draws a prop in a box of `size` at (x, y). */
export const placeProp = (kind: Prop, x: number, y: number, size: number) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${(size / 100).toFixed(3)})">${prop(kind)}</g>`;

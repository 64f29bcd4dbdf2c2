import type { Family } from './picks.ts';

/** A ball's colour: 5D by digit (ten hues), keno by its ten (eight hues), as lottery boards colour them. */
const hueOf = (n: number, family: Family) => (family === 'keno' ? Math.floor((n - 1) / 10) : n);

export function Ball({
  n,
  family,
  size = 'md',
  hit,
}: {
  n: number;
  family: Family;
  size?: 'sm' | 'md' | 'lg';
  /** One of the member's picks that this draw hit: ringed. */
  hit?: boolean;
}) {
  return (
    <span className={`lot-ball lot-ball-${size} lot-hue-${hueOf(n, family)}${hit ? ' lot-ball-hit' : ''}`}>{n}</span>
  );
}

/** A draw's numbers as balls; read out once as a plain list (the balls themselves are decoration). */
export function Balls({
  numbers,
  family,
  size = 'md',
  hits,
  label,
}: {
  numbers: readonly number[];
  family: Family;
  size?: 'sm' | 'md' | 'lg';
  /** Indexes of the balls to ring. */
  hits?: ReadonlySet<number>;
  label?: string;
}) {
  return (
    <span className={`lot-balls lot-balls-${family}`}>
      <span className="sr-only">{`${label ? `${label}: ` : ''}${numbers.join(', ')}`}</span>
      <span className="lot-balls-row" aria-hidden="true">
        {numbers.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draw's numbers repeat (5D) and never reorder
          <Ball key={i} n={n} family={family} size={size} hit={hits?.has(i)} />
        ))}
      </span>
    </span>
  );
}

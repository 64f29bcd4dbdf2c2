/** The wheel drawn from its prizes: equal slices clockwise from the top, each with its amount; `rotation` in degrees. */

const C = 100;
const R = 96;
const point = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(C + r * Math.sin(a)).toFixed(2)} ${(C - r * Math.cos(a)).toFixed(2)}`;
};

/** The slice's middle, in degrees clockwise from the top. */
export const sliceMiddle = (index: number, count: number) => (index + 0.5) * (360 / count);

export function WheelArt({
  labels,
  empty,
  rotation,
  durationMs,
  label,
}: {
  labels: string[];
  /** Slices that pay nothing, drawn quieter. */
  empty: boolean[];
  rotation: number;
  durationMs: number;
  label: string;
}) {
  const n = labels.length;
  const step = 360 / n;
  // Labels on the lower half turn round so that none reads upside down.
  const flip = (i: number) => sliceMiddle(i, n) > 90 && sliceMiddle(i, n) < 270;
  return (
    <div className="wheel-art">
      <svg
        viewBox="0 0 200 200"
        role="img"
        aria-label={label}
        className="wheel-disc"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` }}
      >
        <circle cx={C} cy={C} r={R + 3} className="wheel-rim" />
        {labels.map((text, i) => {
          const from = i * step;
          const to = from + step;
          const tone = empty[i] ? 'wheel-slice-empty' : `wheel-slice-${i % 2}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slices are positions on the wheel, never reordered
            <g key={i}>
              <path d={`M${C} ${C} L${point(from, R)} A${R} ${R} 0 0 1 ${point(to, R)} Z`} className={tone} />
              <text
                x={C}
                y={flip(i) ? C + R * 0.68 : C - R * 0.68}
                transform={`rotate(${flip(i) ? sliceMiddle(i, n) - 180 : sliceMiddle(i, n)} ${C} ${C})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className={`wheel-label ${tone}-label`}
              >
                {text}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={14} className="wheel-hub" />
      </svg>
      <span className="wheel-pointer" aria-hidden="true" />
    </div>
  );
}

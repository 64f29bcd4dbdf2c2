import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { compact, shortDay } from '../../shared/format.ts';
import { useTheme } from '../../shared/theme/theme.ts';

export interface Series {
  label: string;
  /** A CSS custom property of the theme (e.g. --win) or a colour. */
  color: string;
  values: number[];
  kind: 'bars' | 'line';
}

const cssColor = (c: string) =>
  c.startsWith('--') ? getComputedStyle(document.documentElement).getPropertyValue(c).trim() || '#888' : c;

/** Whether the browser draws on a 2D canvas. */
const canDraw = () => {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
};

/**
 * A day-by-day chart drawn with uPlot (loaded with this screen only): bars and lines over the period, the hovered
 * day's values in the legend, redrawn on resize and when the theme changes.
 */
export function DayChart({
  days,
  series,
  dayLabel,
  height = 210,
}: {
  days: string[];
  series: Series[];
  dayLabel: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  // The axes speak the console's language ("1.5k", "1,5 mil", "1.5万"): redrawn when it changes.
  const lang = useTranslation().i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: colours come from the theme's CSS variables, labels from the language
  useEffect(() => {
    const el = box.current;
    // Without a 2D canvas (a locked-down browser) there is no chart; the table below says the same.
    if (!el || !canDraw()) return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: uPlot }]) => {
      if (cancelled) return;
      const muted = cssColor('--text-muted');
      const grid = cssColor('--border');
      const bars = uPlot.paths.bars?.({ size: [0.62, 28], gap: 2 });
      plot = new uPlot(
        {
          width: el.clientWidth || 600,
          height,
          scales: { x: { time: false } },
          legend: { show: true, live: true },
          cursor: { points: { show: false }, drag: { x: false, y: false } },
          axes: [
            {
              stroke: muted,
              grid: { show: false },
              ticks: { show: false },
              values: (_u, ticks) => ticks.map((i) => (Number.isInteger(i) && days[i] ? shortDay(days[i] ?? '') : '')),
            },
            {
              stroke: muted,
              grid: { stroke: grid, width: 1 },
              ticks: { show: false },
              size: 48,
              values: (_u, ticks) => ticks.map(compact),
            },
          ],
          series: [
            { label: dayLabel, value: (_u, i) => (i === null ? '' : shortDay(days[i] ?? '')) },
            ...series.map((s) => {
              const color = cssColor(s.color);
              return s.kind === 'bars'
                ? { label: s.label, stroke: color, fill: `${color}cc`, width: 0, paths: bars, points: { show: false } }
                : { label: s.label, stroke: color, width: 2, points: { show: days.length < 20, size: 5, fill: color } };
            }),
          ],
        },
        [days.map((_, i) => i), ...series.map((s) => s.values)],
        el,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height }));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [days, series, dayLabel, height, theme, lang]);
  return <div ref={box} className="chart" />;
}

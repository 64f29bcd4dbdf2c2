// Baseline and measured side take turns, ROUNDS times, so a slow moment of a shared machine hits both sides alike.
// Each round's ratio compares two back-to-back measurements; the row reports the medians.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export interface Paired {
  value: number;
  baseline: number;
  /** The median of the per-round ratios (not value / baseline of the medians). */
  ratio: number;
}

export async function paired(measure: () => Promise<number>, baseline: () => Promise<number>): Promise<Paired> {
  const values: number[] = [];
  const baselines: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const b = await baseline();
    const v = await measure();
    baselines.push(b);
    values.push(v);
    ratios.push(v / b);
  }
  return { value: median(values), baseline: median(baselines), ratio: median(ratios) };
}

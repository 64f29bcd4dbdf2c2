// Lighthouse (mobile preset, simulated throttling) on the built portal served by the real server, on the system
// Chromium: the median of RUNS runs per page (each in a fresh browser), beside the thresholds a site of its kind is held to.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './rounds.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Each run in a fresh Chromium, as a player's first visit. */
export async function lighthouseScores(base: string, pages: string[], count = RUNS): Promise<PageScore[]> {
  const scores: PageScore[] = [];
  for (const page of pages) {
    const runs: PageScore[] = [];
    for (let i = 0; i < count; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: FLAGS,
      });
      try {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page}`);
        // BENCH_LIGHTHOUSE_AUDITS=1 prints what costs points (to find what to fix, not part of the table).
        if (process.env.BENCH_LIGHTHOUSE_AUDITS)
          for (const a of Object.values(lhr.audits))
            if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
              console.log(`${page} run ${i + 1}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
        runs.push({
          page,
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      } finally {
        chrome.kill();
      }
    }
    const mid = (pick: (s: PageScore) => number) => median(runs.map(pick));
    scores.push({
      page,
      performance: mid((s) => s.performance),
      accessibility: mid((s) => s.accessibility),
      lcpMs: mid((s) => s.lcpMs),
      tbtMs: mid((s) => s.tbtMs),
      cls: mid((s) => s.cls),
    });
  }
  return scores;
}

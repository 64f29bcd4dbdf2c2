// The video slots' frame rate on a mid-range phone: each slot's page (the built portal's launch, then the page on its
// own) in Chromium at 390x844 with the CPU slowed four times through CDP (Lighthouse's mobile preset), a spin and a
// bought feature (its free spins, as a funded demo member) played at their own pace while the page records every
// requestAnimationFrame interval. Reported as median and 5th-percentile fps against the display's 60.
import { type Browser, chromium, type Page } from 'playwright-core';

export const SLOTS = [
  { kind: 'pharaoh', name: "Lumen Pharaoh's Fortune" },
  { kind: 'neon', name: 'Lumen Neon Fruits' },
  { kind: 'reef', name: 'Lumen Pearl Reef' },
] as const;
/** The base bet played: above every slot's smallest stake; the feature costs 100 of it. */
const BET = '0.30';
const DISPLAY_FPS = 60;

export interface SlotFps {
  slot: string;
  phase: 'spin' | 'free spins';
  frames: number;
  medianFps: number;
  p5Fps: number;
}

/** The slot's page address with a launch ticket, through the portal as a player opens it. */
async function launchUrl(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/inhouse`);
  await page.getByRole('button', { name: `Jogar ${name}` }).click();
  const frame = page.locator('iframe.game-frame');
  await frame.waitFor();
  const src = await frame.getAttribute('src');
  if (!src) throw new Error(`${name}: no game frame`);
  return new URL(src, base).toString();
}

async function logIn(page: Page, base: string) {
  await page.goto(base);
  await page.getByRole('button', { name: 'Entrar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Usuário').fill('demo_player');
  await dialog.getByLabel('Senha').fill('Demo@2026');
  await dialog.getByRole('button', { name: 'Entrar' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  // The brand's popup announcements open after every login: read through and closed, as a member would.
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await notice.waitFor();
  const next = notice.getByRole('button', { name: 'Próximo aviso' });
  while (await next.isVisible()) await next.click();
  await notice.getByRole('button', { name: 'Confirmar' }).click();
  await notice.waitFor({ state: 'hidden' });
}

/** The page's globals the sampler uses (the scripts project has no DOM types). */
type Sampler = {
  __frames: Float64Array;
  __n: number;
  __on: boolean;
  __drew: boolean;
  requestAnimationFrame(cb: (now: number) => void): number;
  WebGLRenderingContext: { prototype: Record<string, unknown> };
  WebGL2RenderingContext: { prototype: Record<string, unknown> };
};

/**
 * Starts recording frame intervals in the page (a fixed array: the sampler allocates nothing per frame). Only frames
 * in which WebGL drew count: the reels draw nothing while still (between spins the page is idle and any page reaches
 * the display's rate), so the figure is the rate of frames that move.
 */
const startSampling = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Sampler;
    w.__frames = new Float64Array(20_000);
    w.__n = 0;
    w.__on = true;
    w.__drew = false;
    for (const gl of [w.WebGLRenderingContext, w.WebGL2RenderingContext])
      for (const name of ['drawElements', 'drawArrays', 'clear']) {
        const draw = gl.prototype[name] as (...a: unknown[]) => unknown;
        if ((draw as { sampled?: boolean }).sampled) continue;
        const sampled = function (this: unknown, ...a: unknown[]) {
          w.__drew = true;
          return draw.apply(this, a);
        };
        (sampled as { sampled?: boolean }).sampled = true;
        gl.prototype[name] = sampled;
      }
    let last = performance.now();
    const tick = (now: number) => {
      if (!w.__on) return;
      if (w.__drew && w.__n < w.__frames.length) w.__frames[w.__n++] = now - last;
      w.__drew = false;
      last = now;
      w.requestAnimationFrame(tick);
    };
    w.requestAnimationFrame((now) => {
      last = now;
      w.requestAnimationFrame(tick);
    });
  });
const stopSampling = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as Sampler;
    w.__on = false;
    return Array.from(w.__frames.subarray(0, w.__n));
  });

/** Median and 5th-percentile fps of frame intervals (the slowest 5 % of frames set the second). */
export function fpsOf(intervals: number[]): { medianFps: number; p5Fps: number } {
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { medianFps: 1000 / at(0.5), p5Fps: 1000 / at(0.95) };
}

/** Plays one round (a spin, or the bonus buy) and samples the frames from the click to the round in the history. */
async function sampledRound(page: Page, buy: boolean): Promise<number[]> {
  const rows = await page.locator('#hist tr').count();
  await startSampling(page);
  if (buy) {
    await page.locator('#buy').click();
    await page.locator('#buyYes').click();
  } else await page.locator('#play').click();
  await page.locator('#hist tr').nth(rows).waitFor({ timeout: 180_000 });
  const intervals = await stopSampling(page);
  const answer = await page.locator('#msg').textContent();
  if (!intervals.length) throw new Error(`no frames sampled (${answer})`);
  return intervals;
}

async function measureSlot(browser: Browser, base: string, slot: (typeof SLOTS)[number]): Promise<SlotFps[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000); // a step that never comes fails the run instead of hanging it
    await logIn(page, base);
    const url = await launchUrl(page, base, slot.name);
    await page.goto(url);
    await page.locator('#reels canvas').waitFor({ timeout: 30_000 });
    await page.locator('#bal').filter({ hasNotText: '…' }).waitFor();
    await page.locator('#bet').fill(BET);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(1000); // the page settles under the throttle before the round
    const out: SlotFps[] = [];
    for (const phase of ['spin', 'free spins'] as const) {
      if (phase === 'free spins' && !(await page.locator('#buy').isVisible())) continue;
      const intervals = await sampledRound(page, phase === 'free spins');
      out.push({ slot: slot.name, phase, frames: intervals.length, ...fpsOf(intervals) });
      console.log(`slot fps: ${slot.kind} ${phase}: ${intervals.length} frames`);
    }
    return out;
  } finally {
    await context.close();
  }
}

/**
 * The ceiling on this machine: a WebGL canvas of the phone stage's size (372 x 276 CSS pixels) cleared every frame
 * and nothing else, under the same throttle. A machine without a GPU rasterises WebGL in software (SwiftShader), which
 * lowers this for every page; the slots' rows read against it as well as against 60.
 */
async function blankFps(browser: Browser): Promise<SlotFps> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><title>ceiling</title><canvas width="651" height="483"
      style="width:372px;height:276px"></canvas><script>
      const gl = document.querySelector('canvas').getContext('webgl2');
      const frame = (t) => { gl.clearColor(0, 0, (t % 1000) / 1000, 1); gl.clear(gl.COLOR_BUFFER_BIT);
        requestAnimationFrame(frame); };
      requestAnimationFrame(frame);</script>`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await startSampling(page);
    await page.waitForTimeout(3000);
    const intervals = await stopSampling(page);
    return { slot: 'ceiling', phase: 'spin', frames: intervals.length, ...fpsOf(intervals) };
  } finally {
    await context.close();
  }
}

/** Every slot's spin and bought feature, in one browser, after the blank page's ceiling. */
export async function slotFps(base: string): Promise<SlotFps[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // WebGL on the software rasteriser where the machine has no GPU, as the e2e runs draw the reels.
    args: ['--no-sandbox', '--enable-unsafe-swiftshader'],
  });
  try {
    const all: SlotFps[] = [await blankFps(browser)];
    for (const slot of SLOTS) all.push(...(await measureSlot(browser, base, slot)));
    return all;
  } finally {
    await browser.close();
  }
}

/** The bench's rows: median and p5 fps per slot and phase, against the display's 60 (ratio = fps / 60). */
export async function slotFpsRows(base: string) {
  const rows: Array<{ measure: string; value: string; baseline: string; ratio: string; 'p99 ms': string }> = [];
  for (const r of await slotFps(base))
    for (const [what, fps] of [
      ['median fps', r.medianFps],
      ['p5 fps', r.p5Fps],
    ] as const)
      rows.push({
        measure: `${r.slot === 'ceiling' ? 'a bare WebGL canvas (ceiling)' : `${r.slot} ${r.phase}`}, phone 4x CPU: ${what} (${r.frames} frames drawn, >=)`,
        value: fps.toFixed(1),
        baseline: `${DISPLAY_FPS} (display)`,
        ratio: (fps / DISPLAY_FPS).toFixed(2),
        'p99 ms': '-',
      });
  return rows;
}

import { expect, type Page } from '@playwright/test';

/**
 * Runs the lottery's draw job once, now or at `at`: jobs are off in the end-to-end server, so draws open, close and
 * come out only when a spec drives them (POST /dev/jobs/run, development and test only).
 */
export async function runDraws(page: Page, at?: number) {
  const res = await page.request.post('/dev/jobs/run', {
    data: { names: ['lottery-draws'], ...(at ? { at: new Date(at).toISOString() } : {}) },
  });
  expect((await res.json()).value.ran).toEqual(['lottery-draws']);
}

export type Draw = { closeCountdown: number; drawCountdown: number; current: { numero: string; drawsAt: string } };
const currentDraw = async (page: Page, gameCode: string): Promise<Draw> =>
  (await (await page.request.get(`/lgw/draw/code/${gameCode}`)).json()).value;

/** An open draw of the game with at least `leftSeconds` to bet; one closing sooner is let go for the next. */
export async function openDraw(page: Page, gameCode: string, leftSeconds: number): Promise<Draw> {
  await runDraws(page);
  let d = await currentDraw(page, gameCode);
  if (d.closeCountdown < leftSeconds) {
    await page.waitForTimeout((d.drawCountdown + 1) * 1000);
    await runDraws(page);
    d = await currentDraw(page, gameCode);
  }
  return d;
}

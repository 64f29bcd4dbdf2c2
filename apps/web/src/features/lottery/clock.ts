import { useSyncExternalStore } from 'react';
import type { TimedDraw } from './api.ts';

// One ticker for the whole page (every card's countdown reads it), running only while something shows a countdown.
const listeners = new Set<() => void>();
let now = performance.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = performance.now();
    timer = setInterval(() => {
      now = performance.now();
      for (const l of listeners) l();
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** This page's monotonic time, in milliseconds, ticking four times a second. */
export const useTick = (): number => useSyncExternalStore(subscribe, () => now);

export type Phase = 'open' | 'closed' | 'none';

/**
 * Seconds until a draw's cut-off and its draw, from the server's countdowns counted down on this page's monotonic
 * clock since they arrived: the player's wall clock (often minutes off) never decides.
 */
export function countdownOf(draw: TimedDraw | undefined, at: number) {
  if (!draw?.current) return { closeIn: 0, drawIn: 0, phase: 'none' as Phase };
  const passed = Math.max(0, at - draw.receivedAt) / 1000;
  const closeIn = Math.max(0, Math.ceil(draw.closeCountdown - passed));
  const drawIn = Math.max(0, Math.ceil(draw.drawCountdown - passed));
  const phase: Phase = draw.current.status === 'open' && closeIn > 0 ? 'open' : 'closed';
  return { closeIn, drawIn, phase };
}

/** 75 -> "01:15"; an hour or more -> "1:02:03". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0
    ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`
    : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

/** The ticker's last reading (outside render: query intervals). */
export const nowMs = (): number => (timer ? now : performance.now());

/** Only a draw's phase: re-renders when it changes, not every tick. */
export const usePhase = (draw: TimedDraw | undefined): Phase =>
  useSyncExternalStore(subscribe, () => countdownOf(draw, now).phase);

/** Where draws fall: on multiples of the game's interval since the epoch (UTC), so every instance agrees. */
export interface DrawSlot {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const DAY = 86_400_000;

/**
 * The draw taking bets at `at` (it opened at or before `at` and draws after it). Its numero is the UTC date of its
 * opening and its number in that day, from 1: the 1-minute game's first draw of 26 Nov 2026 is 20261126-0001.
 */
export function slotAt(at: Date, intervalSeconds: number, cutoffSeconds: number): DrawSlot {
  const step = intervalSeconds * 1000;
  const opens = Math.floor(at.getTime() / step) * step;
  const dayStart = Math.floor(opens / DAY) * DAY;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const seq = String((opens - dayStart) / step + 1).padStart(4, '0');
  return {
    numero: `${date}-${seq}`,
    opensAt: new Date(opens),
    closesAt: new Date(opens + step - cutoffSeconds * 1000),
    drawsAt: new Date(opens + step),
  };
}

/** The draw after `slot`'s. */
export const nextSlot = (slot: DrawSlot, intervalSeconds: number, cutoffSeconds: number) =>
  slotAt(slot.drawsAt, intervalSeconds, cutoffSeconds);

/** A draw whose numbers are not out this long after its time is cancelled and its slips refunded. */
export const DRAW_GRACE_MS = 5 * 60_000;
/** How long a settler holds a draw before another may take it over (a crashed instance). */
export const SETTLE_LEASE_MS = 60_000;

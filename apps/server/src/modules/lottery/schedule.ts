/** Where draws fall: on multiples of the game's interval since the epoch (UTC), so every instance agrees. */
export interface DrawSlot {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const DAY = 86_400_000;

/**
 * The draw taking bets at `at` (it opened at or before `at` and draws after it). Draws fall at `offsetSeconds` past
 * each multiple of the interval. Its numero is the UTC date of its opening and its number in that day, from 1: the
 * 1-minute game's first draw of 26 Nov 2026 is 20261126-0001. A daily game's numero is the date of its draw in
 * Vietnam time (UTC+7; the daily draws are the VN regional ones): 20261126 for the 18:15 draw of that day.
 */
export function slotAt(at: Date, intervalSeconds: number, cutoffSeconds: number, offsetSeconds = 0): DrawSlot {
  const step = intervalSeconds * 1000;
  const off = offsetSeconds * 1000;
  const opens = Math.floor((at.getTime() - off) / step) * step + off;
  const dayStart = Math.floor(opens / DAY) * DAY;
  const date = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
  const seq = String(Math.floor((opens - dayStart) / step) + 1).padStart(4, '0');
  return {
    numero: step === DAY ? date(opens + step + VN_UTC_OFFSET_MS) : `${date(dayStart)}-${seq}`,
    opensAt: new Date(opens),
    closesAt: new Date(opens + step - cutoffSeconds * 1000),
    drawsAt: new Date(opens + step),
  };
}

/** Vietnam time is UTC+7 all year. */
export const VN_UTC_OFFSET_MS = 7 * 3_600_000;

/** The draw after `slot`'s. */
export const nextSlot = (slot: DrawSlot, intervalSeconds: number, cutoffSeconds: number, offsetSeconds = 0) =>
  slotAt(slot.drawsAt, intervalSeconds, cutoffSeconds, offsetSeconds);

// A draw whose numbers are not out lottery_games.grace_seconds after its time (5 minutes by default, 6 hours for a
// regional VN draw waiting for its operators) is cancelled and its slips refunded (draw-repo.ts, cancelStale).
/** How long a settler holds a draw before another may take it over (a crashed instance). */
export const SETTLE_LEASE_MS = 60_000;

import { describe, expect, it } from 'vitest';
import { formatTime } from '../src/shared/time.ts';

describe('times in the portal’s language', () => {
  it('writes a moment as each language does, not as the browser’s locale', () => {
    const iso = '2026-11-26T15:04:00.000Z';
    const local = new Date(iso);
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatTime(iso, 'pt')).toBe(`${String(local.getDate()).padStart(2, '0')}/11/2026, ${hh}:04`);
    expect(formatTime(iso, 'cn')).toMatch(/^2026\/11\/\d{1,2} \d{2}:04$/);
    expect(formatTime(iso, 'en')).toMatch(/^11\/\d{1,2}\/26, \d{1,2}:04 (AM|PM)$/);
  });
});

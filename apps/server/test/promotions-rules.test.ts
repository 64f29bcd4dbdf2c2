import { describe, expect, it } from 'vitest';
import {
  birthdayKey,
  inAudience,
  lastPeriod,
  memberStatus,
  percentOf,
  periodKey,
  phaseOf,
  requirementOf,
  weighted,
} from '../src/modules/promotions/rules.ts';

const at = (s: string) => new Date(s);

describe('promotion rules', () => {
  it('reads the operator’s status against the period', () => {
    const p = { startsAt: at('2026-05-10T00:00:00Z'), endsAt: at('2026-05-20T00:00:00Z') };
    expect(phaseOf({ ...p, status: 'live' }, at('2026-05-01T00:00:00Z'))).toBe('coming');
    expect(phaseOf({ ...p, status: 'scheduled' }, at('2026-05-12T00:00:00Z'))).toBe('open');
    expect(phaseOf({ ...p, status: 'live' }, at('2026-05-20T00:00:00Z'))).toBe('ended');
    expect(phaseOf({ ...p, status: 'paused' }, at('2026-05-12T00:00:00Z'))).toBe('paused');
    expect(phaseOf({ ...p, status: 'draft' }, at('2026-05-12T00:00:00Z'))).toBe('draft');
  });

  it('keys entries by UTC day, Monday week, the last completed period and the registration anniversary', () => {
    expect(periodKey('once', at('2026-05-13T12:00:00Z'))).toBe('once');
    expect(periodKey('daily', at('2026-05-13T23:59:59Z'))).toBe('d:2026-05-13');
    expect(periodKey('weekly', at('2026-05-17T23:00:00Z'))).toBe('w:2026-05-11'); // a Sunday: the week from Monday 11
    expect(lastPeriod('daily', at('2026-05-13T08:00:00Z'))).toMatchObject({ key: 'd:2026-05-12' });
    expect(lastPeriod('weekly', at('2026-05-13T08:00:00Z'))).toMatchObject({
      key: 'w:2026-05-04',
      to: at('2026-05-11T00:00:00Z'),
    });
    const registered = at('2025-05-10T15:00:00Z');
    expect(birthdayKey(registered, at('2026-05-09T23:00:00Z'))).toBeNull();
    expect(birthdayKey(registered, at('2026-05-10T00:00:00Z'))).toBe('y:2026');
    expect(birthdayKey(registered, at('2026-05-17T00:00:00Z'))).toBeNull();
    expect(birthdayKey(registered, at('2025-05-11T00:00:00Z'))).toBeNull();
  });

  it('computes rewards, requirements and weights in whole cents, rounded down', () => {
    expect(percentOf(10_001n, 1_000, 100_000n)).toBe(1_000n);
    expect(percentOf(5_000_000n, 10_000, 50_000n)).toBe(50_000n);
    expect(requirementOf({ wagerMultiple: 5, wagerBase: 'bonus_deposit' }, 1_000n, 10_000n)).toBe(55_000n);
    expect(requirementOf({ wagerMultiple: 10, wagerBase: 'bonus' }, 1_000n, 10_000n)).toBe(10_000n);
    expect(weighted(999n, { LIVE: 10 }, 'LIVE')).toBe(99n);
    expect(weighted(999n, { LIVE: 10 }, 'RNG')).toBe(0n);
  });

  it('checks the audience', () => {
    const now = at('2026-05-13T00:00:00Z');
    const member = { registeredAt: at('2026-05-01T00:00:00Z'), vipLevel: 2 };
    expect(inAudience({ kind: 'new_players', withinDays: 30 }, member, now)).toBe(true);
    expect(inAudience({ kind: 'new_players', withinDays: 7 }, member, now)).toBe(false);
    expect(inAudience({ kind: 'vip', levels: [2, 3] }, member, now)).toBe(true);
    expect(inAudience({ kind: 'vip', levels: [3] }, member, now)).toBe(false);
  });

  it('maps entries and chances to the spec’s statuses', () => {
    const dm = { mechanism: 'deposit_match' as const };
    const fx = { mechanism: 'fixed_bonus' as const };
    expect(memberStatus(dm, 'open', null, 'waiting')).toBe('join');
    expect(memberStatus({ mechanism: 'application' }, 'open', null, 'waiting')).toBe('applying');
    expect(memberStatus(fx, 'open', null, 'due')).toBe('claim');
    expect(memberStatus(fx, 'open', null, 'waiting')).toBe('joined');
    expect(memberStatus(fx, 'open', null, 'missed')).toBe('closed');
    expect(memberStatus(fx, 'coming', null, 'due')).toBe('coming_soon');
    expect(memberStatus(dm, 'open', { status: 'joined', bonusStatus: null }, 'waiting')).toBe('joined');
    expect(memberStatus(dm, 'ended', { status: 'joined', bonusStatus: null }, 'waiting')).toBe('closed');
    expect(memberStatus(dm, 'open', { status: 'in_process', bonusStatus: null }, 'waiting')).toBe('in_process');
    expect(memberStatus(dm, 'open', { status: 'rejected', bonusStatus: null }, 'waiting')).toBe('rejected');
    expect(memberStatus(dm, 'ended', { status: 'issued', bonusStatus: 'active' }, 'waiting')).toBe('issued');
    expect(memberStatus(dm, 'open', { status: 'issued', bonusStatus: 'released' }, 'waiting')).toBe('claimed');
    expect(memberStatus(dm, 'open', { status: 'issued', bonusStatus: 'expired' }, 'waiting')).toBe('closed');
  });
});

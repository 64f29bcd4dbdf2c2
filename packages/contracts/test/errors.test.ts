import { describe, expect, it } from 'vitest';
import { errors } from '../src/errors.ts';

describe('error taxonomy', () => {
  it('gives every error a distinct numeric code and a valid HTTP status', () => {
    const codes = Object.values(errors).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(errors)) expect(e.http).toBeGreaterThanOrEqual(400);
  });
});

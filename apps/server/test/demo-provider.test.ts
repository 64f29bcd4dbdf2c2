import { describe, expect, it } from 'vitest';
import { KINDS } from '../src/modules/demo-provider/kinds.ts';

describe('demo provider games', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`${name}: every choice returns between 85% and 100% over 100,000 rounds`, () => {
      for (const choice of kind.choices) {
        let paid = 0;
        for (let i = 0; i < 100_000; i++) paid += kind.play(choice).multiplier100;
        const rtp = paid / 100 / 100_000;
        expect(rtp).toBeGreaterThan(0.85);
        expect(rtp).toBeLessThan(1);
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import { crashedOnly } from '../../../scripts/vitest-crashes.ts';

const crash = (file: string) =>
  `Caused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file ${file}`;

describe('test runs: a worker killed by a signal', () => {
  it('names the files to run again when the crash was the only trouble', () => {
    const out = [
      crash('/ci/apps/server/test/lottery.test.ts'),
      ' Test Files  166 passed (167)',
      '      Tests  999 passed (1005)',
      '     Errors  1 error',
    ];
    expect(crashedOnly(out.join('\n'))).toEqual(['/ci/apps/server/test/lottery.test.ts']);
  });

  it('runs nothing again when a test failed too, or an error was not a crash', () => {
    const failed = [
      crash('/ci/a.test.ts'),
      ' Test Files  1 failed | 165 passed (167)',
      '      Tests  1 failed | 998 passed (1005)',
      '     Errors  1 error',
    ];
    expect(crashedOnly(failed.join('\n'))).toEqual([]);
    const other = [
      crash('/ci/a.test.ts'),
      ' Test Files  166 passed (167)',
      '      Tests  999 passed (1005)',
      '     Errors  2 errors',
    ];
    expect(crashedOnly(other.join('\n'))).toEqual([]);
    expect(crashedOnly(' Test Files  1 failed (1)\n      Tests  1 failed (1)')).toEqual([]);
  });
});

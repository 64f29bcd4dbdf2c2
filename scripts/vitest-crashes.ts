// A test file whose worker process was killed by a signal is run once more; nothing else is. The embedded database's
// engine has, rarely, ended a test process on a fatal check of its own ("Check failed: jit_page.has_value()",
// SIGTRAP) with no test failing: one file in about two hundred, in about one run in two (docs/decisions.md).
// A failed test, or a crash that comes back on the second run, still fails the stage.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const CRASH = /Worker exited unexpectedly with signal (\w+) .*? while running test file (\S+)/g;

/** The files whose worker died on a signal, when that is the only trouble the run reported. */
export function crashedOnly(output: string): string[] {
  const plain = stripVTControlCharacters(output);
  const files = [...plain.matchAll(CRASH)].map((m) => m[2] as string);
  if (!files.length) return [];
  const summary = plain.split('\n').filter((l) => /^\s*(Test Files|Tests|Errors)\s/.test(l));
  if (summary.some((l) => /^\s*(Test Files|Tests)\s/.test(l) && /\bfailed\b/.test(l))) return [];
  const errors = Number(/^\s*Errors\s+(\d+)/m.exec(summary.join('\n'))?.[1] ?? 0);
  return errors === files.length ? [...new Set(files)] : [];
}

/** Runs a command, printing its output as it comes (or only on failure, `quiet`), and returns its output. */
export function run(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<{ status: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: opts.env ?? process.env });
    let output = '';
    const take = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (!opts.quiet) to.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => take(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => take(c, process.stderr));
    child.on('close', (status, signal) => resolve({ status, signal, output }));
  });
}

/**
 * Runs vitest (`base`: the command up to its options, then `files`) and, when the only trouble was worker processes
 * killed by a signal, runs those files once more with the same options, saying so.
 */
export async function vitestWithCrashRerun(
  base: string[],
  files: string[],
  opts: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<{ ok: boolean; output: string; signal: NodeJS.Signals | null }> {
  const [command, ...rest] = base;
  if (!command) throw new Error('no command');
  const first = await run(command, [...rest, ...files], opts);
  if (first.status === 0) return { ok: true, output: first.output, signal: null };
  const crashed = crashedOnly(first.output);
  if (!crashed.length) return { ok: false, output: first.output, signal: first.signal };
  console.log(`\nworker processes died on a signal (no test failed) in: ${crashed.join(', ')}; running them again`);
  const again = await run(command, [...rest, ...crashed], opts);
  return { ok: again.status === 0, output: `${first.output}\n${again.output}`, signal: again.signal };
}

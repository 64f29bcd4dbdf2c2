import { readdir } from 'node:fs/promises';
import type { Command } from './client.ts';

const isCommand = (v: unknown): v is Command =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Command).name === 'string' &&
  typeof (v as Command).usage === 'string' &&
  typeof (v as Command).run === 'function';

/**
 * Every command of the operator CLI: each module in ./commands exports one or more `{ name, usage, run }`, so an
 * area adds a command by adding a file, without touching the dispatcher.
 */
export async function loadCommands(dir = new URL('./commands/', import.meta.url)): Promise<Command[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const found: Command[] = [];
  for (const file of files) {
    const mod = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (isCommand(value)) found.push(value);
  }
  const names = new Set<string>();
  for (const c of found) {
    if (names.has(c.name)) throw new Error(`two operator commands are named ${c.name}`);
    names.add(c.name);
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

import { loadConfig } from '../config.ts';
import { operatorClient, processIo } from './client.ts';
import { loadCommands } from './registry.ts';

/** `npm run operator -- <command> ...`: operator actions through the operator API of a running server. */
const commands = await loadCommands();
const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (!command) {
  console.log(`usage: npm run operator -- <command>\n\n${commands.map((c) => `  ${c.usage}`).join('\n')}`);
  process.exit(name ? 1 : 0);
}
try {
  const result = await command.run(args, await operatorClient(loadConfig()), processIo);
  console.log(JSON.stringify(result, null, 2));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

// `npm run test:unit`: the server, portal, console and contracts suites in one vitest run; a file whose worker process
// died on a signal with no test failed is run once more (scripts/vitest-crashes.ts).
import { fileURLToPath } from 'node:url';
import { vitestWithCrashRerun } from './vitest-crashes.ts';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const projects = ['server', 'web', 'console', 'contracts'].flatMap((p) => ['--project', p]);
const { ok } = await vitestWithCrashRerun([process.execPath, vitest, 'run', ...projects], process.argv.slice(2));
process.exit(ok ? 0 : 1);

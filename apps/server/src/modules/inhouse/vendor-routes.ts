import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { App } from '../../platform/http.ts';

/** The libraries the game pages load as ES modules, served from the installed packages (no CDN, no build step). */
const DAY = 'public, max-age=86400';
const VENDOR = '/provider/inhouse/vendor/';

/** A bundle without its source map comment (the map is not served: it would only cost a failed request). */
const withoutMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

/**
 * PixiJS's browser build, as one ES module the pages import. The pages' content policy forbids eval, which Pixi's
 * shader code uses by default: the module applies Pixi's own no-eval build first (it patches Pixi's classes, found
 * on a `PIXI` object as in its script form), then exports the library unchanged.
 */
async function pixiModules(): Promise<{ core: string; entry: string }> {
  // The package's entry is lib/index.js; its browser bundles sit beside it in dist/.
  const root = dirname(dirname(createRequire(import.meta.url).resolve('pixi.js')));
  const core = withoutMap(await readFile(join(root, 'dist', 'pixi.min.mjs'), 'utf8'));
  const noEval = withoutMap(await readFile(join(root, 'dist', 'packages', 'unsafe-eval.min.js'), 'utf8'));
  const entry = `import * as core from './pixi-core.mjs';
const PIXI = { ...core };
(function () {
${noEval}
}).call({ PIXI });
export * from './pixi-core.mjs';
`;
  return { core, entry };
}

export default async function vendorRoutes(app: App) {
  const { core, entry } = await pixiModules();
  const files: Record<string, string> = { 'pixi.mjs': entry, 'pixi-core.mjs': core };
  for (const [name, code] of Object.entries(files))
    app.get(`${VENDOR}${name}`, { schema: { hide: true } }, async (_req, reply) => {
      reply.type('text/javascript; charset=utf-8');
      reply.header('cache-control', DAY);
      return reply.send(code);
    });
}

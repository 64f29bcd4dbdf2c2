import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/** Gzip bytes of the JavaScript the home route loads before any lazy chunk: entry script + modulepreloads. */
export async function homeInitialJs(): Promise<{ gzipBytes: number; files: string[] }> {
  const html = await readFile(`${dist}index.html`, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let gzipBytes = 0;
  for (const f of new Set(files)) gzipBytes += gzipSync(await readFile(dist + f)).length;
  return { gzipBytes, files };
}

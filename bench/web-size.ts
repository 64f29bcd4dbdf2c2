import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Gzip bytes of the JavaScript the home route needs before it shows anything of its own: the entry with every chunk
 * it imports statically, plus the home page's lazy chunk and its static imports (what "first load JS" means for a
 * route). Chunks loaded later on demand (modals, other screens, other languages, the banner carousel) are not counted.
 */
export async function homeInitialJs(): Promise<{ gzipBytes: number; files: string[] }> {
  const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) visit(k);
  };
  visit('index.html');
  visit('src/features/home/HomePage.tsx');
  const files = [...seen].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  for (const f of files) gzipBytes += gzipSync(await readFile(dist + f)).length;
  return { gzipBytes, files };
}

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

type Manifest = Record<string, { file: string; imports?: string[] }>;

async function gzipBytes(files: string[]) {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(await readFile(dist + f)).length;
  return bytes;
}

/** The chunks `keys` need: themselves and everything they import statically. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Gzip bytes of the JavaScript the home route needs before it can show its content: the entry with every chunk it
 * imports statically, the home page's chunk with its static imports, and the start language's texts (PT), which the
 * shell waits for. `deferred` is what the home page loads after it is shown and works without (the banner carousel);
 * it is reported, not counted. Screens, modals and other languages load on demand and are neither.
 */
export async function homeInitialJs(): Promise<{ gzipBytes: number; files: string[]; deferredBytes: number }> {
  const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const needed = closure(manifest, ['index.html', 'src/features/home/HomePage.tsx', 'src/shared/i18n/locales/pt.json']);
  const deferred = [...closure(manifest, ['src/shared/ui/BannerSlides.tsx'])].filter((k) => !needed.has(k));
  const fileOf = (k: string) => manifest[k]?.file ?? '';
  const files = [...needed].map(fileOf).filter((f) => f.endsWith('.js'));
  if (!files.some((f) => /\/pt-[^/]+\.js$/.test(f))) throw new Error('the PT texts chunk is missing from the manifest');
  return {
    gzipBytes: await gzipBytes(files),
    files,
    deferredBytes: await gzipBytes(deferred.map(fileOf).filter((f) => f.endsWith('.js'))),
  };
}

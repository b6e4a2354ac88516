// Owns building the web app for the benchmark as `npm run build` does (Vite with the app's own config, then
// scripts/precompress.ts) but into a private folder, so a concurrent `npm run build` cannot change the files under the
// running shop; and records which source modules went into each chunk.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT } from './shop.ts';

export type ChunkModule = { id: string; bytes: number };
export type Asset = {
  file: string;
  raw: number;
  gzip: number;
  /** Brotli at quality 11: what a precompressed file would weigh. */
  brotli: number;
  /** Source modules in the chunk, largest first (JavaScript chunks only). */
  modules: ChunkModule[];
  isEntry: boolean;
  isDynamicEntry: boolean;
};
export type WebBuild = { outDir: string; assets: Map<string, Asset>; adminFiles: Set<string> };

/** Source modules of the admin area: a shopper must never download a chunk holding one. */
const ADMIN_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]admin[\\/]/;

export async function buildWeb(outDir: string): Promise<WebBuild> {
  const chunks = new Map<string, { modules: ChunkModule[]; isEntry: boolean; isDynamicEntry: boolean }>();
  const recorder: Plugin = {
    name: 'bench-chunk-recorder',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({
            id: path.relative(ROOT, id.replace(/\?.*$/, '').replaceAll('\0', '')),
            bytes: info.renderedLength,
          }))
          .sort((a, b) => b.bytes - a.bytes);
        chunks.set(fileName, { modules, isEntry: output.isEntry, isDynamicEntry: output.isDynamicEntry });
      }
    },
  };
  await build({
    configFile: path.join(ROOT, 'apps/web/vite.config.ts'),
    logLevel: 'warn',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true },
  });
  const precompress = path.join(ROOT, 'scripts/precompress.ts');
  if (existsSync(precompress)) {
    const run = spawnSync(process.execPath, [precompress, outDir], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`scripts/precompress.ts failed: ${run.stderr || run.stdout}`);
  }

  const assets = new Map<string, Asset>();
  const adminFiles = new Set<string>();
  for (const file of walk(outDir)) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(relative)) continue;
    const bytes = readFileSync(file);
    const chunk = chunks.get(relative);
    assets.set(relative, {
      file: relative,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      modules: chunk?.modules ?? [],
      isEntry: chunk?.isEntry ?? false,
      isDynamicEntry: chunk?.isDynamicEntry ?? false,
    });
    if (chunk?.modules.some((m) => ADMIN_SOURCE.test(`/${m.id}`))) adminFiles.add(relative);
  }
  if (adminFiles.size === 0)
    throw new Error('No chunk holds the admin area (apps/web/src/features/admin): cannot check');
  return { outDir, assets, adminFiles };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Groups a chunk's modules by package (node_modules) or by source folder, for a readable "what is in it". */
export function moduleGroups(modules: ChunkModule[], top = 8): { name: string; bytes: number }[] {
  const groups = new Map<string, number>();
  for (const { id, bytes } of modules) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
    const name = pkg ?? id.split('/').slice(0, -1).join('/');
    groups.set(name, (groups.get(name) ?? 0) + bytes);
  }
  return [...groups.entries()]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

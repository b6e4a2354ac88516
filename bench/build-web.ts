// Owns building the web app for the benchmark as `npm run build` does (`react-router build` with the app's own Vite and
// React Router configs, then scripts/precompress.ts on the browser's files) but into a private folder, so a concurrent
// `npm run build` cannot change the files under the running shop; and records which source modules went into each
// chunk the browser can download. Also checks out an earlier revision's sources beside the repository, for a measure
// that puts an earlier build of the web app beside this one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT } from './shop.ts';

export type ChunkModule = { id: string; bytes: number };
export type Asset = {
  /** Path under the client build (`assets/root-….js`), as the browser asks for it without the leading slash. */
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
export type WebBuild = {
  /** What the shop's WEB_DIST points at: `client/` (browser files) and `server/index.js` (the render function). */
  outDir: string;
  /** The browser's files, by their path under `client/`. */
  assets: Map<string, Asset>;
  /** Client files holding any admin source module: a shopper must never download one. */
  adminFiles: Set<string>;
};

const WEB_ROOT = path.join(ROOT, 'apps/web');
/**
 * Source modules of the admin area, under apps/web/src/: its features (each in a features/admin-… folder: orders,
 * returns, catalogue …), its shell (app/admin-shell/), its shared parts (components/admin/) and its route modules
 * (app/routes/admin*.tsx).
 */
const ADMIN_SOURCE =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/]admin-[^\\/]+[\\/]|app[\\/]admin-shell[\\/]|components[\\/]admin[\\/]|app[\\/]routes[\\/]admin[^\\/]*\.tsx$)/;

/**
 * A new folder for this run's build. The server build imports its packages (react, react-router …) from node_modules
 * as apps/web/dist/server does, found from where its files are; so the folder is under apps/web, in its node_modules
 * (which git, the linters, the tests and `react-router build` emptying dist/ all leave alone), never in the system's
 * temporary folder, from where no package would be found.
 */
export async function makeWebDist(): Promise<string> {
  const parent = path.join(WEB_ROOT, 'node_modules', '.cache');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, 'shop-bench-web-'));
}

/** The React Router Vite plugin's per-build context, which it publishes in Vite's config for its own CLI. */
type ReactRouterPluginContext = { reactRouterConfig: { buildDirectory: string } };

/**
 * `react-router build` is two Vite builds of apps/web/vite.config.ts: the browser's (`<buildDirectory>/client`), then
 * the server's (`<buildDirectory>/server`), which reads the first one's manifest and moves its own assets there.
 * Neither the plugin (`reactRouter()` takes no options) nor the CLI (`--config` names the Vite config only) can change
 * the build directory that react-router.config.ts sets; so this plugin, after React Router's, points the plugin's
 * context at `outDir` for the build it runs in, and sets Vite's output folder to match.
 */
function buildDirectory(outDir: string, environment: 'client' | 'server'): Plugin {
  return {
    name: 'bench-build-directory',
    config(config) {
      const context = (config as { __reactRouterPluginContext?: ReactRouterPluginContext }).__reactRouterPluginContext;
      if (!context?.reactRouterConfig?.buildDirectory)
        throw new Error(
          'The React Router Vite plugin is not in apps/web/vite.config.ts, or no longer publishes __reactRouterPluginContext',
        );
      context.reactRouterConfig = { ...context.reactRouterConfig, buildDirectory: outDir };
      return { build: { outDir: path.join(outDir, environment), emptyOutDir: true } };
    },
  };
}

/** Builds apps/web of the sources under `root`: this checkout's, or an earlier revision's from checkoutRevision(). */
export async function buildWeb(outDir: string, root = ROOT): Promise<WebBuild> {
  const chunks = new Map<string, { modules: ChunkModule[]; isEntry: boolean; isDynamicEntry: boolean }>();
  const recorder: Plugin = {
    name: 'bench-chunk-recorder',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({
            id: path.relative(root, id.replace(/\?.*$/, '').replaceAll('\0', '')),
            bytes: info.renderedLength,
          }))
          .sort((a, b) => b.bytes - a.bytes);
        chunks.set(fileName, { modules, isEntry: output.isEntry, isDynamicEntry: output.isDynamicEntry });
      }
    },
  };
  await rm(outDir, { recursive: true, force: true });
  const common = {
    configFile: path.join(root, 'apps/web/vite.config.ts'),
    logLevel: 'warn' as const,
    mode: 'production',
  };
  // As `react-router build`: the browser's build first (the recorder sees its chunks), then the server's.
  await build({ ...common, plugins: [buildDirectory(outDir, 'client'), recorder] });
  await build({ ...common, plugins: [buildDirectory(outDir, 'server')], build: { ssr: true } });
  // The Vite manifests React Router asked for are removed after the build, as `react-router build` does.
  for (const side of ['client', 'server']) await rm(path.join(outDir, side, '.vite'), { recursive: true, force: true });
  const clientDir = path.join(outDir, 'client');
  if (!existsSync(path.join(outDir, 'server', 'index.js')) || !existsSync(path.join(clientDir, 'assets')))
    throw new Error(`The web build did not write ${outDir}/client/assets and ${outDir}/server/index.js`);

  const precompress = path.join(ROOT, 'scripts/precompress.ts');
  if (existsSync(precompress)) {
    const run = spawnSync(process.execPath, [precompress, clientDir], { cwd: ROOT, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`scripts/precompress.ts failed: ${run.stderr || run.stdout}`);
  }

  const assets = new Map<string, Asset>();
  const adminFiles = new Set<string>();
  for (const file of walk(clientDir)) {
    const relative = path.relative(clientDir, file).split(path.sep).join('/');
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
    throw new Error(
      'No client chunk holds the admin area (apps/web/src/features/admin-*, app/admin-shell, components/admin, app/routes/admin*.tsx): cannot check',
    );
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

export type Checkout = { root: string; revision: string; remove(): Promise<void> };

/**
 * The sources of `revision` in a git worktree in the system's temporary folder, to build as they were. It installs
 * nothing: its node_modules is a folder of links to this checkout's packages, except the workspace's own packages
 * (@shop/contract …), which link to the revision's copies so its build bundles the contract it was written against.
 * Each workspace's own node_modules, where this checkout has one, is linked as it is.
 */
export async function checkoutRevision(revision: string): Promise<Checkout> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const full = git('rev-parse', '--verify', `${revision}^{commit}`);
  const parent = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-baseline-'));
  const root = path.join(parent, 'tree');
  git('worktree', 'add', '--detach', root, full);
  const remove = async () => {
    // The links first, so nothing below can ever reach this checkout's packages through them.
    await rm(path.join(root, 'node_modules'), { recursive: true, force: true });
    try {
      git('worktree', 'remove', '--force', root);
    } finally {
      await rm(parent, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  try {
    const modules = path.join(ROOT, 'node_modules');
    await mkdir(path.join(root, 'node_modules', '@shop'), { recursive: true });
    for (const name of readdirSync(modules)) {
      // Hidden entries are npm's and the tools' caches, which the revision's build keeps to itself.
      if (name === '@shop' || (name.startsWith('.') && name !== '.bin')) continue;
      await symlink(path.join(modules, name), path.join(root, 'node_modules', name));
    }
    for (const name of readdirSync(path.join(modules, '@shop'))) {
      // npm links a workspace package by its path from node_modules/@shop: the same path in the worktree.
      const target = readlinkSync(path.join(modules, '@shop', name));
      await symlink(target, path.join(root, 'node_modules', '@shop', name));
    }
    const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const workspace of workspaces) {
      const own = path.join(ROOT, workspace, 'node_modules');
      if (existsSync(own) && existsSync(path.join(root, workspace)))
        await symlink(own, path.join(root, workspace, 'node_modules'));
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, revision: full.slice(0, 7), remove };
}

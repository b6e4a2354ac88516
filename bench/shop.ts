// Owns the shop processes the benchmark runs: bundle the server as `npm run build` does, start it as `npm run serve`
// does on a free port, wait until it is ready, read its resident memory, and stop it. Every process started here is
// stopped by stopAllShops().
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * This run's own bundle, made once from the sources as they are when the first shop starts, so a build in another
 * terminal meanwhile cannot change the server under the measures.
 */
const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist', `main-bench-${process.pid}.js`);
let bundled: Promise<void> | undefined;
process.once('exit', () => rmSync(SERVER_BUNDLE, { force: true }));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port the kernel says is free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Shop = {
  /** http://localhost:<port>: the shop's own origin (PUBLIC_URL), what a browser opens. */
  url: string;
  /** http://127.0.0.1:<port>: the same server, for load generators that should not resolve names. */
  directUrl: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  readyMs: number;
  logFile: string;
  /** False once the process has exited (it crashed, or was stopped). */
  alive(): boolean;
  stop(): Promise<void>;
};

const running = new Set<ChildProcess>();

/**
 * A production shop, as the container runs it (deploy/Dockerfile): with NODE_ENV=production the pages are rendered by
 * React's production build (without it, by its development build, slower and larger), and the server runs its
 * production configuration. A test shop as scripts/scale runs one: every payment in the sandbox, mail kept in
 * its outbox, metrics behind a token, and its PUBLIC_URL plain HTTP on loopback (which production allows a test shop).
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: '1',
  MAIL_OUTBOX: '1',
  METRICS_TOKEN: 'bench-metrics-token-not-a-secret',
};

export type ShopOptions = {
  /** Environment of the shop on top of a clean production one (DATABASE_URL, DATA_DIR, SEED_DEMO …). */
  env: Record<string, string>;
  logFile: string;
  readyTimeoutMs?: number;
};

/** Starts the shop the way `npm run serve` does (Node 24, the server bundle) in production and waits for /api/health. */
export async function startShop({ env, logFile, readyTimeoutMs = 180_000 }: ShopOptions): Promise<Shop> {
  await (bundled ??= buildServer(SERVER_BUNDLE));
  const port = await freePort();
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...PRODUCTION,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      running.delete(child);
      resolve();
    }),
  );

  const directUrl = `http://127.0.0.1:${port}`;
  let readyMs = -1;
  while (readyMs < 0) {
    if (exited !== undefined)
      throw new Error(`The shop exited (code ${exited}) before it was ready:\n${tail(logFile)}`);
    if (performance.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`The shop was not ready after ${readyTimeoutMs / 1000} s:\n${tail(logFile)}`);
    }
    try {
      const answer = await fetch(`${directUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      await answer.arrayBuffer();
      if (answer.status === 200) readyMs = performance.now() - started;
    } catch {
      // not listening yet
    }
    if (readyMs < 0) await sleep(10);
  }

  return {
    url: `http://localhost:${port}`,
    directUrl,
    pid: child.pid!,
    readyMs,
    logFile,
    alive: () => exited === undefined,
    async stop() {
      if (exited === undefined) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(killer);
      }
      log.end();
    },
  };
}

/** Kills whatever shop is still running (the runner calls it when something went wrong). */
export function stopAllShops(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  return memory(pid).rss;
}

/** Resident memory in MB: all of it, its anonymous part (heaps) and its file-backed part (the binary, libraries). */
export function memory(pid: number): { rss: number; anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') + field('RssShmem') };
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak. */
export function rssSampler(pid: number, everyMs = 100) {
  let peak = 0;
  const take = () => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process is gone
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((line) => (line.length > 600 ? `${line.slice(0, 600)} …` : line))
      .join('\n');
  } catch {
    return '(no log)';
  }
}

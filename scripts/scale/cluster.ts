// Owns the pieces the scale test runs on one machine: a throwaway PostgreSQL database, s3rver, the shop instances,
// nginx, and PostgreSQL's restart. Every process started here is stopped by stopAll(), whatever happened.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { nginxConfig, type NginxOptions } from './nginx-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** SCALE_SERVER_ROOT runs the instances from another checkout (to try a fix) while the test stays this one. */
const SERVER_ROOT = process.env.SCALE_SERVER_ROOT ? path.resolve(process.env.SCALE_SERVER_ROOT) : ROOT;
/** The server bundle `npm run build` makes (test:scale builds it first; another SCALE_SERVER_ROOT must be built). */
export const SERVER_MAIN = path.join(SERVER_ROOT, 'apps/server/dist/main.js');

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

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

const okAt = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

// ── PostgreSQL ──────────────────────────────────────────────────────────────

export const ADMIN_URL = process.env.SCALE_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One short-lived connection to the test database (the restart drill drops long-lived ones). */
export async function withDb<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The cluster's version and name, for pg_ctlcluster (Debian's wrapper). */
function postgresCluster(): { version: string; name: string } {
  const version = readdirSync('/etc/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error('No PostgreSQL cluster under /etc/postgresql');
  return { version, name: process.env.SCALE_PG_CLUSTER ?? 'main' };
}

export async function restartPostgres(): Promise<void> {
  const { version, name } = postgresCluster();
  const started = Date.now();
  const run = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'restart'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pg_ctlcluster restart failed: ${run.stderr || run.stdout}`);
  await waitFor('PostgreSQL after its restart', () => withDb(ADMIN_URL, async () => true), 30_000);
  console.log(`  PostgreSQL ${version}/${name} restarted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** After a failure mid-drill: make sure PostgreSQL is up again for everybody else. */
export function ensurePostgresRunning(): void {
  const { version, name } = postgresCluster();
  const status = spawnSync('pg_ctlcluster', [version, name, 'status'], { encoding: 'utf8' });
  if (status.status !== 0)
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'], { stdio: 'inherit' });
}

// ── S3-compatible storage ───────────────────────────────────────────────────

export async function startS3(
  directory: string,
  bucket: string,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await s3.run()) as unknown as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, close: () => s3.close() };
}

// ── The shop's instances ────────────────────────────────────────────────────

export type Instance = {
  index: number;
  port: number;
  url: string;
  logFile: string;
  child?: ChildProcess;
  /** Set just before the test kills it on purpose; an exit without it is a crash. */
  expectedExit: boolean;
  crashes: { at: number; code: number | null; signal: string | null }[];
};

export function instanceFor(index: number, port: number, workDir: string): Instance {
  return {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile: path.join(workDir, `instance-${index + 1}.log`),
    expectedExit: false,
    crashes: [],
  };
}

/** Starts `node apps/server/dist/main.js` exactly as the Dockerfile's CMD does, logs appended to its file. */
export async function startInstance(instance: Instance, env: NodeJS.ProcessEnv, onCrash: () => void): Promise<void> {
  const dataDir = path.join(path.dirname(instance.logFile), `data-${instance.index + 1}`);
  await mkdir(dataDir, { recursive: true });
  const log = createWriteStream(instance.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: SERVER_ROOT,
    env: { ...env, PORT: String(instance.port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  instance.child = child;
  instance.expectedExit = false;
  child.on('exit', (code, signal) => {
    if (instance.child !== child) return;
    instance.child = undefined;
    if (!instance.expectedExit) {
      instance.crashes.push({ at: Date.now(), code, signal });
      onCrash();
    }
  });
}

export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    `instance ${instance.index + 1} on :${instance.port}`,
    async () => {
      if (!instance.child) throw new Error(`instance ${instance.index + 1} exited while starting`);
      return okAt(`${instance.url}/api/ready`)();
    },
    timeoutMs,
  );
}

export function killInstance(instance: Instance, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const child = instance.child;
  if (!child) return Promise.resolve();
  instance.expectedExit = true;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** SIGTERM (the graceful close), then SIGKILL if it takes more than 12 s. */
export async function stopInstance(instance: Instance): Promise<void> {
  const child = instance.child;
  if (!child) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await killInstance(instance, 'SIGTERM');
  clearTimeout(timer);
}

/**
 * Flips a sandbox's fault switches (the payment sandbox's sandbox-routes.ts by default, or the Shiprocket sandbox's
 * /api/sandbox/shiprocket/control) on every running instance: each keeps its own in memory and calls its own sandbox.
 * Answers the instances that did not take it, with why.
 */
export async function sandboxControl(
  instances: Instance[],
  switches: Record<string, number>,
  controlPath = '/api/sandbox/control',
): Promise<string[]> {
  const refused: string[] = [];
  await Promise.all(
    instances
      .filter((instance) => instance.child)
      .map(async (instance) => {
        const answer = await fetch(`${instance.url}${controlPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(switches),
          signal: AbortSignal.timeout(5000),
        }).catch((error: unknown) => error as Error);
        if (answer instanceof Error || !answer.ok)
          refused.push(`instance ${instance.index + 1}: ${answer instanceof Error ? answer.message : answer.status}`);
      }),
  );
  return refused;
}

/** The log lines an instance wrote at level error or worse (pino: 50+), parsed. */
export function errorLogLines(instance: Instance): { time: number; msg: string; line: string }[] {
  let text: string;
  try {
    text = readFileSync(instance.logFile, 'utf8');
  } catch {
    return [];
  }
  const found: { time: number; msg: string; line: string }[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) {
      if (/error/i.test(line)) found.push({ time: 0, msg: line.slice(0, 300), line });
      continue;
    }
    try {
      const entry = JSON.parse(line) as { level?: number; time?: number; msg?: string };
      if ((entry.level ?? 0) >= 50) found.push({ time: entry.time ?? 0, msg: entry.msg ?? '', line });
    } catch {
      // a half-written last line after SIGKILL
    }
  }
  return found;
}

// ── nginx ───────────────────────────────────────────────────────────────────

/** Debian puts nginx in /usr/sbin, which a non-login PATH may lack. */
const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** What the test needs from the machine, each missing piece named with its remedy. */
export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (spawnSync(NGINX, ['-v']).error)
    missing.push("nginx is not installed: apt-get install -y nginx (Debian's package)");
  if (spawnSync('pg_ctlcluster', ['--help']).error)
    missing.push("pg_ctlcluster (Debian's postgresql-common) is needed to restart PostgreSQL");
  if (process.getuid?.() !== 0) missing.push('restarting PostgreSQL needs root: run the scale test as root (CI does)');
  return missing;
}

export type Nginx = { url: string; prefix: string; child: ChildProcess; stop(): Promise<void> };

export async function startNginx(
  workDir: string,
  listenPort: number,
  instancePorts: number[],
  tls?: NginxOptions['tls'],
): Promise<Nginx> {
  const prefix = await mkdtemp(path.join(workDir, 'nginx-'));
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, nginxConfig({ listenPort, instancePorts, prefix, tls }));
  const test = spawnSync(NGINX, ['-t', '-q', '-c', file, '-p', prefix], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  const log = createWriteStream(path.join(prefix, 'stderr.log'));
  const child = spawn(NGINX, ['-c', file, '-p', prefix], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  // A certificate names a host, not an address: HTTPS is asked for by name.
  const url = tls ? `https://localhost:${listenPort}` : `http://127.0.0.1:${listenPort}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  // A TCP connect only: an HTTP probe before the instances listen would mark every upstream failed.
  await waitFor(
    'nginx',
    async () => {
      if (exited) throw new Error(`nginx exited: see ${prefix}/stderr.log`);
      return canConnect(listenPort);
    },
    10_000,
  );
  return {
    url,
    prefix,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGQUIT'); // graceful: finish what is in flight
      }),
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function makeWorkDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'shop-scale-'));
}

// Owns the benchmark's edge: nginx in front of the shop with HTTPS and HTTP/2, as deploy/nginx.conf serves shoppers,
// with a self-signed certificate made for the run (Chromium is told to accept it). The configuration is the scale
// test's (scripts/scale/nginx-config.ts), so the proxy settings are the ones deploy/nginx.conf is checked against.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { startNginx, type Nginx } from '../scripts/scale/cluster.ts';
import { freePort } from './shop.ts';

/** nginx on a free port proxying to the shop listening on `shopPort`; its url is https://localhost:<port>. */
export async function startEdge(workDir: string, shopPort: number): Promise<Nginx> {
  const dir = await mkdtemp(path.join(workDir, 'edge-'));
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', certificate, '-subj',
      '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], // prettier-ignore
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(`openssl could not make the edge's certificate: ${made.error?.message ?? made.stderr}`);
  return startNginx(dir, await freePort(), [shopPort], { certificate, key });
}

// Owns a stand-in for the built web app (index.html and one hashed script), for tests of how the server serves it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder laid out as `apps/web/dist`, for WEB_DIST. */
export async function fakeWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Thread &amp; Tote</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("shop")');
  return dist;
}

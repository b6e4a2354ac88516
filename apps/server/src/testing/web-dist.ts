// Owns a stand-in for the built web app (one hashed script, and a server build whose renderer answers with what it
// was handed), for tests of how the server serves pages. The real build is exercised by the e2e journeys.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The renderer of @shop/contract/pages: /go redirects, /missing is a 404, every other page shows its URL, the origin
 * it was handed and the session check its loaders would make through the in-process API, with an inline script of
 * its own (named by its hash in the answer's script sources) and one that came with the page's content (not named).
 * /loose-sources answers sources no page may widen its policy with; /secret says no cache may keep it. A POST (a form) is answered with a redirect that
 * names the body it got and the status of an API write its action made, and leaves a flash cookie.
 */
const SERVER_BUILD = `
import { createHash } from 'node:crypto';

const hashOf = (text) => "'sha256-" + createHash('sha256').update(text).digest('base64') + "'";

export const entry = {
  module: {
    createPageRenderer: () => async (request, { origin, api }) => {
      const url = new URL(request.url);
      if (url.pathname === '/go') return new Response(null, { status: 302, headers: { location: '/there' } });
      if (request.method === 'POST') {
        const body = await request.text();
        const write = await api('/api/auth/logout', { method: 'POST', headers: { Accept: 'application/json' } });
        const location = '/there?' + new URLSearchParams({ body, write: String(write.status) });
        return new Response(null, { status: 303, headers: { location, 'set-cookie': 'flash=%5B%5D; Path=/' } });
      }
      const session = await api('/api/auth/check-auth', { method: 'GET', headers: { Accept: 'application/json' } });
      const own = 'window.rendered = ' + JSON.stringify(url.pathname) + ';';
      const html = '<!doctype html><title>Thread &amp; Tote</title><script>' + own + '</script>' +
        '<pre id="url">' + url.href + '</pre><pre id="origin">' + origin + '</pre><pre id="session">' + session.status + ' ' + (await session.text()) + '</pre>' +
        '<div class="review"><script>alert("from the content")</script></div>';
      const sources = url.pathname === '/loose-sources' ? "'unsafe-inline' https://evil.example 'nonce-abc'" : hashOf(own);
      return new Response(html, {
        status: url.pathname === '/missing' ? 404 : 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'x-page-script-sources': sources,
          ...(url.pathname === '/secret' ? { 'cache-control': 'private, no-store' } : {}),
        },
      });
    },
  },
};
`;

/** A fresh folder laid out as `apps/web/dist`, for WEB_DIST. */
export async function fakeWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'client', 'assets', 'index-abc123.js'), 'console.log("shop")');
  await writeFile(path.join(dist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'server', 'index.js'), SERVER_BUILD);
  return dist;
}

import { describe, expect, it } from 'vitest';
import { deferHydration } from '#web/app/deferred-hydration.ts';

const page = [
  '<!DOCTYPE html><html><head><title>Home</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc=="/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js" nonce="abc=="/>',
  '<link rel="stylesheet" href="/assets/styles.css"/></head><body><main><img fetchpriority="high" src="/a.webp"/></main>',
  '<script nonce="abc==">window.__reactRouterContext = {};</script>',
  '<script nonce="abc==" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');

describe('deferHydration', () => {
  const deferred = deferHydration(page);

  it('takes the module preloads out of the head, and nothing else', () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/styles.css"/>');
    expect(deferred).toContain('<script nonce="abc==">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain('<img fetchpriority="high" src="/a.webp"/>');
  });

  it('keeps the module script, with its nonce, as a loader that adds the preloads and the original module later', () => {
    const loader = /<script nonce="abc==" type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? '';
    expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    // Allowed by its hash (own-scripts.ts), not by a nonce.
    expect(loader).not.toContain('script.nonce');
    expect(loader).toContain(JSON.stringify(/type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]));
    expect(loader).toContain('img[fetchpriority="high"]');
    // The loader itself imports nothing: the download starts only when it adds the module.
    expect(loader).not.toMatch(/^\s*import /m);
  });

  it('writes the kept module with no "<" in it, so nothing in it can end the script element', () => {
    const comparing = page.replace(
      'import("/assets/entry.client-2.js");',
      'if (1 < 2) import("/assets/entry.client-2.js");',
    );
    expect(deferHydration(comparing)).toContain('if (1 \\u003c 2)');
  });

  it('leaves a page without React Router’s module script as it was', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });
});

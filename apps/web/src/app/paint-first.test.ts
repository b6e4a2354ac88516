import { describe, expect, it } from 'vitest';
import { paintFirst } from '#web/app/paint-first.ts';

const page = [
  '<!DOCTYPE html><html><head><title>Home</title>',
  '<link rel="modulepreload" href="/assets/shell-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/styles.css"/></head><body><main><img fetchpriority="high" src="/a.webp"/></main>',
  '<script nonce="abc==">window.__reactRouterContext = {};</script>',
  '<script nonce="abc==" type="module" async="">import * as route0 from "/assets/root-3.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');
const moduleCode = /type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]!;

describe('paintFirst', () => {
  const painted = paintFirst(page);
  const loader = /<script nonce="abc==" type="module" async="">([\s\S]*?)<\/script>/.exec(painted)?.[1] ?? '';

  it('takes the module preloads out of the head, and nothing else', () => {
    expect(painted).not.toContain('<link rel="modulepreload"');
    expect(painted).toContain('<link rel="stylesheet" href="/assets/styles.css"/>');
    expect(painted).toContain('<script nonce="abc==">window.__reactRouterContext = {};</script>');
    expect(painted).toContain('<img fetchpriority="high" src="/a.webp"/>');
  });

  it('keeps the module script, with its mark, as a loader that adds the preloads and the module after the first frame', () => {
    expect(loader).toContain('["/assets/shell-1.js","/assets/entry.client-2.js"]');
    expect(loader).toContain(`script.textContent = ${JSON.stringify(moduleCode)};`);
    expect(loader).toContain('requestAnimationFrame(() => setTimeout(start));');
    // Waiting for nothing else: no picture, no load event.
    expect(loader).not.toContain('img');
    expect(loader).not.toContain("'load'");
    // The loader itself imports nothing: the download starts only when it adds the module.
    expect(loader).not.toMatch(/^\s*import /m);
  });

  it('writes the kept module with no "<" in it, so nothing in it can end the script element', () => {
    const comparing = page.replace(
      'import("/assets/entry.client-2.js");',
      'if (1 < 2) import("/assets/entry.client-2.js");',
    );
    expect(paintFirst(comparing)).toContain('if (1 \\u003c 2)');
  });

  it('leaves a page without React Router’s module script as it was', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });
});

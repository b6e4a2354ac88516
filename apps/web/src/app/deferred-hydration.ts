// Owns when a server-rendered page starts downloading its JavaScript: once the first screen has painted (decision 015).

/** `<link rel="modulepreload" …/>` as React renders React Router's `<Scripts>` into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script: the route modules' imports, then `import(entry.client)`, which hydrates. */
const ROUTE_MODULES = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page as React rendered it, but with its scripts fetched only after the first screen is on it: the head loses its
 * module preloads, and React Router's module script becomes a loader that adds them back and runs the original module
 * once the images the page marked `fetchpriority="high"` (its largest picture) have loaded and painted, or after 3 s
 * whatever happens. On a slow phone connection the HTML, the stylesheet and that picture then have the link to
 * themselves instead of sharing it with ~140 KB of React; the page is readable, and its links work, meanwhile.
 *
 * Nothing else changes: the same modules, in the same order, with the same mark, so hydration finds the same document.
 * A page without React Router's module script (none is expected) is returned as it was.
 */
export function deferHydration(html: string): string {
  const routeModules = ROUTE_MODULES.exec(html);
  if (!routeModules) return html;
  const [script, nonce, code] = routeModules;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html.replace(MODULE_PRELOAD, '').replace(
    script,
    // A function, so `$` in the code is never read as a replacement pattern.
    () => `<script nonce="${nonce}" type="module" async="">${loader(preloads, code!)}</script>`,
  );
}

/** JSON that is also safe inside an HTML script element. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The page's policy allows the module it adds by its hash, as it allows the page's own inline scripts. */
function loader(preloads: string[], code: string): string {
  return `const start = () => {
  if (start.done) return;
  start.done = true;
  for (const href of ${literal(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = ${literal(code)};
  document.head.append(script);
};
const loaded = (img) => new Promise((done) => {
  img.addEventListener('load', done, { once: true });
  img.addEventListener('error', done, { once: true });
});
const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
Promise.race([Promise.all(pictures.map(loaded)), new Promise((done) => setTimeout(done, 3000))]).then(() => {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 100);
});`;
}

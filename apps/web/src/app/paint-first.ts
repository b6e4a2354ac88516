// Owns when a server-rendered page starts downloading its JavaScript: right after its first screen has painted
// (decision 032, which measured it against fetching at once).

/** `<link rel="modulepreload" …/>` as React renders React Router's `<Scripts>` into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script: the route modules' imports, then `import(entry.client)`, which hydrates. */
const ROUTE_MODULES = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page as React rendered it, but with its scripts asked for once the first screen has painted: the head loses its
 * module preloads, and React Router's module script becomes a loader that adds them back and runs the original module
 * in the task after the first frame (or after a second, should no frame come, as in a tab opened in the background).
 *
 * The page works as HTML from that first paint (its forms post to the routes' actions, decision 031), so holding the
 * scripts that long costs no shopper a tap, and on a slow phone connection the HTML, the stylesheet and the first
 * screen's pictures have the link to themselves until then instead of sharing it with ~140 KB of React. The scripts
 * wait for nothing else: not the pictures (decision 015 waited for them), not the page's load.
 *
 * Nothing else changes: the same modules, in the same order, with the same mark, so hydration finds the same document.
 * A page without React Router's module script (none is expected) is returned as it was.
 */
export function paintFirst(html: string): string {
  const routeModules = ROUTE_MODULES.exec(html);
  if (!routeModules) return html;
  const [script, mark, code] = routeModules;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html.replace(MODULE_PRELOAD, '').replace(
    script,
    // A function, so `$` in the code is never read as a replacement pattern.
    () => `<script nonce="${mark}" type="module" async="">${loader(preloads, code!)}</script>`,
  );
}

/** JSON that is also safe inside an HTML script element. */
const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The page's policy allows the module the loader adds by its hash, as it allows the page's own inline scripts. */
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
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);`;
}

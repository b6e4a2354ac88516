// Owns which inline scripts a page may run: the ones its own render wrote, named by their hashes in the page's policy.
import { createHash, randomBytes } from 'node:crypto';

/**
 * An inline script element as the HTML parser reads it: no `src`, its text up to the first `</script` that ends it.
 * Each page's own scripts come from React and React Router, which escape `<` in what they write inside them.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r />]/gi;

/**
 * A fresh random mark for one render, handed to React as the scripts' `nonce`: a script that came in with the page's
 * content (a review, a product's description) was written before the mark existed, so it can never carry it.
 */
export function newScriptMark(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in `html` that carry the mark: the page's
 * own, and only those. A hash, unlike a nonce, is the same for every visitor of a cached page and tells nobody
 * anything they could use: only a script with exactly that text runs.
 */
export function ownScriptSources(html: string, mark: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(` nonce="${mark}"`) || /\ssrc=/i.test(attributes)) continue;
    // The browser hashes the text as its parser leaves it: line breaks as \n, NUL as U+FFFD.
    const parsed = text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD');
    sources.add(`'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** The page without the mark: the policy names hashes, so the attribute would only look like a nonce to a reader. */
export function withoutMark(html: string, mark: string): string {
  return html.replaceAll(` nonce="${mark}"`, '');
}

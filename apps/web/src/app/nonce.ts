// Owns handing the render's script mark (React's `nonce`) to the document's inline scripts while the server renders.
import { createContext } from 'react';

/**
 * The mark of the render (see own-scripts.ts): the scripts carrying it are the page's own, allowed by their hashes, and
 * the mark is taken out of the HTML. The browser renders '' (a nonce attribute reads as '' there anyway), so hydration
 * finds the same attributes; it needs none for what it adds itself.
 */
export const NonceContext = createContext<string>('');

// Owns handing the answer's CSP nonce to the document's inline scripts while the server renders.
import { createContext } from 'react';

/**
 * The nonce of the answer being rendered. Browsers hide a nonce from the page (the attribute reads as ''), so the
 * browser renders '' to hydrate the same attributes; it needs none for what it adds itself.
 */
export const NonceContext = createContext<string>('');

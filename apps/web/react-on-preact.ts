// Owns the one swap behind the web app's size: the code is written against React's API, and Preact's compat layer
// runs it in the build and the dev server (docs/decisions/008-react-api-on-preact.md).
import type { AliasOptions } from 'vite';

export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
] satisfies AliasOptions;

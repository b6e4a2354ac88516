// Owns what a page's render hands React Router's loaders and its document: the shop's origin and the scripts' mark.
export type PageLoadContext = {
  /** The shop's public origin (PUBLIC_URL's), from the server: every page's head names it. */
  origin: string;
  /** This render's random mark on the inline scripts it writes (React's `nonce`), see own-scripts.ts. */
  nonce: string;
};

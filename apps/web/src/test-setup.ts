// Owns what every web component test starts with: jest-dom matchers, a clean DOM between tests, jsdom gaps filled.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no layout: ScrollRestoration's scrollTo would only log "not implemented" on every navigation.
window.scrollTo = () => {};

// jsdom has no matchMedia. Its window is 1024 px wide, a large screen: answer min-width queries against that.
window.matchMedia = (query: string) => {
  const minWidth = /\(min-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  const matches = minWidth ? window.innerWidth >= Number(minWidth[1]) * (minWidth[2] === 'rem' ? 16 : 1) : false;
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};

// Owns what every web component test starts with: jest-dom matchers, a clean DOM between tests, jsdom gaps filled.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A screen's first render on a busy 2-core machine (two test files at once, the server's tests beside them) can take
// more than Testing Library's default second: findBy and waitFor wait up to 5 s before they fail. A passing test waits
// no longer than it did.
configure({ asyncUtilTimeout: 5_000 });

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

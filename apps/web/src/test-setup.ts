// Owns what every web component test starts with: jest-dom matchers, a clean DOM between tests, jsdom gaps filled.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no layout: ScrollRestoration's scrollTo would only log "not implemented" on every navigation.
window.scrollTo = () => {};

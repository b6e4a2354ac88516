import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './pages.ts';

describe('whether a request carries the session cookie', () => {
  it('answers as the API’s cookie parser reads the header, spaces around the name and all', () => {
    for (const header of ['sid=abc', 'theme=dark; sid=abc', 'sid =abc', ' sid\t=abc', 'theme=dark;sid =abc', 'sid=']) {
      expect([header, hasSessionCookie(header)]).toEqual([header, true]);
    }
    for (const header of [undefined, null, '', 'theme=dark', 'xsid=abc', 'sidx=abc', 'SID=abc', 'sid']) {
      expect([header, hasSessionCookie(header)]).toEqual([header, false]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { hasSessionCookie, isVisitorRequest } from './pages.ts';

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

describe('whether a request gets the page every visitor gets', () => {
  it('is not so with a session, or with a message a form left for it', () => {
    for (const header of [undefined, null, '', 'theme=dark', 'xflash=1']) {
      expect([header, isVisitorRequest(header)]).toEqual([header, true]);
    }
    for (const header of ['sid=abc', 'flash=%5B%5D', 'theme=dark; flash =x']) {
      expect([header, isVisitorRequest(header)]).toEqual([header, false]);
    }
  });
});

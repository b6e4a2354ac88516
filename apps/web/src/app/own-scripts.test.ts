import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newScriptMark, ownScriptSources, withoutMark } from '#web/app/own-scripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline scripts a page may run', () => {
  const mark = newScriptMark();
  const page = [
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="' +
      mark +
      '"/></head>',
    '<body><main><p>A review: <script>alert("written by a shopper")</script></p>',
    // Content cannot know the mark, but it may try a nonce of its own.
    '<script nonce="guess">alert("a guess")</script></main>',
    `<script nonce="${mark}">window.__reactRouterContext = {"a":"₹ 1,299"};</script>`,
    `<script nonce="${mark}" src="/assets/x.js"></script>`,
    `<script nonce="${mark}" type="module" async="">import * as route0 from "/assets/root-3.js";\n`,
    'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");</script>',
    '</body></html>',
  ].join('');
  const moduleCode =
    'import * as route0 from "/assets/root-3.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-2.js");';

  it('are the ones this render marked, named by the hash of their text; never the content’s', () => {
    expect(ownScriptSources(page, mark)).toEqual([
      sha256('window.__reactRouterContext = {"a":"₹ 1,299"};'),
      sha256(moduleCode),
    ]);
  });

  it('hash as the browser’s parser reads the text: line breaks as \\n', () => {
    const crlf = `<script nonce="${mark}">a();\r\nb();\rc();</script>`;
    expect(ownScriptSources(crlf, mark)).toEqual([sha256('a();\nb();\nc();')]);
  });

  it('take a fresh mark for every render', () => {
    expect(newScriptMark()).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newScriptMark()).not.toBe(newScriptMark());
  });

  it('leave no mark in the page sent', () => {
    const sent = withoutMark(page, mark);
    expect(sent).not.toContain(mark);
    expect(sent).toContain('<script>window.__reactRouterContext');
    expect(sent).toContain('<script nonce="guess">');
  });
});

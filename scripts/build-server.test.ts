// The server bundle's ASCII-only rewrite changes how the source is stored, never what it does.
import { describe, expect, it } from 'vitest';
import { asciiOnly } from './build-server.ts';

describe('asciiOnly', () => {
  it('leaves nothing past ASCII, and the code means the same', async () => {
    const source = [
      '// price × quantity — in a comment',
      'export const words = "₹1,499 — “quoted” 😀";',
      'export const rupee = /₹\\s*(\\d+)/.exec("MRP ₹499")?.[1];',
      'export const emoji = /😀/u.test("a 😀 b");',
      'export const template = `${words} · ok`;',
    ].join('\n');
    const rewritten = asciiOnly(source);
    expect(rewritten).not.toMatch(/[\u0080-\uffff]/);
    const load = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(await load(rewritten)).toEqual(await load(source));
    expect(await load(rewritten)).toMatchObject({ rupee: '499', emoji: true, template: '₹1,499 — “quoted” 😀 · ok' });
  });
});

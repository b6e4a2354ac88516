import { describe, expect, it } from 'vitest';
import { readFlash } from '#web/app/flash.ts';
import { backTo, redirectWithFlash } from '#web/app/form-action.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('a form action', () => {
  it('sends the shopper back to a page of this shop only', () => {
    expect(backTo(form({ back: '/shop/listing?category=men' }), '/shop/cart')).toBe('/shop/listing?category=men');
    for (const back of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      // A browser drops the tab or newline, and reads what is left as //evil.example/x.
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r/evil.example',
      '/shop/account\u007f',
      '/shop\\..\\evil',
    ]) {
      expect([back, backTo(form({ back }), '/shop/cart')]).toEqual([back, '/shop/cart']);
    }
    // Resolved on the shop, it is redirected to as its path and query.
    expect(backTo(form({ back: '/shop/listing?sort=price#top' }), '/shop/cart')).toBe('/shop/listing?sort=price');
  });

  it('redirects after the post, leaving the toast’s words for the next page to read', () => {
    const answer = redirectWithFlash(
      '/shop/cart',
      { title: 'Product is added to cart' },
      { title: 'No', variant: 'destructive' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/shop/cart');
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    expect(readFlash(cookie)).toEqual([{ title: 'Product is added to cart' }, { title: 'No', variant: 'destructive' }]);
  });

  it('reads nothing from a flash cookie that is not its own shape', () => {
    for (const value of ['x', '%7B%7D', encodeURIComponent('[1,{"title":2},{"html":"<b>"}]')]) {
      expect(readFlash(`flash=${value}`)).toEqual([]);
    }
    expect(readFlash(`flash=${encodeURIComponent('[{"title":"Hi","variant":"evil"}]')}`)).toEqual([{ title: 'Hi' }]);
  });
});

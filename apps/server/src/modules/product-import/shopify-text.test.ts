import { describe, expect, it } from 'vitest';
import { descriptionHtml, descriptionText, handleOf, paiseOf } from './shopify-text.ts';

describe("Shopify's text and the shop's", () => {
  it('reads Body (HTML) as plain paragraphs, one a line', () => {
    expect(descriptionText('<p>Soft <strong>mulmul</strong> &amp; cool.</p>\n<p>Hand wash&nbsp;only.</p>')).toBe(
      'Soft mulmul & cool.\nHand wash only.',
    );
    expect(descriptionText('<meta charset="utf-8"><ul><li>Cotton</li><li>Straight cut</li></ul>')).toBe(
      'Cotton\nStraight cut',
    );
    expect(descriptionText('Line one<br>Line two &#8377;999 &rsquo;')).toBe('Line one\nLine two ₹999 ’');
    expect(descriptionText('Plain text\nkept as it is')).toBe('Plain text\nkept as it is');
  });

  it('writes a description that reads back exactly, blank lines and markup characters too', () => {
    const text = 'Kurta <for> "festive" days & nights.\n\nDry clean.';
    expect(descriptionHtml(text)).toBe(
      '<p>Kurta &lt;for&gt; &quot;festive&quot; days &amp; nights.</p><p></p><p>Dry clean.</p>',
    );
    expect(descriptionText(descriptionHtml(text))).toBe(text);
  });

  it("makes a title's handle as Shopify does", () => {
    expect(handleOf('Boys’ Festive Kurta')).toBe('boys-festive-kurta');
    expect(handleOf('  Mulmul Kurta – Blue (XL) ')).toBe('mulmul-kurta-blue-xl');
    expect(handleOf('Café Crème Tote')).toBe('cafe-creme-tote');
  });

  it('reads money cells in paise', () => {
    expect(paiseOf('1299.00')).toBe(129900);
    expect(paiseOf('₹1,299.5')).toBe(129950);
    expect(paiseOf('')).toBeUndefined();
    expect(paiseOf('12.345')).toBeNaN();
    expect(paiseOf('abc')).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from './images.ts';

describe('image variants', () => {
  const url = '/uploads/0123456789abcdef0123456789abcdef.webp';

  it('names the resized copies of an uploaded image', () => {
    expect(imageVariantUrl(url, 400)).toBe('/uploads/0123456789abcdef0123456789abcdef-400.webp');
    expect(imageSrcSet(url)).toContain('-1600.webp 1600w');
  });

  it('leaves other images alone', () => {
    expect(imageVariantUrl('https://example.com/a.jpg', 400)).toBe('https://example.com/a.jpg');
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });
});

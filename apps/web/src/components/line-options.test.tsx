// Checks how a cart or order line names its options: size and colour, either alone, "Free Size" as it is, or nothing.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineOptions, lineOptionsText } from '#web/components/line-options.tsx';

describe('a line’s options', () => {
  it('reads "Size M · Black", or just the one the product has', () => {
    expect(lineOptionsText({ size: 'M', colour: 'Black' })).toBe('Size M · Black');
    expect(lineOptionsText({ size: '4-5Y', colour: null })).toBe('Size 4-5Y');
    expect(lineOptionsText({ size: null, colour: 'Rust' })).toBe('Rust');
    expect(lineOptionsText({ size: 'Free Size', colour: 'Navy' })).toBe('Free Size · Navy');
    expect(lineOptionsText({ size: null, colour: null })).toBeNull();
  });

  it('shows the words with the colour’s swatch, and nothing for a product without options', () => {
    const { container, rerender } = render(<LineOptions size="M" colour="Black" />);
    expect(container).toHaveTextContent('Size M · Black');
    expect(container.querySelector('[aria-hidden][style]')).toHaveStyle({ backgroundColor: '#1f1f1f' });
    rerender(<LineOptions size={null} colour={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

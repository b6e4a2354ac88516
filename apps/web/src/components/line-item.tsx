// Owns how one line of a cart or an order looks wherever it is listed (cart, checkout, the shopper's and staff's order
// details): its picture, its title and options, what stands beside the title, and the line's own details under it.
import type { ReactNode } from 'react';
import { LineOptions } from '#web/components/line-options.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { cn } from '#web/lib/class-names.ts';

/** What every line has: a cart's and an order's alike. */
export type Line = { image: string; title: string; size: string | null; colour: string | null };

const PICTURE = {
  small: { sizes: '40px', className: 'h-12 w-10 rounded' },
  large: { sizes: '64px', className: 'h-20 w-16 rounded-md' },
} as const;

export function LineItem({
  line,
  picture = 'small',
  titleAs: Title = 'p',
  beside,
  end,
  children,
  className,
}: {
  line: Line;
  /** The thumbnail: small in order details, large in the cart. */
  picture?: keyof typeof PICTURE;
  /** A heading where the line is a section of its own (the cart), else a paragraph. */
  titleAs?: 'p' | 'h3';
  /** Beside the title: the cart's remove button. */
  beside?: ReactNode;
  /** At the line's end, after its details: an order's line total. */
  end?: ReactNode;
  /** Under the title: quantity and price, or the cart's stepper. */
  children?: ReactNode;
  className?: string;
}) {
  const { sizes, className: pictureClass } = PICTURE[picture];
  return (
    <div className={cn('flex gap-3', end !== undefined && 'items-center', className)}>
      {/* The title follows: the thumbnail adds nothing for a screen reader. */}
      <UploadedImage
        src={line.image}
        alt=""
        width={800}
        height={1000}
        sizes={sizes}
        className={cn('shrink-0 border border-border', pictureClass)}
      />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <Title className={cn('font-medium break-words', Title === 'h3' && 'line-clamp-2 text-sm leading-snug')}>
              {line.title}
            </Title>
            <LineOptions size={line.size} colour={line.colour} />
          </div>
          {beside}
        </div>
        {children}
      </div>
      {end}
    </div>
  );
}

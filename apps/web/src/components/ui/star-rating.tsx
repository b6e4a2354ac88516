// Owns the five-star rating: a read-only display (partial stars) and a keyboard-operable picker (radio group).
import { StarIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState } from 'react';
import { cn } from '#web/lib/class-names.ts';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Read by screen readers instead of the stars, e.g. "Rated 4.33 out of 5". */
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** Stars drawn twice: an empty row, and a filled row clipped to the rating's width. */
export function StarRating({ value, label, size = 'sm', className }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const starClass = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${clamped.toFixed(2)} out of 5`}
      className={cn('relative inline-flex shrink-0', className)}
    >
      <span className="flex text-border" aria-hidden>
        {STARS.map((star) => (
          <StarIcon key={star} className={cn(starClass, 'fill-current')} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: `${(clamped / 5) * 100}%` }}
        aria-hidden
      >
        {STARS.map((star) => (
          <StarIcon key={star} className={cn(starClass, 'shrink-0 fill-current')} />
        ))}
      </span>
    </span>
  );
}

type StarRatingInputProps = {
  /** 0 while nothing is chosen, else 1 to 5. */
  value: number;
  onChange: (rating: number) => void;
  /** The group's accessible name. */
  label?: string;
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

/**
 * Radix RadioGroup underneath: Tab reaches the group once, arrow keys move between stars and choose, and each star
 * is announced as "3 stars, radio, 3 of 5".
 */
export function StarRatingInput({ value, onChange, label = 'Rating', className, ...props }: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <RadioGroupPrimitive.Root
      aria-label={label}
      orientation="horizontal"
      loop={false}
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      onPointerLeave={() => setHovered(0)}
      className={cn('inline-flex gap-1', className)}
      {...props}
    >
      {STARS.map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={star === 1 ? '1 star' : `${star} stars`}
          onPointerEnter={() => setHovered(star)}
          className="inline-flex size-10 items-center justify-center rounded-md transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
        >
          <StarIcon
            aria-hidden
            className={cn('size-6 transition-colors', star <= shown ? 'fill-amber-500 text-amber-500' : 'text-input')}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

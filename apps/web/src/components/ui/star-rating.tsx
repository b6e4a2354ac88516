// Owns the five-star rating display (partial stars); the picker is star-rating-input.tsx.
import { StarIcon } from 'lucide-react';
import { cn } from '#web/lib/class-names.ts';

export const STARS = [1, 2, 3, 4, 5] as const;

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

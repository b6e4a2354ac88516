// Owns the five-star rating picker (a radio group): its own module, as only the review form needs Radix RadioGroup.
import { StarIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState } from 'react';
import { cn } from '#web/lib/class-names.ts';
import { STARS } from '#web/components/ui/star-rating.tsx';

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

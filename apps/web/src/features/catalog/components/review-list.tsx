// Owns a product's reviews as shoppers read them: who, how many stars, what they said, and whether the review was
// brought over from the brand's previous shop ("Imported").
import type { Review } from '@shop/contract/catalog';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '@shop/contract/money';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';

export function ReviewList({ reviews, loading }: { reviews: readonly Review[]; loading: boolean }) {
  if (loading) {
    return (
      <div role="status" aria-label="Loading reviews" className="grid gap-4">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (reviews.length === 0) {
    return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  }
  return (
    <ul className="grid gap-5">
      {reviews.map((review) => (
        <li key={review._id} className="flex gap-3">
          <span
            aria-hidden
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
          >
            {(review.user_name.trim()[0] ?? '?').toUpperCase()}
          </span>
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-sm font-semibold">{review.user_name}</p>
              <StarRating
                value={review.rating}
                label={review.rating === 1 ? '1 star out of 5' : `${review.rating} stars out of 5`}
              />
              {review.createdAt && (
                <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                  {formatDate(review.createdAt)}
                </time>
              )}
              {review.source === 'import' && <Badge variant="secondary">Imported</Badge>}
            </div>
            {review.title && <p className="text-sm font-medium break-words">{review.title}</p>}
            {/* Plain text: React escapes it, and line breaks the reviewer typed are kept. */}
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{review.comment}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

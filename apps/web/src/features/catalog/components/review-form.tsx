// Owns writing a review: five stars and a comment; submit stays disabled while the comment is blank (SPEC §5). Before
// the app runs (or without it) the stars are plain radio buttons and the form posts to the product page's action,
// which checks the same and answers in the toast's words (routes/shop.product.tsx).
import type { SessionUser } from '@shop/contract/auth';
import { LoaderCircleIcon, StarIcon } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { STARS } from '#web/components/ui/star-rating.tsx';
import { StarRatingInput } from '#web/components/ui/star-rating-input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAddReview } from '#web/features/catalog/api/add-review.ts';
import { Form } from '#web/components/ui/form.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

type ReviewFormValues = { rating: number; comment: string };

const COMMENT_MAX = 1000; // the contract's reviewInput limit

export function ReviewForm({ productId, user }: { productId: string; user: SessionUser }) {
  const id = useId();
  const addReview = useAddReview(productId);
  const form = useForm<ReviewFormValues>({ defaultValues: { rating: 0, comment: '' } });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const ratingError = form.formState.errors.rating?.message;
  const blank = comment.trim() === '';
  const hydrated = useHydrated();
  const plainStars = useRef<HTMLDivElement>(null);
  // A star ticked in the server's page while the app was on its way is the rating the app starts with.
  useLayoutEffect(() => {
    const ticked = plainStars.current?.querySelector<HTMLInputElement>('input:checked');
    if (ticked) form.setValue('rating', Number(ticked.value));
  }, [form]);

  const onSubmit = form.handleSubmit(async ({ rating, comment: text }) => {
    const answer = await addReview.mutateAsync({
      product_id: productId,
      user_id: user.id,
      user_name: user.userName,
      comment: text.trim(),
      rating,
    });
    if (answer.success) form.reset();
  });

  return (
    <Form
      noValidate
      action={`/shop/product/${encodeURIComponent(productId)}`}
      intent="review"
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Write a review
      </h3>
      <div className="grid gap-1">
        <span aria-hidden className="text-sm font-medium">
          Your rating
        </span>
        {hydrated ? (
          <Controller
            control={form.control}
            name="rating"
            rules={{ min: { value: 1, message: 'Choose a rating from 1 to 5 stars' } }}
            render={({ field }) => (
              <StarRatingInput
                label="Your rating"
                value={field.value}
                onChange={field.onChange}
                aria-invalid={ratingError ? true : undefined}
                {...(ratingError ? { 'aria-describedby': `${id}-rating-error` } : {})}
              />
            )}
          />
        ) : (
          <PlainStars ref={plainStars} />
        )}
        {ratingError && (
          <p id={`${id}-rating-error`} className="text-sm font-medium text-destructive">
            {ratingError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>Your review</Label>
        <Textarea
          id={`${id}-comment`}
          placeholder="Write a review..."
          maxLength={COMMENT_MAX}
          rows={3}
          {...form.register('comment')}
        />
      </div>
      <Button
        type="submit"
        className="w-fit"
        // Until the app runs the comment is not watched: the action refuses a blank one.
        disabled={(hydrated && blank) || addReview.isPending}
        aria-busy={addReview.isPending || undefined}
      >
        {addReview.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden />}
        Submit
      </Button>
    </Form>
  );
}

/**
 * The five stars as radio buttons of the page's HTML, until the app's star picker takes over: a star and those before it
 * fill as it is chosen (CSS alone, so it works without JavaScript).
 */
function PlainStars({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} role="radiogroup" aria-label="Your rating" className="inline-flex gap-1">
      {STARS.map((star) => (
        <label
          key={star}
          className="relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-muted has-focus-visible:outline-2 has-focus-visible:outline-ring [&:has(~label_input:checked)_svg]:fill-amber-500 [&:has(~label_input:checked)_svg]:text-amber-500"
        >
          <input
            type="radio"
            name="rating"
            value={star}
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            // Over the whole star, unseen: the star is what shows, the radio what is pressed.
            className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <StarIcon aria-hidden className="size-6 text-input peer-checked:fill-amber-500 peer-checked:text-amber-500" />
        </label>
      ))}
    </div>
  );
}

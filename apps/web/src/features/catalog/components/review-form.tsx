// Owns writing a review: five stars and a comment; submit stays disabled while the comment is blank (SPEC §5).
import type { SessionUser } from '@shop/contract/auth';
import { LoaderCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { StarRatingInput } from '#web/components/ui/star-rating-input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useAddReview } from '#web/features/catalog/api/add-review.ts';
import { Form } from '#web/components/ui/form.tsx';

type ReviewFormValues = { rating: number; comment: string };

const COMMENT_MAX = 1000; // the contract's reviewInput limit

export function ReviewForm({ productId, user }: { productId: string; user: SessionUser }) {
  const id = useId();
  const addReview = useAddReview(productId);
  const form = useForm<ReviewFormValues>({ defaultValues: { rating: 0, comment: '' } });
  const comment = useWatch({ control: form.control, name: 'comment' });
  const ratingError = form.formState.errors.rating?.message;
  const blank = comment.trim() === '';

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
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Write a review
      </h3>
      <div className="grid gap-1">
        <span aria-hidden className="text-sm font-medium">
          Your rating
        </span>
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
        disabled={blank || addReview.isPending}
        aria-busy={addReview.isPending || undefined}
      >
        {addReview.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden />}
        Submit
      </Button>
    </Form>
  );
}

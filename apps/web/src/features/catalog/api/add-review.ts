// Owns POST /api/shop/review/add: a buyer's review, then fresh reviews and a fresh average for the product.
import type { Product } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { reviewKeys } from '#web/entities/review/review-keys.ts';

/** The contract's `reviewInput`, as the spec sends it (the server takes the user from the session). */
export type AddReviewBody = {
  product_id: string;
  user_id: string;
  user_name: string;
  comment: string;
  rating: number;
};

export function addReview(body: AddReviewBody) {
  return catalogApi.addReview({ body });
}

/**
 * Shows the server's message either way (SPEC §8: 'Review added successfully!', or a destructive toast such as
 * "You need to purchase product to review it."). Resolves with whether the review was added; never rejects.
 */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: async (answer) => {
      if (!answer.success) {
        toast({ title: answer.message ?? MESSAGES.serverError, variant: 'destructive' });
        return;
      }
      toast(answer.message ?? MESSAGES.reviewAdded);
      // The product is cached under each way it was asked for (its page asks by handle): every one of them is it.
      const isIt = (product: Product | undefined) => product?._id === productId;
      const average = answer.average_review;
      if (typeof average === 'number') {
        queryClient.setQueriesData<Product>({ queryKey: productKeys.details }, (product) =>
          product && isIt(product) ? { ...product, average_review: average } : product,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.of(productId) }),
        queryClient.invalidateQueries({
          queryKey: productKeys.details,
          predicate: (query) => isIt(query.state.data as Product | undefined),
        }),
      ]);
    },
  });
}

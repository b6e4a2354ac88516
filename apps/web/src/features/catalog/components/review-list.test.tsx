// Checks that a review brought over from the brand's previous shop is told apart from one written here (issue 44).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewList } from '#web/features/catalog/components/review-list.tsx';
import { aReview } from '#web/testing/render-catalog.tsx';

describe('the review list', () => {
  it('labels an imported review "Imported" with its title, and a review written here without', () => {
    render(
      <ReviewList
        loading={false}
        reviews={[
          aReview({ user_name: 'Asha R.', source: 'import', user_id: null, title: 'Lovely fabric', comment: 'Soft.' }),
          aReview({ user_name: 'Meera', comment: 'Fits well.' }),
        ]}
      />,
    );
    const [imported, written] = screen.getAllByRole('listitem');
    expect(within(imported!).getByText('Imported')).toBeInTheDocument();
    expect(within(imported!).getByText('Lovely fabric')).toBeInTheDocument();
    expect(within(written!).queryByText('Imported')).not.toBeInTheDocument();
  });
});

'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { approveReviewRoute, hideReviewRoute } from '@/lib/reviews/contracts';
import type { TReviewStatus } from '@/lib/reviews/schemas';

type Props = { reviewId: string; status: TReviewStatus; reviewer: string };

/** Publish (approve) a review that is not published, or hide a published one, then refresh the page. */
export function ReviewModerationButtons({ reviewId, status, reviewer }: Props) {
  const hydrated = useHydrated();
  const publish = status !== 'approved';
  const failure = 'The review could not be changed. Try again.';
  const approve = useApiMutation(approveReviewRoute, { success: 'Review published.', failure });
  const hide = useApiMutation(hideReviewRoute, { success: 'Review hidden from your page.', failure });
  const moderate = publish ? approve : hide;

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      loading={moderate.isPending}
      disabled={!hydrated}
      aria-label={`${publish ? 'Publish' : 'Hide'} the review by ${reviewer}`}
      onClick={() => moderate.mutate({ params: { id: reviewId } })}
    >
      {publish ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />} {publish ? 'Publish' : 'Hide'}
    </Button>
  );
}
